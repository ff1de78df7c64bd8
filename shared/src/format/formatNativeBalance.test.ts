import { describe, expect, it } from 'vitest'
import { formatNativeBalance } from './formatNativeBalance.ts'

describe('formatNativeBalance', () => {
  it('truncates to 3 decimals instead of rounding', () => {
    expect(formatNativeBalance('1.23456')).toBe('1.234')
    expect(formatNativeBalance('0.9999')).toBe('0.999')
    expect(formatNativeBalance(2.0009)).toBe('2.000')
  })

  it('pads to 3 decimals and groups thousands', () => {
    expect(formatNativeBalance('1')).toBe('1.000')
    expect(formatNativeBalance('12345.6')).toBe('12,345.600')
  })

  it('shows 0.000 for zero or a value that is not numeric', () => {
    for (const value of ['0', 0, '0.0000001', '', 'NaN', 'abc', undefined]) {
      expect(formatNativeBalance(value)).toBe('0.000')
    }
  })

  it('appends the symbol', () => {
    expect(formatNativeBalance('0.5', 'ETH')).toBe('0.500 ETH')
    expect(formatNativeBalance(undefined, 'SOL')).toBe('0.000 SOL')
  })
})
