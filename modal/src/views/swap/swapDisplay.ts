/** How the swap views show amounts: token units, USD values and percentages, in the locale. */
import type { SwapToken } from '@portico/shared'
import { formatTokenUnits } from '../../features/send/tokenUnits.ts'
import type { ModalFormatters } from '../../i18n/useModalI18n.ts'

type Format = Pick<ModalFormatters, 'usd' | 'intl'>

/** Base units as decimal text in the token's unit ("1.5"). */
export const unitsText = (units: string | bigint, token: Pick<SwapToken, 'decimals'>) =>
  formatTokenUnits(BigInt(units), token.decimals)

/** Up to 6 significant fraction digits: enough to read, no 18-digit tails. */
export function shortAmount(format: Pick<Format, 'intl'>, text: string): string {
  const value = Number(text)
  if (!Number.isFinite(value)) return text
  return new Intl.NumberFormat(format.intl, { maximumSignificantDigits: 8 }).format(value)
}

/** `$1,234.56`; empty when the amount or the price is unknown. */
export function swapUsdValue(format: Format, amount: string, token: SwapToken | undefined) {
  const value = Number(amount) * (token?.price ?? 0)
  return token?.price && Number.isFinite(value) && value > 0 ? format.usd(value) : ''
}

/** A percentage with at most 2 decimals: `0.3%`, `12.41%`. */
export const percentText = (format: Pick<Format, 'intl'>, percent: number) =>
  new Intl.NumberFormat(format.intl, { style: 'percent', maximumFractionDigits: 2 }).format(
    percent / 100,
  )
