/** Builds the universal (https) link carrying a WalletConnect URI: web apps and app links. */
import { formatNativeLink } from './formatNativeLink.ts'
import { isHttpUrl } from './isHttpUrl.ts'
import type { WalletLink } from './walletLink.ts'

/**
 * `formatUniversalUrl('https://app.wallet.example', 'wc:…')` gives href
 * `https://app.wallet.example/` and redirect `https://app.wallet.example/wc?uri=wc%3A…`.
 * A link without http(s) is native: its href is `formatNativeLink`'s, with the same redirect.
 */
export function formatUniversalUrl(link: string, wcUri: string): WalletLink {
  const href = isHttpUrl(link) ? (link.endsWith('/') ? link : `${link}/`) : formatNativeLink(link)
  return { href, redirect: `${href}wc?uri=${encodeURIComponent(wcUri)}` }
}
