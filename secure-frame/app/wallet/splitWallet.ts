/**
 * One enrolment's 2-of-3 Shamir split of the wallet secret (shamir-secret-sharing, KEYS.md
 * "Enrolments"): shares in the order [device, auth, recovery], each 65 bytes. Every call draws
 * fresh randomness, so shares of two enrolments never combine into the secret.
 */
import { split } from 'shamir-secret-sharing'

export interface WalletShares {
  device: Uint8Array
  auth: Uint8Array
  recovery: Uint8Array
}

export async function splitWallet(secret: Uint8Array): Promise<WalletShares> {
  const [device, auth, recovery] = await split(secret, 3, 2)
  if (!device || !auth || !recovery) throw new Error('The split gave fewer than 3 shares')
  return { device, auth, recovery }
}

export function wipeShares(shares: WalletShares | undefined): void {
  shares?.device.fill(0)
  shares?.auth.fill(0)
  shares?.recovery.fill(0)
}
