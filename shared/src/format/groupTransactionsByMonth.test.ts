import { describe, expect, it } from 'vitest'
import { groupTransactionsByMonth } from './groupTransactionsByMonth.ts'

// Local-time dates keep the grouping independent of the machine's time zone.
const tx = (id: string, y: number, m: number, day: number) => ({
  id,
  metadata: { minedAt: new Date(y, m, day, 12).toISOString() },
})
const now = new Date(2025, 5, 20)

describe('groupTransactionsByMonth', () => {
  it('titles current-year groups by month and older ones by month and year', () => {
    const groups = groupTransactionsByMonth(
      [tx('a', 2025, 5, 10), tx('b', 2025, 0, 3), tx('c', 2024, 11, 31), tx('d', 2023, 5, 1)],
      now,
    )
    expect(groups.map((group) => group.title)).toEqual([
      'June',
      'January',
      'December 2024',
      'June 2023',
    ])
  })

  it('puts same-month entries together, keeping their order, newest group first', () => {
    const groups = groupTransactionsByMonth(
      [tx('old', 2024, 2, 1), tx('x', 2025, 5, 18), tx('y', 2025, 5, 2), tx('mid', 2025, 3, 9)],
      now,
    )
    expect(
      groups.map(({ title, year, month, transactions }) => [
        title,
        year,
        month,
        transactions.map((t) => t.id),
      ]),
    ).toEqual([
      ['June', 2025, 5, ['x', 'y']],
      ['April', 2025, 3, ['mid']],
      ['March 2024', 2024, 2, ['old']],
    ])
  })

  it('separates the same month of different years', () => {
    const groups = groupTransactionsByMonth([tx('a', 2025, 1, 1), tx('b', 2024, 1, 1)], now)
    expect(groups.map((group) => group.title)).toEqual(['February', 'February 2024'])
  })

  it('follows the year of now, not of the machine clock', () => {
    const groups = groupTransactionsByMonth([tx('a', 2025, 1, 1)], new Date(2026, 0, 1))
    expect(groups[0]?.title).toBe('February 2025')
  })

  it('leaves out entries without a valid date and returns no groups for none', () => {
    expect(groupTransactionsByMonth([{ metadata: { minedAt: 'garbage' } }], now)).toEqual([])
    expect(groupTransactionsByMonth([], now)).toEqual([])
  })
})
