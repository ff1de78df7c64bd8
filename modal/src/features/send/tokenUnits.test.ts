// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatTokenUnits, fractionDigits, parseTokenAmount } from './tokenUnits.ts'

describe('token units', () => {
  it('parses decimal text exactly into base units', () => {
    expect(parseTokenAmount('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(parseTokenAmount('0.000001', 6)).toBe(1n)
    expect(parseTokenAmount('.5', 6)).toBe(500_000n)
    expect(parseTokenAmount('12', 0)).toBe(12n)
  })

  it('refuses what is not a plain decimal, or has too many decimals', () => {
    for (const text of ['', '.', 'abc', '-1', '1e18', '1,5'])
      expect(parseTokenAmount(text, 18)).toBeUndefined()
    expect(parseTokenAmount('0.0000001', 6)).toBeUndefined()
    expect(fractionDigits('1.250')).toBe(3)
  })

  it('formats base units back without trailing zeros', () => {
    expect(formatTokenUnits(1_500_000_000_000_000_000n, 18)).toBe('1.5')
    expect(formatTokenUnits(1n, 6)).toBe('0.000001')
    expect(formatTokenUnits(2_000_000n, 6)).toBe('2')
    expect(formatTokenUnits(0n, 18)).toBe('0')
  })
})
