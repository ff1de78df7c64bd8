/**
 * The master key that encrypts users' private keys at rest (AES-256-GCM): from
 * PORTICO_FRAME_MASTER_KEY (base64 of 32 bytes), else from `<dataDir>/master.key` (created on
 * first start, mode 0600), else a fresh key held in memory only (ephemeral servers).
 */
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { FrameServerConfigError } from '../config/resolveFrameServerConfig.ts'
import { readOrCreateSecretFile } from './readOrCreateSecretFile.ts'

export const MASTER_KEY_ENV = 'PORTICO_FRAME_MASTER_KEY'
export const MASTER_KEY_FILE = 'master.key'
const KEY_BYTES = 32

function decode(text: string, source: string): Buffer {
  const trimmed = text.trim()
  const key = Buffer.from(trimmed, 'base64')
  if (key.length !== KEY_BYTES || !/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed))
    throw new FrameServerConfigError(`${source} must hold 32 bytes in base64`)
  return key
}

export function loadMasterKey(
  env: Record<string, string | undefined>,
  dataDir: string | undefined,
): Buffer {
  const fromEnv = env[MASTER_KEY_ENV]
  if (fromEnv) return decode(fromEnv, MASTER_KEY_ENV)
  if (!dataDir) return randomBytes(KEY_BYTES)
  const path = join(dataDir, MASTER_KEY_FILE)
  const text = readOrCreateSecretFile(path, () => `${randomBytes(KEY_BYTES).toString('base64')}\n`)
  return decode(text, path)
}
