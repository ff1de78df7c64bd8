/**
 * The master key that encrypts users' private keys at rest (AES-256-GCM): from
 * PORTICO_FRAME_MASTER_KEY (base64 of 32 bytes), else from a configured key file
 * (PORTICO_FRAME_MASTER_KEY_FILE, a mounted secret every instance reads), else from
 * `<dataDir>/master.key` (created on first start, mode 0600), else a fresh key held in memory
 * only (ephemeral servers). Instances that share a database must share this key: with `shared`
 * set, a key of this instance's own (data dir or memory) is refused rather than used.
 */
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { FRAME_SCALE_ENV, FrameServerConfigError } from '../config/resolveFrameServerConfig.ts'
import { readOrCreateSecretFile } from './readOrCreateSecretFile.ts'

export const MASTER_KEY_ENV = 'PORTICO_FRAME_MASTER_KEY'
export const MASTER_KEY_FILE = 'master.key'
const KEY_BYTES = 32

export interface MasterKeySources {
  /** A file holding the key in base64 (PORTICO_FRAME_MASTER_KEY_FILE). */
  file?: string
  /** The database is shared with other instances: the key must come from configuration. */
  shared?: boolean
}

function decode(text: string, source: string): Buffer {
  const trimmed = text.trim()
  const key = Buffer.from(trimmed, 'base64')
  if (key.length !== KEY_BYTES || !/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed))
    throw new FrameServerConfigError(`${source} must hold 32 bytes in base64`)
  return key
}

/** Reads a configured secret file; a missing file is named, its content never is. */
export function readSecretFile(path: string, variable: string): string {
  try {
    return readFileSync(path, 'utf8')
  } catch (cause) {
    throw new FrameServerConfigError(`${variable}: cannot read ${path}`, { cause })
  }
}

export function loadMasterKey(
  env: Record<string, string | undefined>,
  dataDir: string | undefined,
  sources: MasterKeySources = {},
): Buffer {
  const fromEnv = env[MASTER_KEY_ENV]
  if (fromEnv) return decode(fromEnv, MASTER_KEY_ENV)
  if (sources.file)
    return decode(readSecretFile(sources.file, FRAME_SCALE_ENV.masterKeyFile), sources.file)
  if (sources.shared)
    throw new FrameServerConfigError(
      `A shared database needs the master key every instance uses: set ${MASTER_KEY_ENV} or ${FRAME_SCALE_ENV.masterKeyFile}`,
    )
  if (!dataDir) return randomBytes(KEY_BYTES)
  const path = join(dataDir, MASTER_KEY_FILE)
  const text = readOrCreateSecretFile(path, () => `${randomBytes(KEY_BYTES).toString('base64')}\n`)
  return decode(text, path)
}
