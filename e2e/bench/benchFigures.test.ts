import { describe, expect, it } from 'vitest'
import { median, msSpread, percentile } from './benchFigures.ts'

describe('bench figures', () => {
  it('median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })
  it('p99 by nearest rank: the slowest of fewer than 100 runs', () => {
    expect(percentile([5, 1, 9, 3], 99)).toBe(9)
    expect(
      percentile(
        Array.from({ length: 200 }, (_, i) => i + 1),
        99,
      ),
    ).toBe(198)
    expect(percentile([5, 1, 9, 3], 50)).toBe(3)
  })
  it('states the runs a timing was taken over', () => {
    expect(msSpread([10, 30, 20])).toBe('20.0 ms median, 30.0 ms p99 of 3 runs')
  })
})
