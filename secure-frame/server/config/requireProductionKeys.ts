/**
 * Production posture of the frame server (issue 16): in production mode (NODE_ENV or
 * PORTICO_ENV set to `production`) it refuses to start on keys it would make itself. The master
 * key must come from PORTICO_FRAME_MASTER_KEY or from PORTICO_FRAME_MASTER_KEY_FILE outside the
 * data dir (a key beside the database it protects is stolen with it), and the session signing
 * key from PORTICO_FRAME_SESSION_KEY_FILE outside the data dir, or else it is derived from that
 * external master key. Development (npm start, tests) keeps generating keys in the data dir.
 * A refusal names the variables, never their values.
 */
import { realpathSync } from 'node:fs'
import { isAbsolute, relative, resolve } from 'node:path'
import { MASTER_KEY_ENV } from '../keys/loadMasterKey.ts'
import { FRAME_SCALE_ENV, FrameServerConfigError } from './resolveFrameServerConfig.ts'

export const PRODUCTION_ENV_NAMES = ['NODE_ENV', 'PORTICO_ENV'] as const

/** Why a production start is refused; one text per case. */
export const productionKeyErrors = {
  FRAME_MASTER_KEY_REQUIRED: `In production the frame server needs a master key it did not make: set ${MASTER_KEY_ENV}, or ${FRAME_SCALE_ENV.masterKeyFile} to a file outside PORTICO_FRAME_DATA_DIR`,
  FRAME_MASTER_KEY_IN_DATA_DIR: `In production ${FRAME_SCALE_ENV.masterKeyFile} must point outside PORTICO_FRAME_DATA_DIR: a key beside the database it protects is taken with it`,
  FRAME_SESSION_KEY_IN_DATA_DIR: `In production ${FRAME_SCALE_ENV.sessionKeyFile} must point outside PORTICO_FRAME_DATA_DIR (or leave it unset to derive the key from the master key)`,
} as const

export type ProductionKeyErrorCode = keyof typeof productionKeyErrors

export function isProductionMode(env: Record<string, string | undefined>): boolean {
  return PRODUCTION_ENV_NAMES.some((name) => env[name]?.trim().toLowerCase() === 'production')
}

/** The real path when it exists (a symlink cannot hide a file in the data dir), else resolved. */
function realOrResolved(path: string): string {
  try {
    return realpathSync(path)
  } catch {
    return resolve(path)
  }
}

function isInside(file: string, dir: string | undefined): boolean {
  if (!dir) return false
  const rel = relative(realOrResolved(dir), realOrResolved(file))
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel))
}

function refuse(code: ProductionKeyErrorCode): never {
  throw new FrameServerConfigError(productionKeyErrors[code], { code })
}

export interface ProductionKeySources {
  env: Record<string, string | undefined>
  dataDir: string | undefined
  masterKeyFile?: string
  sessionKeyFile?: string
}

/** Throws (FrameServerConfigError, with the code of the case) when production keys are missing. */
export function requireProductionKeys(sources: ProductionKeySources): void {
  if (!isProductionMode(sources.env)) return
  const { env, dataDir, masterKeyFile, sessionKeyFile } = sources
  if (!env[MASTER_KEY_ENV]) {
    if (!masterKeyFile) refuse('FRAME_MASTER_KEY_REQUIRED')
    if (isInside(masterKeyFile, dataDir)) refuse('FRAME_MASTER_KEY_IN_DATA_DIR')
  }
  if (sessionKeyFile && isInside(sessionKeyFile, dataDir)) refuse('FRAME_SESSION_KEY_IN_DATA_DIR')
}
