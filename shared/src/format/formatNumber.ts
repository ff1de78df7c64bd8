/** The product's number format (SPEC §5): en-US (or the given locale), 2 decimals by default. */

export type NumericInput = number | bigint | string | null | undefined

export interface FormatNumberOptions {
  /** Fixed number of decimals shown. Default 2. */
  decimals?: number
  /** Cut the extra decimals instead of rounding them. Default false. */
  truncate?: boolean
  /** The BCP 47 locale whose digits and separators are used. Default en-US. */
  locale?: string
}

const formatters = new Map<string, Intl.NumberFormat>()

function getFormatter(decimals: number, truncate: boolean, locale: string): Intl.NumberFormat {
  const key = `${locale}:${decimals}:${truncate}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      roundingMode: truncate ? 'trunc' : 'halfExpand',
      signDisplay: 'negative',
    })
    formatters.set(key, formatter)
  }
  return formatter
}

/** The value as something Intl formats exactly (decimal strings keep every digit), or null. */
function toFormattable(value: NumericInput): number | bigint | Intl.StringNumericLiteral | null {
  if (typeof value === 'bigint') return value
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  if (trimmed === '' || !Number.isFinite(Number(trimmed))) return null
  return trimmed as Intl.StringNumericLiteral
}

/**
 * Formats `value` in en-US (or `options.locale`) with a fixed number of decimals (`1234.5` gives `1,234.50`). Numeric
 * strings are formatted digit for digit, without going through a float. A value that is not a
 * finite number formats as zero.
 */
export function formatNumber(value: NumericInput, options: FormatNumberOptions = {}): string {
  const { decimals = 2, truncate = false, locale = 'en-US' } = options
  return getFormatter(decimals, truncate, locale).format(toFormattable(value) ?? 0)
}
