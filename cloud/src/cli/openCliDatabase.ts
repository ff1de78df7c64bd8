/**
 * The database the CLI's operator commands work on directly (`developer add`, `catalogue …`):
 * the PostgreSQL server of DATABASE_URL, or the PGlite data dir (which a running cloud holds, so
 * stop it first).
 */
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Database } from '../db/database.ts'
import { openDatabase } from '../db/openDatabase.ts'
import { CliError } from './CliError.ts'

/** Where the cloud (and `npm start`) keep PGlite's data by default. */
const DEFAULT_DATA_DIR = resolve(
  fileURLToPath(new URL('../../..', import.meta.url)),
  '.data/cloud-pglite',
)

/** Opens it, runs `work`, closes it. */
export async function withCliDatabase<T>(
  env: NodeJS.ProcessEnv,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  const db = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : resolve(env.PORTICO_CLOUD_DATA_DIR ?? DEFAULT_DATA_DIR),
  }).catch((cause: unknown) => {
    throw new CliError(cause instanceof Error ? cause.message : String(cause), { cause })
  })
  try {
    return await work(db)
  } finally {
    await db.close()
  }
}
