/**
 * The secure frame's database: PGlite (PostgreSQL in wasm) in-process, kept under the data dir
 * or in memory. Every query goes through `FrameDatabase`, so a PostgreSQL server can stand in
 * behind the same API. PGlite has one connection: multi-statement work that must not interleave
 * with other requests goes through `transaction`.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { frameMigrations } from './frameMigrations.ts'

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
}

export interface FrameDatabase extends Queryable {
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/** Opens (and migrates) the database in `<dataDir>/pglite`; no `dataDir` keeps it in memory. */
export async function openFrameDatabase(dataDir?: string): Promise<FrameDatabase> {
  // PGlite makes its own dir but not the parents (a fresh clone has no .data yet).
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const pg = dataDir ? new PGlite(join(dataDir, 'pglite')) : new PGlite()
  await pg.waitReady
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    query: async <T>(sql: string, params?: unknown[]) => ({
      rows: (await q.query<T>(sql, params)).rows,
    }),
  })
  const db: FrameDatabase = {
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  }
  await migrate(pg)
  return db
}

async function migrate(pg: PGlite): Promise<void> {
  await pg.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`)
  const { rows } = await pg.query<{ id: number }>('SELECT id FROM schema_migrations')
  const applied = new Set(rows.map((r) => r.id))
  for (const migration of frameMigrations) {
    if (applied.has(migration.id)) continue
    await pg.transaction(async (tx) => {
      await tx.exec(migration.sql)
      await tx.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [
        migration.id,
        migration.name,
      ])
    })
  }
}
