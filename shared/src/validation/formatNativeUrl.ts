/** Builds the native (mobile or desktop app) deep link carrying a WalletConnect URI. */
import { formatNativeLink } from './formatNativeLink.ts'
import { formatUniversalUrl } from './formatUniversalUrl.ts'
import { isHttpUrl } from './isHttpUrl.ts'
import type { WalletLink } from './walletLink.ts'

/**
 * `formatNativeUrl('metamask', 'wc:…')` gives href `metamask://` and redirect
 * `metamask://wc?uri=wc%3A…`. An http(s) link is a universal link and goes through
 * `formatUniversalUrl`.
 */
export function formatNativeUrl(link: string, wcUri: string): WalletLink {
  if (isHttpUrl(link)) return formatUniversalUrl(link, wcUri)
  const href = formatNativeLink(link)
  return { href, redirect: `${href}wc?uri=${encodeURIComponent(wcUri)}` }
}
