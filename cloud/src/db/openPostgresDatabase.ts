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
}

export async function openPostgresDatabase(options: PostgresOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: 10_000,
  })
  // Fail at start, with the server's own message, rather than on the first request.
  const client = await pool.connect()
  client.release()
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
    close: () => pool.end(),
  }
}
