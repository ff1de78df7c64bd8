/**
 * Deletes what can no longer be used: approval links, codes, cooldowns, sessions, Farcaster and
 * social logins an hour past
 * their end (the hour leaves a device that was approved at the last moment time to get its code).
 * Approved devices, users, wallet enrolments and recovery methods stay.
 */
import { ONE_HOUR_MS } from '@portico/shared'
import type { Queryable } from './openFrameDatabase.ts'

export const PURGE_GRACE_MS = ONE_HOUR_MS
export const PURGE_INTERVAL_MS = ONE_HOUR_MS

const purges = {
  deviceApprovals: 'DELETE FROM device_approvals WHERE expires_at < $1 RETURNING 1',
  otpCodes: 'DELETE FROM otp_codes WHERE expires_at < $1 RETURNING 1',
  emailCooldowns: 'DELETE FROM email_cooldowns WHERE last_sent_at < $1 RETURNING 1',
  sessions: 'DELETE FROM sessions WHERE expires_at < $1 OR revoked_at < $1 RETURNING 1',
  farcasterLogins: 'DELETE FROM farcaster_logins WHERE expires_at < $1 RETURNING 1',
  socialLogins: 'DELETE FROM social_logins WHERE expires_at < $1 RETURNING 1',
} as const

export type PurgeCounts = Record<keyof typeof purges, number>

/** Purges rows that ended before `now - PURGE_GRACE_MS`; returns how many went from each table. */
export async function purgeExpiredRows(db: Queryable, now: number): Promise<PurgeCounts> {
  const before = new Date(now - PURGE_GRACE_MS)
  const counts = {} as PurgeCounts
  for (const [table, sql] of Object.entries(purges) as [keyof typeof purges, string][]) {
    counts[table] = (await db.query(sql, [before])).rows.length
  }
  return counts
}
