/** How the send views show amounts: USD values and the network fee, in the active locale. */
import type { TokenBalance } from '@portico/shared'
import { formatTokenUnits } from '../../features/send/tokenUnits.ts'
import type { ModalFormatters } from '../../i18n/useModalI18n.ts'

type Format = Pick<ModalFormatters, 't' | 'usd' | 'nativeBalance'>

/** `$1,234.56` (en); empty when the amount or the price is unknown. */
export function usdValueOf(
  format: Pick<Format, 'usd'>,
  amount: string | undefined,
  token: TokenBalance | undefined,
): string {
  const value = Number(amount) * (token?.price ?? 0)
  return token?.price && Number.isFinite(value) ? format.usd(value) : ''
}

/**
 * The fee in the native currency: 3 decimals (SPEC §5), and `< 0.001` rather than a zero for
 * the small fees most sends have; its USD value when known.
 */
export function formatFee(
  format: Format,
  gas: string,
  gasPrice: string,
  currency: { decimals: number; symbol: string },
  usd?: number,
): string {
  const fee = formatTokenUnits(BigInt(gas) * BigInt(gasPrice), currency.decimals)
  const native =
    Number(fee) > 0 && Number(fee) < 0.001
      ? format.t('send.feeBelow', {
          amount: format.nativeBalance('0.001'),
          symbol: currency.symbol,
        })
      : format.nativeBalance(fee, currency.symbol)
  return usd === undefined ? native : `${native} (${format.usd(usd)})`
}
