/** Builds the native (mobile or desktop app) deep link carrying a WalletConnect URI. */
import { formatUniversalUrl } from './formatUniversalUrl.ts'
import type { WalletLink } from './walletLink.ts'

/**
 * `formatNativeUrl('metamask', 'wc:…')` gives href `metamask://` and redirect
 * `metamask://wc?uri=wc%3A…`; an http(s) link is a universal link. One builder serves both
 * kinds, telling them apart by the scheme, so the two names cannot drift apart.
 */
export function formatNativeUrl(link: string, wcUri: string): WalletLink {
  return formatUniversalUrl(link, wcUri)
}
