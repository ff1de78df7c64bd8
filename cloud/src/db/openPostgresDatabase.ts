/**
 * A PostgreSQL server through a `pg` connection pool. Stateless cloud instances share one
 * server; every write that must be all-or-nothing runs in `transaction`.
 */
import pg from 'pg'
import type { Database, Queryable } from './database.ts'

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
