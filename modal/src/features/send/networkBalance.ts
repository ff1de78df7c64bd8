/** What the send's gas check reads from the balance list: the native currency's USD figures. */
import type { TokenBalance } from '@portico/shared'
import { findNativeToken } from './tokenAddress.ts'

/**
 * The native balance in USD: 0 when the list has no native entry (the cloud leaves zero
 * balances out), undefined when the native currency has no price.
 */
export function networkBalanceInUsdOf(tokens: readonly TokenBalance[]): number | undefined {
  const native = findNativeToken(tokens)
  if (!native) return 0
  if (!native.price) return undefined
  return native.value ?? Number(native.quantity.numeric) * native.price
}

/** The native currency's USD price, when known. */
export const nativePriceOf = (tokens: readonly TokenBalance[]): number | undefined =>
  findNativeToken(tokens)?.price || undefined
