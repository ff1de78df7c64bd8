/**
 * Devnet's deployments file, read when needed and again whenever it changes (`npm start`
 * rewrites it at every start); null while it is missing or does not fit the schema.
 */
import { readFileSync, statSync } from 'node:fs'
import { type CloudDeployments, cloudDeploymentsSchema } from './chain/cloudChains.ts'

export function deploymentsFileReader(file: string): () => CloudDeployments | null {
  let seen: { mtimeMs: number; value: CloudDeployments | null } | undefined
  return () => {
    let mtimeMs: number
    try {
      mtimeMs = statSync(file).mtimeMs
    } catch {
      return null
    }
    if (seen?.mtimeMs !== mtimeMs) {
      let value: CloudDeployments | null = null
      try {
        const parsed = cloudDeploymentsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')))
        value = parsed.success ? parsed.data : null
      } catch {
        value = null
      }
      seen = { mtimeMs, value }
    }
    return seen.value
  }
}
