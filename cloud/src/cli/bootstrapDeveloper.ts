/**
 * The first developer of a fresh install, made straight in the database (no mail needed): the
 * PostgreSQL server of DATABASE_URL, or the PGlite data dir (which the running cloud holds, so
 * stop it first). Returns an API token, shown once.
 */
import { issueCredential } from '../console/consoleCredentials.ts'
import { ensureDeveloper } from '../console/developers.ts'
import { CliError } from './CliError.ts'
import { withCliDatabase } from './openCliDatabase.ts'

export async function bootstrapDeveloper(
  env: NodeJS.ProcessEnv,
  email: string,
): Promise<{ email: string; token: string }> {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new CliError(`Invalid e-mail: ${email}`)
  return withCliDatabase(env, async (db) => {
    const developer = await ensureDeveloper(db, email)
    const token = await issueCredential(db, developer.developerId, 'token', 'bootstrap', Date.now())
    return { email: developer.email, token }
  })
}
