/**
 * The Ed25519 key that signs session tokens. Instances that share a database must share it, so
 * each verifies the others' tokens: a configured PEM file (PORTICO_FRAME_SESSION_KEY_FILE), else
 * with a shared database a key derived from the (shared) master key by HKDF, else
 * `<dataDir>/session-signing-key.pem` (PKCS#8, created on first start with mode 0600), else a
 * fresh key in memory for ephemeral servers.
 */
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  hkdfSync,
  type KeyObject,
} from 'node:crypto'
import { join } from 'node:path'
import { FRAME_SCALE_ENV, FrameServerConfigError } from '../config/resolveFrameServerConfig.ts'
import { readSecretFile } from '../keys/loadMasterKey.ts'
import { readOrCreateSecretFile } from '../keys/readOrCreateSecretFile.ts'

export const SESSION_SIGNING_KEY_FILE = 'session-signing-key.pem'

export interface SessionSigningKey {
  privateKey: KeyObject
  publicKey: KeyObject
}

export interface SessionKeySources {
  /** A PKCS#8 PEM file every instance reads. */
  file?: string
  /** The shared master key: the signing key is derived from it when no file is given. */
  sharedMasterKey?: Buffer
}

function newPem(): string {
  const { privateKey } = generateKeyPairSync('ed25519')
  return privateKey.export({ format: 'pem', type: 'pkcs8' }).toString()
}

/** PKCS#8 DER of an Ed25519 private key is this prefix and the 32-byte seed (RFC 8410). */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')

function derivedKey(masterKey: Buffer): KeyObject {
  const seed = Buffer.from(hkdfSync('sha256', masterKey, '', 'portico session signing key', 32))
  return createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  })
}

function fromPem(pem: string, source: string): KeyObject {
  let key: KeyObject
  try {
    key = createPrivateKey(pem)
  } catch (cause) {
    throw new FrameServerConfigError(`${source} does not hold a PEM private key`, { cause })
  }
  if (key.asymmetricKeyType !== 'ed25519')
    throw new FrameServerConfigError(`${source} does not hold an Ed25519 key`)
  return key
}

export function loadSessionSigningKey(
  dataDir: string | undefined,
  sources: SessionKeySources = {},
): SessionSigningKey {
  let privateKey: KeyObject
  if (sources.file)
    privateKey = fromPem(
      readSecretFile(sources.file, FRAME_SCALE_ENV.sessionKeyFile),
      FRAME_SCALE_ENV.sessionKeyFile,
    )
  else if (sources.sharedMasterKey) privateKey = derivedKey(sources.sharedMasterKey)
  else
    privateKey = fromPem(
      dataDir ? readOrCreateSecretFile(join(dataDir, SESSION_SIGNING_KEY_FILE), newPem) : newPem(),
      SESSION_SIGNING_KEY_FILE,
    )
  return { privateKey, publicKey: createPublicKey(privateKey) }
}
