/** How the send views show amounts: USD values and the network fee. */
import { formatNativeBalance, formatNumber, type TokenBalance } from '@portico/shared'
import { formatTokenUnits } from '../../features/send/tokenUnits.ts'

/** `$1,234.56`; empty when the amount or the price is unknown. */
export function usdValueOf(amount: string | undefined, token: TokenBalance | undefined): string {
  const value = Number(amount) * (token?.price ?? 0)
  return token?.price && Number.isFinite(value) ? `$${formatNumber(value)}` : ''
}

/**
 * The fee in the native currency: 3 decimals (SPEC §5), and `< 0.001` rather than a zero for
 * the small fees most sends have; its USD value when known.
 */
export function formatFee(
  gas: string,
  gasPrice: string,
  currency: { decimals: number; symbol: string },
  usd?: number,
): string {
  const fee = formatTokenUnits(BigInt(gas) * BigInt(gasPrice), currency.decimals)
  const native =
    Number(fee) > 0 && Number(fee) < 0.001
      ? `< 0.001 ${currency.symbol}`
      : formatNativeBalance(fee, currency.symbol)
  return usd === undefined ? native : `${native} ($${formatNumber(usd)})`
}
