/** Transaction quantities in the activity list (SPEC §5): 3 decimals, en-US or a given locale. */
import { formatNumber, type NumericInput } from './formatNumber.ts'

/** `'0.12345'` gives `0.123`; a value that is not numeric gives `0.000`. */
export function formatTransactionQuantity(numeric: NumericInput, locale?: string): string {
  return formatNumber(numeric, { decimals: 3, locale })
}
