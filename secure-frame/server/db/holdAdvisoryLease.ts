/**
 * A lease for work that must run on one instance at a time (the purges): a PostgreSQL session
 * advisory lock on a connection of its own. Whoever holds the lock holds the lease; the others
 * try again every `retryMs`. The lock goes with its session, so the lease is free again:
 *   - at once when the holder stops, or its process dies (its connection closes);
 *   - after `idleTimeoutMs` when the holder hangs or its host vanishes with the connection open:
 *     the holder touches its session every `retryMs`, and the server ends a session idle for
 *     longer (idle_session_timeout, PostgreSQL 14+).
 * So another instance takes over within `retryMs` of the holder's death, or within
 * `idleTimeoutMs + retryMs` of it going silent.
 */
import pg from 'pg'

export interface AdvisoryLeaseOptions {
  databaseUrl: string
  /** The advisory lock key; one per kind of work, the same in every instance. */
  key: number
  /** How often a waiting instance tries, and the holder touches its session. Default 10 s. */
  retryMs?: number
  /** Silence after which the server ends the holder's session. Default 3 × retryMs. */
  idleTimeoutMs?: number
  /** Called when this instance got the lease. */
  onAcquired(): void
  /** Called when this instance lost it (its connection broke). */
  onLost?(error: Error): void
  /** Told about failed attempts (the database is down, …). */
  onError?(error: Error): void
}

export interface AdvisoryLease {
  readonly held: boolean
  /** Gives the lease up (if held) and stops trying. */
  stop(): Promise<void>
}

export const LEASE_RETRY_MS = 10_000

export function holdAdvisoryLease(options: AdvisoryLeaseOptions): AdvisoryLease {
  const retryMs = options.retryMs ?? LEASE_RETRY_MS
  const idleTimeoutMs = options.idleTimeoutMs ?? 3 * retryMs
  let client: pg.Client | undefined
  let held = false
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let attempt: Promise<void> = Promise.resolve()

  const drop = (error: Error) => {
    const old = client
    client = undefined
    void old?.end().catch(() => {})
    if (held) {
      held = false
      options.onLost?.(error)
    } else {
      options.onError?.(error)
    }
  }

  const connect = async () => {
    const c = new pg.Client({ connectionString: options.databaseUrl, keepAlive: true })
    c.on('error', (error) => {
      if (client === c) drop(error)
    })
    await c.connect()
    try {
      await c.query(`SET idle_session_timeout = ${Math.max(1, Math.round(idleTimeoutMs))}`)
    } catch (error) {
      // Before PostgreSQL 14: the lease still moves when the holder's connection closes.
      options.onError?.(error as Error)
    }
    return c
  }

  const tick = async () => {
    try {
      client ??= await connect()
      if (stopped) return
      if (held) {
        await client.query('SELECT 1')
        return
      }
      const { rows } = await client.query<{ ok: boolean }>(
        'SELECT pg_try_advisory_lock($1) AS ok',
        [options.key],
      )
      if (rows[0]?.ok && !stopped) {
        held = true
        options.onAcquired()
      }
    } catch (error) {
      drop(error as Error)
    }
  }

  const schedule = () => {
    if (stopped) return
    timer = setTimeout(() => {
      attempt = tick().finally(schedule)
    }, retryMs)
    timer.unref()
  }
  attempt = tick().finally(schedule)

  return {
    get held() {
      return held
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      await attempt
      const c = client
      client = undefined
      held = false
      // Ending the session frees the lock: the next instance need not wait for a timeout.
      await c?.end().catch(() => {})
    },
  }
}
