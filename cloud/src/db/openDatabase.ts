/**
 * The cloud's database: PGlite (PostgreSQL in wasm) in-process by default, kept in a data dir.
 * Every query goes through `Database`, so a PostgreSQL server can stand in behind the same API.
 */
import { PGlite } from '@electric-sql/pglite'
import { migrate } from './migrate.ts'

export interface Database {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
  close(): Promise<void>
  readonly kind: 'pglite'
}

/** Opens (and migrates) the database; `dataDir` undefined keeps it in memory. */
export async function openDatabase(dataDir?: string): Promise<Database> {
  const pg = dataDir ? new PGlite(dataDir) : new PGlite()
  await pg.waitReady
  const db: Database = {
    kind: 'pglite',
    query: async <T>(sql: string, params?: unknown[]) => {
      const result = await pg.query<T>(sql, params)
      return { rows: result.rows }
    },
    close: () => pg.close(),
  }
  await migrate(db)
  return db
}
