import { describe, expect, it } from 'vitest'
import { formatRelativeTime } from './formatRelativeTime.ts'

const now = Date.UTC(2025, 5, 15, 12, 0, 0)
const ago = (ms: number) => now - ms
const s = 1000
const min = 60 * s
const hr = 60 * min
const d = 24 * hr

describe('formatRelativeTime', () => {
  it.each([
    [0, '0 sec'],
    [45 * s, '45 sec'],
    [59 * s + 999, '59 sec'],
    [60 * s, '1 min'],
    [59 * min, '59 min'],
    [hr, '1 hr'],
    [23 * hr + 59 * min, '23 hr'],
    [d, '1 d'],
    [29 * d, '29 d'],
    [30 * d, '1 mo'],
    [364 * d, '12 mo'],
    [365 * d, '1 yr'],
    [3 * 365 * d + 10 * d, '3 yr'],
  ])('labels %i ms ago as %j', (elapsed, label) => {
    expect(formatRelativeTime(ago(elapsed), now)).toBe(label)
  })

  it('accepts ISO strings and Dates', () => {
    expect(formatRelativeTime('2025-06-15T11:55:00Z', new Date(now))).toBe('5 min')
    expect(formatRelativeTime(new Date(ago(2 * d)), now)).toBe('2 d')
  })

  it('counts a date in the future as now', () => {
    expect(formatRelativeTime(now + hr, now)).toBe('0 sec')
  })

  it('gives an empty label for an invalid date', () => {
    expect(formatRelativeTime('not a date', now)).toBe('')
  })
})
