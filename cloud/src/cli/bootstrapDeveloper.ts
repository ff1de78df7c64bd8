/**
 * The first developer of a fresh install, made straight in the database (no mail needed): the
 * PostgreSQL server of DATABASE_URL, or the PGlite data dir (which the running cloud holds, so
 * stop it first). Returns an API token, shown once.
 */
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { issueCredential } from '../console/consoleCredentials.ts'
import { ensureDeveloper } from '../console/developers.ts'
import { openDatabase } from '../db/openDatabase.ts'
import { CliError } from './CliError.ts'

/** Where the cloud (and `npm start`) keep PGlite's data by default. */
const DEFAULT_DATA_DIR = resolve(
  fileURLToPath(new URL('../../..', import.meta.url)),
  '.data/cloud-pglite',
)

export async function bootstrapDeveloper(
  env: NodeJS.ProcessEnv,
  email: string,
): Promise<{ email: string; token: string }> {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new CliError(`Invalid e-mail: ${email}`)
  const db = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : resolve(env.PORTICO_CLOUD_DATA_DIR ?? DEFAULT_DATA_DIR),
  }).catch((cause: unknown) => {
    throw new CliError(cause instanceof Error ? cause.message : String(cause), { cause })
  })
  try {
    const developer = await ensureDeveloper(db, email)
    const token = await issueCredential(db, developer.developerId, 'token', 'bootstrap', Date.now())
    return { email: developer.email, token }
  } finally {
    await db.close()
  }
}
