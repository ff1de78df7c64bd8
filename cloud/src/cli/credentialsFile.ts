/**
 * Where `portico login` keeps the token: `$PORTICO_CONFIG_DIR/credentials.json` (default
 * `~/.config/portico`), readable by the user only. PORTICO_TOKEN and PORTICO_CLOUD_URL win.
 */
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'
import { z } from 'zod'

const credentialsSchema = z.object({ cloudUrl: z.string().url(), token: z.string().min(1) })
export type Credentials = z.infer<typeof credentialsSchema>

export const credentialsPath = (env: NodeJS.ProcessEnv) =>
  join(env.PORTICO_CONFIG_DIR ?? join(homedir(), '.config', 'portico'), 'credentials.json')

export function readCredentials(env: NodeJS.ProcessEnv): Credentials | undefined {
  try {
    return credentialsSchema.parse(JSON.parse(readFileSync(credentialsPath(env), 'utf8')))
  } catch {
    return undefined
  }
}

export function saveCredentials(env: NodeJS.ProcessEnv, credentials: Credentials): string {
  const file = credentialsPath(env)
  mkdirSync(join(file, '..'), { recursive: true, mode: 0o700 })
  writeFileSync(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 })
  chmodSync(file, 0o600)
  return file
}

export function removeCredentials(env: NodeJS.ProcessEnv): void {
  rmSync(credentialsPath(env), { force: true })
}
