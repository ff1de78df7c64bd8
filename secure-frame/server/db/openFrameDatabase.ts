/**
 * The secure frame's database: a PostgreSQL server when a `databaseUrl` is given (instances
 * share it), else PGlite (PostgreSQL in wasm) in-process, kept under the data dir or in memory.
 * Every query goes through `FrameDatabase`, so both stand behind one API. Migrations run in one
 * transaction under an advisory lock, so instances starting together migrate once.
 */
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { makePrivateDir } from '../config/makePrivateDir.ts'
import type { FrameDatabase, Queryable } from './frameDatabase.ts'
import { frameMigrations } from './frameMigrations.ts'
import { openFramePostgres } from './openFramePostgres.ts'

export type { FrameDatabase, Queryable } from './frameDatabase.ts'

export interface OpenFrameDatabaseOptions {
  /** postgres://… of a PostgreSQL server; wins over `dataDir`. */
  databaseUrl?: string
  /** PGlite lives in `<dataDir>/pglite`; neither option keeps it in memory. */
  dataDir?: string
  /** PostgreSQL: told when an idle connection drops (the pool reconnects). */
  onIdleError?: (error: Error) => void
}

/** Any constant works; every instance must use the same one (the cloud uses 4_100_001). */
const MIGRATION_LOCK_KEY = 5_174_001

/** Opens (and migrates) the database. A string is a PGlite data dir, as before. */
export async function openFrameDatabase(
  options: OpenFrameDatabaseOptions | string = {},
): Promise<FrameDatabase> {
  const o = typeof options === 'string' ? { dataDir: options } : options
  const db = o.databaseUrl
    ? await openFramePostgres(o.databaseUrl, o.onIdleError)
    : await openPglite(o.dataDir)
  try {
    await migrate(db)
  } catch (error) {
    await db.close()
    throw error
  }
  return db
}

async function openPglite(dataDir: string | undefined): Promise<FrameDatabase> {
  // The data dir and PGlite's own are 0700: the files PGlite writes are its user's alone.
  if (dataDir) makePrivateDir(join(dataDir, 'pglite'))
  const pg = dataDir ? new PGlite(join(dataDir, 'pglite')) : new PGlite()
  await pg.waitReady
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async <T>(sql: string, params?: unknown[]) => ({
      rows: (await q.query<T>(sql, params)).rows,
    }),
    exec: async (sql: string) => {
      await q.exec(sql)
    },
  })
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  }
}

/** Applies the missing migrations, each recorded in `schema_migrations`, all in one go. */
async function migrate(db: FrameDatabase): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY])
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      id integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`)
    const { rows } = await tx.query<{ id: number }>('SELECT id FROM schema_migrations')
    const applied = new Set(rows.map((r) => r.id))
    for (const migration of frameMigrations) {
      if (applied.has(migration.id)) continue
      await tx.exec(migration.sql)
      await tx.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [
        migration.id,
        migration.name,
      ])
    }
  })
}
