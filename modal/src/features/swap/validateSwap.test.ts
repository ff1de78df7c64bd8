// @vitest-environment node
import type { SwapQuote } from '@portico/shared'
import { describe, expect, it } from 'vitest'
import { getSwapIssue, type SwapForm } from './validateSwap.ts'

const quote = { fromAmount: '1500000' } as SwapQuote
const form = (change: Partial<SwapForm> = {}): SwapForm => ({
  unsupported: false,
  sourceDecimals: 6,
  hasToToken: true,
  amount: '1.5',
  sourceBalance: 2_000_000n,
  quote,
  nativeBalance: 10n ** 18n,
  networkFee: 10n ** 15n,
  smartAccount: false,
  ...change,
})

describe('getSwapIssue', () => {
  it('passes a valid swap', () => expect(getSwapIssue(form())).toBeUndefined())

  it('gives the first unmet rule', () => {
    expect(getSwapIssue(form({ unsupported: true }))).toBe('UNSUPPORTED_NETWORK')
    expect(getSwapIssue(form({ hasToToken: false }))).toBe('SELECT_TOKEN')
    expect(getSwapIssue(form({ amount: ' ' }))).toBe('ENTER_AMOUNT')
    expect(getSwapIssue(form({ amount: '0' }))).toBe('INVALID_AMOUNT')
    expect(getSwapIssue(form({ amount: '-1' }))).toBe('INVALID_AMOUNT')
    expect(getSwapIssue(form({ amount: '1.0000001' }))).toBe('TOO_MANY_DECIMALS')
    expect(getSwapIssue(form({ amount: '3' }))).toBe('INSUFFICIENT_BALANCE')
    expect(getSwapIssue(form({ sourceBalance: undefined }))).toBe('INSUFFICIENT_BALANCE')
    expect(getSwapIssue(form({ quote: undefined }))).toBe('NO_QUOTE')
    // A quote for another amount is not this swap's.
    expect(getSwapIssue(form({ amount: '1.4' }))).toBe('NO_QUOTE')
  })

  it('checks an exact amount out in its own decimals, then what the quote says it costs', () => {
    const out = { exactOut: true, amount: '2', amountDecimals: 18 } as const
    const quoted = { fromAmount: '1500000', toAmount: '2000000000000000000' } as SwapQuote
    expect(getSwapIssue(form({ ...out, quote: quoted, spend: 1_500_000n }))).toBeUndefined()
    // 7 decimals are too many for the 6-decimal token paid, not for the 18-decimal one received.
    expect(getSwapIssue(form({ ...out, amount: '2.0000001', quote: undefined }))).toBe('NO_QUOTE')
    expect(getSwapIssue(form({ ...out, amount: `2.${'0'.repeat(18)}1` }))).toBe('TOO_MANY_DECIMALS')
    // The balance is checked once the quote says what is paid.
    expect(getSwapIssue(form({ ...out, quote: undefined, sourceBalance: 0n }))).toBe('NO_QUOTE')
    expect(getSwapIssue(form({ ...out, quote: quoted, spend: 2_000_001n }))).toBe(
      'INSUFFICIENT_BALANCE',
    )
    expect(getSwapIssue(form({ ...out, amount: '3', quote: quoted, spend: 1n }))).toBe('NO_QUOTE')
  })

  it('needs the fee (and a native amount in) within the native balance; smart accounts skip it', () => {
    expect(getSwapIssue(form({ nativeBalance: 0n }))).toBe('INSUFFICIENT_GAS')
    expect(getSwapIssue(form({ nativeBalance: 10n ** 14n }))).toBe('INSUFFICIENT_GAS')
    expect(getSwapIssue(form({ nativeBalance: 10n ** 18n, nativeSpent: 10n ** 18n }))).toBe(
      'INSUFFICIENT_GAS',
    )
    expect(getSwapIssue(form({ nativeBalance: 0n, smartAccount: true }))).toBeUndefined()
    expect(getSwapIssue(form({ nativeBalance: undefined }))).toBeUndefined()
  })
})
