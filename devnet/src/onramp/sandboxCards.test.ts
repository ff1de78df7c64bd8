import { describe, expect, it } from 'vitest'
import { checkCard } from './sandboxCards.ts'

const now = new Date('2026-11-27T12:00:00Z')
const verdict = (cardNumber: string, expiry = '12/30', cvc = '123') => {
  const result = checkCard({ cardNumber, expiry, cvc }, now)
  return result.ok ? 'ok' : `${result.declined ? 'declined' : 'retry'}: ${result.error.message}`
}

describe('the sandbox test cards', () => {
  it('pays with 4242 4242 4242 4242, spaced or not', () => {
    expect(verdict('4242 4242 4242 4242')).toBe('ok')
    expect(verdict('4242424242424242', '11/26')).toBe('ok')
  })
  it('declines 4000 0000 0000 0002', () => {
    expect(verdict('4000 0000 0000 0002')).toBe('declined: Your card was declined')
  })
  it('refuses other cards, bad numbers, past expiries and bad CVCs, letting the buyer retry', () => {
    expect(verdict('5555 5555 5555 4444')).toBe(
      'retry: This sandbox takes only its test cards (4242 4242 4242 4242)',
    )
    expect(verdict('4242 4242 4242 4241')).toBe('retry: Enter a valid card number')
    expect(verdict('abcd')).toBe('retry: Enter a valid card number')
    expect(verdict('4242424242424242', '10/26')).toBe(
      'retry: Enter an expiry date in the future (MM/YY)',
    )
    expect(verdict('4242424242424242', '13/30')).toBe(
      'retry: Enter an expiry date in the future (MM/YY)',
    )
    expect(verdict('4242424242424242', '12/30', '12')).toBe(
      'retry: Enter the 3-digit security code',
    )
  })
})
