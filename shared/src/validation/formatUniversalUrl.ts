/** Builds the universal (https) link carrying a WalletConnect URI: web apps and app links. */
import { formatNativeUrl } from './formatNativeUrl.ts'
import { isHttpUrl } from './isHttpUrl.ts'
import type { WalletLink } from './walletLink.ts'

/**
 * `formatUniversalUrl('https://app.wallet.example', 'wc:…')` gives href
 * `https://app.wallet.example/` and redirect `https://app.wallet.example/wc?uri=wc%3A…`.
 * A link without http(s) is native and goes through `formatNativeUrl`.
 */
export function formatUniversalUrl(link: string, wcUri: string): WalletLink {
  if (!isHttpUrl(link)) return formatNativeUrl(link, wcUri)
  const href = link.endsWith('/') ? link : `${link}/`
  return { href, redirect: `${href}wc?uri=${encodeURIComponent(wcUri)}` }
}
