/**
 * A PostgreSQL server through a `pg` connection pool. Stateless cloud instances share one
 * server; every write that must be all-or-nothing runs in `transaction`.
 */
import pg from 'pg'
import type { Database, DatabaseSession, Queryable } from './database.ts'

export interface PostgresOptions {
  databaseUrl: string
  /** Connections per instance. */
  maxConnections?: number
  /** Told about an idle connection the server dropped (a restart); the pool reconnects. */
  onIdleError?: (error: Error) => void
}

export async function openPostgresDatabase(options: PostgresOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: 10_000,
  })
  // Without a listener, a dropped idle connection would crash the process.
  pool.on('error', (error) => options.onIdleError?.(error))
  // pool.end() resolves before its connections have closed: track them to wait for that.
  const open = new Set<unknown>()
  let allClosed: (() => void) | undefined
  pool.on('connect', (c) => open.add(c))
  pool.on('remove', (c) => {
    open.delete(c)
    if (open.size === 0) allClosed?.()
  })
  // Fail at start, with the server's own message, rather than on the first request.
  try {
    const client = await pool.connect()
    client.release()
  } catch (error) {
    await pool.end()
    throw error
  }
  const query: Queryable['query'] = async <T>(sql: string, params?: unknown[]) => ({
    rows: (await pool.query(sql, params)).rows as T[],
  })
  return {
    kind: 'postgres',
    query,
    exec: async (sql) => {
      await pool.query(sql)
    },
    transaction: async (fn) => {
      const tx = await pool.connect()
      try {
        await tx.query('BEGIN')
        const result = await fn({
          query: async <T>(sql: string, params?: unknown[]) => ({
            rows: (await tx.query(sql, params)).rows as T[],
          }),
          exec: async (sql: string) => {
            await tx.query(sql)
          },
        })
        await tx.query('COMMIT')
        return result
      } catch (error) {
        await tx.query('ROLLBACK').catch(() => {})
        throw error
      } finally {
        tx.release()
      }
    },
    openSession: () => openPostgresSession(options.databaseUrl),
    close: async () => {
      const closed = new Promise<void>((resolve) => {
        allClosed = resolve
        if (open.size === 0) resolve()
      })
      await pool.end()
      await closed
    },
  }
}

/**
 * Server-side TCP keepalive for a session: when the host holding it vanishes without closing
 * the socket, the server drops the session (and its advisory locks) after about 10 + 5 × 3 s.
 * A process that dies is noticed at once: its kernel closes the socket.
 */
const SESSION_KEEPALIVE = [
  'SET tcp_keepalives_idle = 10',
  'SET tcp_keepalives_interval = 5',
  'SET tcp_keepalives_count = 3',
]

async function openPostgresSession(databaseUrl: string): Promise<DatabaseSession> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: 10_000,
    keepAlive: true,
    application_name: 'portico-cloud-session',
  })
  let markEnded: () => void = () => {}
  const ended = new Promise<void>((resolve) => {
    markEnded = resolve
  })
  // A lost connection emits 'error' (which must be listened to, or the process crashes) and 'end'.
  client.on('error', () => markEnded())
  client.on('end', () => markEnded())
  try {
    await client.connect()
    for (const sql of SESSION_KEEPALIVE) await client.query(sql)
  } catch (error) {
    markEnded()
    await client.end().catch(() => {})
    throw error
  }
  return {
    ended,
    query: async <T>(sql: string, params?: unknown[]) => ({
      rows: (await client.query(sql, params)).rows as T[],
    }),
    exec: async (sql) => {
      await client.query(sql)
    },
    close: async () => {
      // end() waits for the server's goodbye, which a dead network never sends.
      const gone = new Promise((resolve) => setTimeout(resolve, 2000).unref())
      await Promise.race([client.end().catch(() => {}), gone])
      markEnded()
    },
  }
}
