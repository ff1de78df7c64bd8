/** Modal views and events per day over the last 30 days, newest first, with their totals. */
import type { z } from 'zod'
import type { analyticsViewSchema } from '../../src/console/consoleContract.ts'

export const ANALYTICS_DAYS = 30

type Day = z.infer<typeof analyticsViewSchema>['days'][number]

const number = new Intl.NumberFormat('en')
const date = new Intl.DateTimeFormat('en', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
})

export function AnalyticsTable({ days }: { days: readonly Day[] }) {
  if (days.length === 0)
    return (
      <p className="empty-state">
        No views or events in the last {ANALYTICS_DAYS} days. They show here once a dapp opens the
        modal with analytics on.
      </p>
    )
  const total = days.reduce(
    (sum, d) => ({ views: sum.views + d.views, events: sum.events + d.events }),
    {
      views: 0,
      events: 0,
    },
  )
  return (
    <table className="table">
      <caption className="visually-hidden">
        Views and events per day, last {ANALYTICS_DAYS} days (UTC)
      </caption>
      <thead>
        <tr>
          <th scope="col">Day (UTC)</th>
          <th scope="col" className="numeric">
            Views
          </th>
          <th scope="col" className="numeric">
            Events
          </th>
        </tr>
      </thead>
      <tbody>
        {days.map((d) => (
          <tr key={d.day}>
            <th scope="row">
              <time dateTime={d.day}>{date.format(new Date(`${d.day}T00:00:00Z`))}</time>
            </th>
            <td className="numeric">{number.format(d.views)}</td>
            <td className="numeric">{number.format(d.events)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td className="numeric">{number.format(total.views)}</td>
          <td className="numeric">{number.format(total.events)}</td>
        </tr>
      </tfoot>
    </table>
  )
}
