/**
 * Opens and migrates the cloud's database: a PostgreSQL server when `databaseUrl` is given
 * (`DATABASE_URL`), otherwise PGlite in-process, kept in `dataDir` or in memory.
 */
import type { Database } from './database.ts'
import { migrate } from './migrate.ts'
import { openPgliteDatabase } from './openPgliteDatabase.ts'
import { openPostgresDatabase } from './openPostgresDatabase.ts'

export type { Database, Queryable } from './database.ts'

export interface OpenDatabaseOptions {
  /** postgres://… of a PostgreSQL server; wins over the PGlite options. */
  databaseUrl?: string
  /** PGlite data dir; undefined keeps data in memory. */
  dataDir?: string
  /** PGlite: start from this `dumpDataDir()` tarball, in memory. */
  pgliteSnapshot?: Blob
  /** PostgreSQL server: told when an idle connection drops (the pool reconnects). */
  onIdleError?: (error: Error) => void
}

/** Opens (and migrates) the database. A string is a PGlite data dir, as before. */
export async function openDatabase(options: OpenDatabaseOptions | string = {}): Promise<Database> {
  const o = typeof options === 'string' ? { dataDir: options } : options
  const db = o.databaseUrl
    ? await openPostgresDatabase({ databaseUrl: o.databaseUrl, onIdleError: o.onIdleError })
    : await openPgliteDatabase({ dataDir: o.dataDir, snapshot: o.pgliteSnapshot })
  try {
    await migrate(db)
  } catch (error) {
    await db.close()
    throw error
  }
  return db
}
