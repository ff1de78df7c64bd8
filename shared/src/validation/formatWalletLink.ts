/** Picks and formats a catalogue wallet's link for a platform (mobile, desktop or web app). */
import { formatNativeUrl } from './formatNativeUrl.ts'
import { formatUniversalUrl } from './formatUniversalUrl.ts'
import type { WalletLink } from './walletLink.ts'
import type { Wallet } from './walletSchema.ts'

export type WalletPlatform = 'mobile' | 'desktop' | 'webapp'

/**
 * The link opening `wallet` on the pairing `wcUri`: `mobile_link` and `desktop_link` as native
 * links (or universal, when http), `webapp_link` as a universal link. `undefined` when the wallet
 * has no link for the platform.
 */
export function formatWalletLink(
  wallet: Pick<Wallet, 'mobile_link' | 'desktop_link' | 'webapp_link'>,
  platform: WalletPlatform,
  wcUri: string,
): WalletLink | undefined {
  const link = wallet[`${platform}_link`]
  if (!link) return undefined
  return platform === 'webapp' ? formatUniversalUrl(link, wcUri) : formatNativeUrl(link, wcUri)
}
