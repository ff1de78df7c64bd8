/**
 * PGlite (PostgreSQL in wasm) in-process: a data dir, memory, or a snapshot loaded into memory.
 * A data dir has one user at a time (PGlite is single-process): `<dataDir>.pid` says which.
 */
import { chmodSync, mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import type { Database, Queryable } from './database.ts'
import { lockDataDir } from './lockDataDir.ts'

export interface PgliteOptions {
  /** Data dir; undefined keeps the data in memory. */
  dataDir?: string
  /** A `dumpDataDir()` tarball to start from (in memory): skips initdb, which takes seconds. */
  snapshot?: Blob
}

export async function openPgliteDatabase(options: PgliteOptions = {}): Promise<Database> {
  // Made here (with its parents: a fresh clone has no .data yet) so that it is 0700: the
  // database holds developers' accounts and sessions, no other account may read it.
  if (options.dataDir && !options.snapshot) {
    mkdirSync(options.dataDir, { recursive: true, mode: 0o700 })
    chmodSync(options.dataDir, 0o700)
  }
  const release = options.dataDir && !options.snapshot ? lockDataDir(options.dataDir) : undefined
  let pg: PGlite
  try {
    pg = options.snapshot
      ? new PGlite({ loadDataDir: options.snapshot })
      : options.dataDir
        ? new PGlite(options.dataDir)
        : new PGlite()
    await pg.waitReady
  } catch (error) {
    release?.()
    throw error
  }
  const db = pgliteDatabase(pg)
  return release ? { ...db, close: () => db.close().finally(release) } : db
}

/** The `Database` over an open PGlite. */
export function pgliteDatabase(pg: PGlite): Database {
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
