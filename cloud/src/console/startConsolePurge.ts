/**
 * Deletes the console's rows that can never be used again: sign-in codes past their 10 minutes
 * and sessions past their 7 days (API tokens do not expire; they are revoked). Without it both
 * tables only grow. It runs at start and then every `intervalMs`, as leased work: one instance
 * purges, and a purge that fails is logged and tried again at the next turn.
 */
import type { Database, Queryable } from '../db/database.ts'
import type { LeasedWork, LeaseLog } from '../lease/createLease.ts'

export const DEFAULT_CONSOLE_PURGE_INTERVAL_MS = 60 * 60_000

export interface PurgedRows {
  loginCodes: number
  sessions: number
}

/** Deletes what expired at or before `now`; returns how many rows of each went. */
export async function purgeExpiredConsoleRows(db: Queryable, now: number): Promise<PurgedRows> {
  const at = new Date(now).toISOString()
  const codes = await db.query(
    'DELETE FROM console_login_codes WHERE expires_at <= $1 RETURNING 1',
    [at],
  )
  const sessions = await db.query(
    `DELETE FROM console_credentials WHERE kind = 'session' AND expires_at <= $1 RETURNING 1`,
    [at],
  )
  return { loginCodes: codes.rows.length, sessions: sessions.rows.length }
}

export interface ConsolePurgeOptions {
  db: Database
  now: () => number
  log: LeaseLog
  intervalMs?: number
}

export function startConsolePurge(options: ConsolePurgeOptions): LeasedWork {
  const intervalMs = options.intervalMs ?? DEFAULT_CONSOLE_PURGE_INTERVAL_MS
  let running: Promise<void> = Promise.resolve()
  // One purge at a time: a turn that comes while the last one still runs waits for it.
  const purge = () => {
    running = running
      .then(() => purgeExpiredConsoleRows(options.db, options.now()))
      .then(
        (purged) => {
          if (purged.loginCodes + purged.sessions > 0)
            options.log.info(purged, 'console: purged expired sign-in codes and sessions')
        },
        (error: unknown) => options.log.warn({ err: error }, 'console: purge failed; next turn'),
      )
  }
  purge()
  const timer = setInterval(purge, intervalMs)
  return {
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
