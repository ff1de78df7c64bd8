/** Native balances (SPEC §5): truncated, never rounded, to 3 decimals. */
import { formatNumber, type NumericInput } from './formatNumber.ts'

/**
 * `'1.23456'` gives `1.234`; zero or a value that is not numeric gives `0.000`. With a symbol,
 * `1.234 ETH`. Digits and separators are en-US's unless a `locale` is given.
 */
export function formatNativeBalance(
  balance: NumericInput,
  symbol?: string,
  locale?: string,
): string {
  const formatted = formatNumber(balance, { decimals: 3, truncate: true, locale })
  return symbol ? `${formatted} ${symbol}` : formatted
}
