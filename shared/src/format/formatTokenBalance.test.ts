import { describe, expect, it } from 'vitest'
import { formatTokenBalance } from './formatTokenBalance.ts'
import { formatTransactionQuantity } from './formatTransactionQuantity.ts'

describe('formatTokenBalance', () => {
  it('uses 2 decimals, en-US', () => {
    expect(formatTokenBalance('1234.567')).toBe('1,234.57')
    expect(formatTokenBalance(0.1)).toBe('0.10')
    expect(formatTokenBalance('x')).toBe('0.00')
  })
})

describe('formatTransactionQuantity', () => {
  it('uses 3 decimals, en-US', () => {
    expect(formatTransactionQuantity('0.12345')).toBe('0.123')
    expect(formatTransactionQuantity('1500')).toBe('1,500.000')
    expect(formatTransactionQuantity('0.0005')).toBe('0.001')
    expect(formatTransactionQuantity(undefined)).toBe('0.000')
  })
})
