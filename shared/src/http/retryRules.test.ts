import { describe, expect, it } from 'vitest'
import { getRetryDelay } from './getRetryDelay.ts'
import { isRetryableStatus } from './isRetryableStatus.ts'
import { parseRetryAfter } from './parseRetryAfter.ts'

const now = Date.parse('2025-06-15T12:00:00Z')

describe('isRetryableStatus', () => {
  it.each([403, 408, 413, 429, 500, 502, 503, 504, undefined])('retries %s', (status) => {
    expect(isRetryableStatus(status)).toBe(true)
  })

  it.each([200, 301, 400, 401, 404, 409, 422, 501, 505])('does not retry %i', (status) => {
    expect(isRetryableStatus(status)).toBe(false)
  })
})

describe('parseRetryAfter', () => {
  it('reads delay-seconds', () => {
    expect(parseRetryAfter('0', now)).toBe(0)
    expect(parseRetryAfter('2', now)).toBe(2000)
    expect(parseRetryAfter(' 120 ', now)).toBe(120_000)
  })

  it('reads an HTTP date relative to now', () => {
    expect(parseRetryAfter('Sun, 15 Jun 2025 12:00:03 GMT', now)).toBe(3000)
    expect(parseRetryAfter('Sun, 15 Jun 2025 11:59:00 GMT', now)).toBe(0)
  })

  it.each([null, undefined, '', 'soon', '-1', '1.5', '2025-06-15'])('ignores %j', (header) => {
    expect(parseRetryAfter(header, now)).toBeUndefined()
  })
})

describe('getRetryDelay', () => {
  it('starts at 150 ms and doubles per attempt', () => {
    expect([0, 1, 2].map((attempt) => getRetryDelay({ attempt }))).toEqual([150, 300, 600])
  })

  it('takes another base delay', () => {
    expect(getRetryDelay({ attempt: 2, baseDelayMs: 10 })).toBe(40)
  })

  it('prefers a usable Retry-After', () => {
    expect(getRetryDelay({ attempt: 0, retryAfter: '5', now })).toBe(5000)
    expect(getRetryDelay({ attempt: 1, retryAfter: 'garbage', now })).toBe(300)
  })
})
