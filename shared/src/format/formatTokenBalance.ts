/** Token balances (SPEC §5): 2 decimals, en-US. */
import { formatNumber, type NumericInput } from './formatNumber.ts'

/** `'1234.567'` gives `1,234.57`; a value that is not numeric gives `0.00`. */
export function formatTokenBalance(value: NumericInput): string {
  return formatNumber(value, { decimals: 2 })
}
