/** The analytics the cloud stores for a project, counted per UTC day: modal views and all events. */
import type { Queryable } from '../db/database.ts'

export interface DailyAnalytics {
  /** YYYY-MM-DD (UTC). */
  day: string
  /** MODAL_OPEN events. */
  views: number
  events: number
}

export async function countAnalyticsPerDay(
  db: Queryable,
  projectId: string,
  days: number,
  now: number,
): Promise<DailyAnalytics[]> {
  const since = new Date(now - days * 86_400_000)
  const { rows } = await db.query<DailyAnalytics>(
    `SELECT to_char(date_trunc('day', event_time AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day,
       (count(*) FILTER (WHERE props->>'event' = 'MODAL_OPEN'))::int AS views,
       count(*)::int AS events
     FROM analytics_events WHERE project_id = $1 AND event_time >= $2
     GROUP BY 1 ORDER BY 1 DESC`,
    [projectId, since.toISOString()],
  )
  return rows
}
