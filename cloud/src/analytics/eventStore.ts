/** Analytics events (SPEC §3 "Analytics event"), stored per project; a repeated eventId is kept once. */
import type { AnalyticsEvent } from '@portico/shared'
import type { Queryable } from '../db/database.ts'

export type { AnalyticsEvent } from '@portico/shared'

export interface EventSource {
  projectId: string
  sdkType: string
  sdkVersion: string
  origin: string | null
}

/** Stores the event; false when an event with this id was stored before. */
export async function storeEvent(
  db: Queryable,
  event: AnalyticsEvent,
  source: EventSource,
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO analytics_events (project_id, event_id, url, domain, event_time, props,
       sdk_type, sdk_version, origin)
     VALUES ($1, $2, $3, $4, to_timestamp($5::float8 / 1000), $6::jsonb, $7, $8, $9)
     ON CONFLICT (project_id, event_id) DO NOTHING RETURNING event_id`,
    [
      source.projectId,
      event.eventId,
      event.url,
      event.domain,
      event.timestamp,
      JSON.stringify(event.props),
      source.sdkType,
      source.sdkVersion,
      source.origin,
    ],
  )
  return rows.length === 1
}
