/**
 * Runs purgeExpiredRows at start and then every hour, on one instance at a time: with PGlite
 * the database is this process's own, so it just runs; on a shared PostgreSQL only the holder of
 * the purge lease (holdAdvisoryLease) runs it, and another instance takes over within
 * `leaseRetryMs` when the holder dies (see there for a holder that hangs instead).
 */
import { holdAdvisoryLease } from './holdAdvisoryLease.ts'
import type { FrameDatabase } from './openFrameDatabase.ts'
import { PURGE_INTERVAL_MS, type PurgeCounts, purgeExpiredRows } from './purgeExpiredRows.ts'

/** The purge lease's advisory lock key, the same in every frame instance. */
export const PURGE_LEASE_KEY = 5_174_002

export interface PurgeScheduleOptions {
  db: FrameDatabase
  /** Needed for the lease's own connection on PostgreSQL. */
  databaseUrl?: string
  clock: () => number
  intervalMs?: number
  leaseRetryMs?: number
  onPurged?(counts: PurgeCounts): void
  onError(error: unknown, what: string): void
}

export interface PurgeSchedule {
  /** Whether this instance is the one that purges. */
  readonly active: boolean
  stop(): Promise<void>
}

export function schedulePurges(options: PurgeScheduleOptions): PurgeSchedule {
  const intervalMs = options.intervalMs ?? PURGE_INTERVAL_MS
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> = Promise.resolve()
  const purge = () => {
    running = purgeExpiredRows(options.db, options.clock()).then(
      (counts) => options.onPurged?.(counts),
      (error: unknown) => options.onError(error, 'purging expired rows failed'),
    )
  }
  const start = () => {
    clearInterval(timer)
    purge()
    timer = setInterval(purge, intervalMs)
    timer.unref()
  }
  const halt = () => clearInterval(timer)

  if (options.db.kind === 'pglite' || !options.databaseUrl) {
    start()
    return {
      active: true,
      async stop() {
        halt()
        await running
      },
    }
  }
  const lease = holdAdvisoryLease({
    databaseUrl: options.databaseUrl,
    key: PURGE_LEASE_KEY,
    retryMs: options.leaseRetryMs,
    onAcquired: start,
    onLost: (error) => {
      halt()
      options.onError(error, 'the purge lease was lost')
    },
    onError: (error) => options.onError(error, 'the purge lease could not be taken'),
  })
  return {
    get active() {
      return lease.held
    },
    async stop() {
      halt()
      await running
      await lease.stop()
    },
  }
}
