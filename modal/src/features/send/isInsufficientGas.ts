/**
 * SPEC §5: gas is insufficient when the network balance is 0 or the gas price in USD exceeds it;
 * smart accounts skip the check (their fees may be paid for them). An unknown balance (no
 * balance list, or a native currency without a price) cannot be judged, so it does not block:
 * the wallet and the node still refuse a send they cannot pay for.
 */
import type { AccountType } from '../account/accountSlice.ts'

export interface GasCheck {
  accountType: AccountType
  networkBalanceInUSD?: number
  gasPriceInUSD?: number
}

export function isInsufficientGas({
  accountType,
  networkBalanceInUSD,
  gasPriceInUSD,
}: GasCheck): boolean {
  if (accountType === 'smartAccount') return false
  if (networkBalanceInUSD === undefined) return false
  if (networkBalanceInUSD <= 0) return true
  return gasPriceInUSD !== undefined && gasPriceInUSD > networkBalanceInUSD
}
