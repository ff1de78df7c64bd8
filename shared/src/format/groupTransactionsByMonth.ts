/** Groups the activity list by year and month (SPEC §2). */

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/** The part of a Transaction (SPEC §3) grouping reads. */
export interface DatedTransaction {
  metadata: { minedAt: string | number | Date }
}

export interface TransactionGroup<T> {
  /** The month name for the current year, otherwise the month name and the year. */
  title: string
  year: number
  /** 0 for January. */
  month: number
  transactions: T[]
}

/**
 * Groups `transactions` by the local year and month of `metadata.minedAt`, newest group first;
 * within a group the input order is kept. Titles are `March` in the year of `now` and
 * `March 2023` otherwise. Transactions without a valid date are left out.
 */
export function groupTransactionsByMonth<T extends DatedTransaction>(
  transactions: readonly T[],
  now: Date,
): TransactionGroup<T>[] {
  const currentYear = now.getFullYear()
  const groups = new Map<number, TransactionGroup<T>>()
  for (const transaction of transactions) {
    const date = new Date(transaction.metadata.minedAt)
    if (Number.isNaN(date.getTime())) continue
    const year = date.getFullYear()
    const month = date.getMonth()
    const key = year * 12 + month
    let group = groups.get(key)
    if (!group) {
      const name = MONTH_NAMES[month] ?? ''
      const title = year === currentYear ? name : `${name} ${year}`
      group = { title, year, month, transactions: [] }
      groups.set(key, group)
    }
    group.transactions.push(transaction)
  }
  return [...groups.entries()].sort(([a], [b]) => b - a).map(([, group]) => group)
}
