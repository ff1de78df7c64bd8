/** Short relative-time labels for the activity list (SPEC §9): sec, min, hr, d, mo, yr. */
import {
  RELATIVE_TIME_LABELS as labels,
  ONE_DAY_MS,
  ONE_HOUR_MS,
  ONE_MINUTE_MS,
  ONE_MONTH_MS,
  ONE_SECOND_MS,
  ONE_YEAR_MS,
} from '../constants.ts'

const steps = [
  [ONE_YEAR_MS, labels.year],
  [ONE_MONTH_MS, labels.month],
  [ONE_DAY_MS, labels.day],
  [ONE_HOUR_MS, labels.hour],
  [ONE_MINUTE_MS, labels.minute],
] as const

/**
 * How long ago `date` was, in the largest whole unit: `45 sec`, `3 min`, `5 hr`, `2 d`, `4 mo`,
 * `1 yr` (months count 30 days, years 365). A date in the future counts as now (`0 sec`); an
 * invalid date gives an empty string.
 */
export function formatRelativeTime(
  date: Date | string | number,
  now: Date | number = Date.now(),
): string {
  const time = new Date(date).getTime()
  const nowTime = new Date(now).getTime()
  if (Number.isNaN(time) || Number.isNaN(nowTime)) return ''
  const elapsed = Math.max(0, nowTime - time)
  for (const [unit, label] of steps) {
    if (elapsed >= unit) return `${Math.floor(elapsed / unit)} ${label}`
  }
  return `${Math.floor(elapsed / ONE_SECOND_MS)} ${labels.second}`
}
