/**
 * The frame's database on a PostgreSQL server, through a `pg` pool: what lets several frame
 * instances share users, sessions, codes and cooldowns. The same shape as the cloud's
 * openPostgresDatabase (a production module of another workspace, so not importable here).
 */
import pg from 'pg'
import type { FrameDatabase, Queryable } from './frameDatabase.ts'

export async function openFramePostgres(
  databaseUrl: string,
  onIdleError?: (error: Error) => void,
  maxConnections = 10,
): Promise<FrameDatabase> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: maxConnections,
    connectionTimeoutMillis: 10_000,
  })
  // Without a listener, a dropped idle connection would crash the process.
  pool.on('error', (error) => onIdleError?.(error))
  // Fail at start, with the server's own message, rather than on the first request.
  try {
    const client = await pool.connect()
    client.release()
  } catch (error) {
    await pool.end()
    throw error
  }
  const on = (q: Pick<pg.Pool, 'query'>): Queryable => ({
    query: async <T>(sql: string, params?: unknown[]) => ({
      rows: (await q.query(sql, params)).rows as T[],
    }),
    exec: async (sql: string) => {
      await q.query(sql)
    },
  })
  return {
    kind: 'postgres',
    ...on(pool),
    transaction: async (fn) => {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await fn(on(client))
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
