import { describe, expect, it } from 'vitest'
import { hasErrorCode } from '../errors/hasErrorCode.ts'
import { assertEmailLoginAllowed } from './assertEmailLoginAllowed.ts'

const now = 1_700_000_000_000

describe('assertEmailLoginAllowed', () => {
  it('allows a first login', () => {
    expect(() => assertEmailLoginAllowed(undefined, now)).not.toThrow()
  })

  it('blocks within 30 s, counting the seconds left rounded up', () => {
    expect(() => assertEmailLoginAllowed(now, now)).toThrow('Please try again after 30 seconds')
    expect(() => assertEmailLoginAllowed(now - 1, now)).toThrow('Please try again after 30 seconds')
    expect(() => assertEmailLoginAllowed(now - 10_500, now)).toThrow(
      'Please try again after 20 seconds',
    )
    expect(() => assertEmailLoginAllowed(now - 29_999, now)).toThrow(
      'Please try again after 1 seconds',
    )
  })

  it('allows again from 30 s on', () => {
    expect(() => assertEmailLoginAllowed(now - 30_000, now)).not.toThrow()
    expect(() => assertEmailLoginAllowed(now - 90_000, now)).not.toThrow()
  })

  it('ignores a last time in the future (clock change) or not a number', () => {
    expect(() => assertEmailLoginAllowed(now + 5000, now)).not.toThrow()
    expect(() => assertEmailLoginAllowed(Number.NaN, now)).not.toThrow()
  })

  it('throws the catalogue error', () => {
    try {
      assertEmailLoginAllowed(now, now)
    } catch (error) {
      expect(hasErrorCode(error, 'EMAIL_LOGIN_COOLDOWN')).toBe(true)
      return
    }
    expect.unreachable()
  })
})
