/**
 * Work that must run on one instance at a time (the chain indexer), started only while this
 * instance holds the lease. On a PostgreSQL server the lease is a session-level advisory lock
 * held on a connection of its own (`pg_try_advisory_lock`): the server releases it the moment
 * that connection ends, and a killed process's kernel closes it at once, so no lease outlives
 * its holder and there is no expiry to tune or renew. Standby instances try the lock every
 * `pollIntervalMs`, so one takes over within that time of the holder's death. The holder checks
 * its connection on the same beat and stops the work when it is lost (a server restart).
 *
 * The lock lives in the same database the work writes to, so no second system (Redis) has to
 * agree with it; and the work keeps its own fence (the indexer commits a batch only on the head
 * it read), so even the instant between a lost connection and the work's stop writes nothing
 * twice. On PGlite (one process owns the data dir) the lease is held from the start.
 */
import type { Database, DatabaseSession } from '../db/database.ts'
import { pauseUnlessStopped } from './pauseUnlessStopped.ts'

/** Any constant, the same in every instance; the lease's number is the lock's second key. */
const LEASE_LOCK_KEY = 4_100_003

export interface LeaseSettings {
  /** How often a standby tries the lease and the holder checks its connection (ms). */
  pollIntervalMs?: number
}

export const DEFAULT_LEASE_POLL_INTERVAL_MS = 1000

/** The part of a pino/Fastify logger the lease writes to. */
export interface LeaseLog {
  info(fields: object, message: string): void
  warn(fields: object, message: string): void
}

export interface LeasedWork {
  stop(): Promise<void>
}

export interface LeaseOptions extends LeaseSettings {
  db: Database
  /** Which lease (the lock's second key): instances share work by sharing this number. */
  leaseId: number
  /** What it guards, for the logs. */
  name: string
  log: LeaseLog
  /** Starts the work once the lease is held; its `stop` is awaited when it is lost or ended. */
  start(): LeasedWork
}

export interface Lease {
  /** Whether this instance holds the lease (and runs the work) now. */
  readonly held: boolean
  /** Stops the work and gives the lease up, so a standby takes over at its next try. */
  stop(): Promise<void>
}

export function createLease(options: LeaseOptions): Lease {
  const { db, log } = options
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_LEASE_POLL_INTERVAL_MS
  const fields = { lease: options.name }
  const stopping = new AbortController()
  let held = false
  let work: LeasedWork | undefined

  const take = () => {
    held = true
    log.info(fields, 'lease: held; starting the work')
    work = options.start()
  }
  const drop = async () => {
    held = false
    const running = work
    work = undefined
    await running?.stop()
  }

  if (!db.openSession) {
    take()
    return {
      get held() {
        return held
      },
      stop: drop,
    }
  }
  const openSession = db.openSession.bind(db)

  const pause = (ms: number) => pauseUnlessStopped(ms, stopping.signal)

  /** A query on the session that gives up after a few beats (a dead network never answers). */
  const ask = async (session: DatabaseSession, sql: string, params: unknown[]) => {
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('the lease connection did not answer')),
        Math.max(5000, pollIntervalMs * 3),
      )
    })
    try {
      return await Promise.race([session.query<{ ok: boolean }>(sql, params), timeout])
    } finally {
      clearTimeout(timer)
    }
  }

  /** Holds the lease until the session is lost or stop() is called. */
  async function hold(session: DatabaseSession): Promise<void> {
    let lost = false
    void session.ended.then(() => {
      lost = true
    })
    while (!stopping.signal.aborted && !lost) {
      await Promise.race([pause(pollIntervalMs), session.ended])
      if (stopping.signal.aborted || lost) break
      try {
        await ask(session, 'SELECT true AS ok', [])
      } catch {
        lost = true
      }
    }
    if (lost && !stopping.signal.aborted)
      log.warn(fields, 'lease: lost its database connection; stopping the work')
  }

  async function run(): Promise<void> {
    let failures = 0
    while (!stopping.signal.aborted) {
      let session: DatabaseSession | undefined
      try {
        session = await openSession()
        failures = 0
        while (!stopping.signal.aborted) {
          const { rows } = await ask(session, 'SELECT pg_try_advisory_lock($1, $2) AS ok', [
            LEASE_LOCK_KEY,
            options.leaseId,
          ])
          if (rows[0]?.ok) {
            take()
            await hold(session)
            await drop()
            break
          }
          await Promise.race([pause(pollIntervalMs), session.ended])
        }
      } catch (error) {
        if (failures === 0 && !stopping.signal.aborted)
          log.warn({ ...fields, err: error }, 'lease: cannot reach the database; retrying')
        failures++
        await drop()
      } finally {
        // Ending the session releases the lock, if it was ours.
        await session?.close()
      }
      if (!stopping.signal.aborted) await pause(pollIntervalMs)
    }
  }

  const running = run()
  return {
    get held() {
      return held
    },
    async stop() {
      stopping.abort()
      await running
    },
  }
}
