// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { decidePairing } from './pairingRules.ts'

const now = 1_000_000
const base = { now, pending: true, reusesPendingAttempt: false }

describe('decidePairing (SPEC §4 pairing rules)', () => {
  it('reuses a pending attempt whose URI has more than 10 s left', () => {
    expect(decidePairing({ ...base, wcPairingExpiry: now + 10_001 })).toEqual({ kind: 'reuse' })
  })
  it('treats 10 s or less as expired: a new pairing', () => {
    expect(
      decidePairing({ ...base, wcPairingExpiry: now + 10_000, lastAttemptAt: now - 5000 }),
    ).toEqual({ kind: 'new', waitMs: 0 })
  })
  it('on Telegram / iOS Safari a pending attempt is reused even when its URI expired', () => {
    expect(
      decidePairing({ ...base, reusesPendingAttempt: true, wcPairingExpiry: now - 1 }),
    ).toEqual({ kind: 'reuse' })
  })
  it('Try again starts a new pairing even when the URI is fresh', () => {
    expect(
      decidePairing({
        ...base,
        retry: true,
        wcPairingExpiry: now + 200_000,
        lastAttemptAt: now - 2000,
      }),
    ).toEqual({ kind: 'new', waitMs: 0 })
  })
  it('a retry within 1 s of the last attempt waits for the rest of the second', () => {
    expect(
      decidePairing({ ...base, pending: false, retry: true, lastAttemptAt: now - 300 }),
    ).toEqual({ kind: 'new', waitMs: 700 })
  })
  it('reuses an attempt still creating its URI', () => {
    expect(decidePairing({ ...base })).toEqual({ kind: 'reuse' })
  })
  it('nothing pending: a new pairing at once', () => {
    expect(decidePairing({ ...base, pending: false })).toEqual({ kind: 'new', waitMs: 0 })
  })
})
