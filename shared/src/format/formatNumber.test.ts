import { describe, expect, it } from 'vitest'
import { formatNumber } from './formatNumber.ts'

describe('formatNumber', () => {
  it('uses en-US with 2 decimals by default', () => {
    expect(formatNumber(1234.5)).toBe('1,234.50')
    expect(formatNumber('1234567.891')).toBe('1,234,567.89')
    expect(formatNumber(0)).toBe('0.00')
  })

  it("uses another locale's digits and separators when given one", () => {
    expect(formatNumber('1234.5', { locale: 'es' })).toBe('1234,50')
    expect(formatNumber('12345.5', { locale: 'es' })).toBe('12.345,50')
    expect(formatNumber('1234.5', { locale: 'de-DE', decimals: 1 })).toBe('1.234,5')
  })

  it('rounds half away from zero unless told to truncate', () => {
    expect(formatNumber('1.005')).toBe('1.01')
    expect(formatNumber('1.999', { decimals: 2 })).toBe('2.00')
    expect(formatNumber('1.999', { decimals: 2, truncate: true })).toBe('1.99')
  })

  it('keeps every digit of a decimal string', () => {
    expect(formatNumber('123456789012345678.987654321', { decimals: 3, truncate: true })).toBe(
      '123,456,789,012,345,678.987',
    )
  })

  it('formats bigints and trims strings', () => {
    expect(formatNumber(10n ** 20n, { decimals: 0 })).toBe('100,000,000,000,000,000,000')
    expect(formatNumber(' 42 ')).toBe('42.00')
  })

  it('formats anything that is not a finite number as zero', () => {
    for (const value of [
      '',
      'abc',
      '1,000',
      undefined,
      null,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      'Infinity',
    ]) {
      expect(formatNumber(value)).toBe('0.00')
    }
  })

  it('keeps negatives and never shows -0', () => {
    expect(formatNumber(-1234.567)).toBe('-1,234.57')
    expect(formatNumber('-0.0001', { decimals: 3, truncate: true })).toBe('0.000')
  })
})
