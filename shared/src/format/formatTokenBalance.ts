/** Token balances (SPEC §5): 2 decimals, en-US. */
import { formatNumber, type NumericInput } from './formatNumber.ts'

/**
 * `'1234.567'` gives `1,234.57`; a value that is not numeric gives `0.00`. Digits and separators
 * are en-US's unless a `locale` is given (`es` gives `1234,57`).
 */
export function formatTokenBalance(value: NumericInput, locale?: string): string {
  return formatNumber(value, { decimals: 2, locale })
}
