/**
 * Two shares of one enrolment back into the 64-byte wallet secret, checked against the wallet's
 * addresses: shares of another enrolment (or of another wallet) combine into a different secret,
 * refused here with the catalogue's WALLET_SHARES_INVALID. The caller wipes the result.
 */
import { createPorticoError } from '@portico/shared'
import { combine } from 'shamir-secret-sharing'
import {
  sameAddresses,
  WALLET_SECRET_BYTES,
  type WalletAddresses,
  walletAddressesOf,
} from './walletSecret.ts'

/** The secret the two shares make, unchecked (it is wrong when the shares do not belong together). */
export async function combineShares(a: Uint8Array, b: Uint8Array): Promise<Uint8Array> {
  return combine([a, b])
}

/** The wallet's secret, or WALLET_SHARES_INVALID (the result wiped) when it is not `expected`'s. */
export async function combineWalletShares(
  a: Uint8Array,
  b: Uint8Array,
  expected: WalletAddresses,
): Promise<Uint8Array> {
  let secret: Uint8Array | undefined
  try {
    secret = await combineShares(a, b)
  } catch (cause) {
    throw createPorticoError('WALLET_SHARES_INVALID', { cause })
  }
  if (
    secret.length !== WALLET_SECRET_BYTES ||
    !sameAddresses(walletAddressesOf(secret), expected)
  ) {
    secret.fill(0)
    throw createPorticoError('WALLET_SHARES_INVALID')
  }
  return secret
}
