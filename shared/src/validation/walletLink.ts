/** The link that opens a wallet on a `wc:` pairing URI. */
export interface WalletLink {
  /** The wallet's link, normalised (used to reopen the wallet later). */
  href: string
  /** `{href}wc?uri={encodeURIComponent(uri)}`: opens the wallet on the pairing. */
  redirect: string
}
