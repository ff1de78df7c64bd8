/**
 * Decimal text ⇄ base units (wei), exact, without floats and without viem, so the send views
 * can validate amounts in their own small chunk.
 */

const decimalText = /^(\d*)(?:\.(\d*))?$/

/**
 * `'1.5'` with 18 decimals gives 1500000000000000000n. Undefined for text that is not a plain
 * non-negative decimal or has more fraction digits than `decimals`.
 */
export function parseTokenAmount(text: string, decimals: number): bigint | undefined {
  const match = decimalText.exec(text.trim())
  if (!match) return undefined
  const [, whole = '', fraction = ''] = match
  if (whole === '' && fraction === '') return undefined
  if (fraction.length > decimals) return undefined
  return BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`)
}

/** The number of fraction digits typed ('1.250' has 3). */
export function fractionDigits(text: string): number {
  return text.trim().split('.')[1]?.length ?? 0
}

/** 1500000000000000000n with 18 decimals gives `'1.5'` (no trailing zeros). */
export function formatTokenUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
