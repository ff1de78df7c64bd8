/**
 * The Ed25519 key that signs session tokens: `<dataDir>/session-signing-key.pem` (PKCS#8,
 * created on first start with mode 0600), or a fresh key in memory for ephemeral servers.
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto'
import { join } from 'node:path'
import { readOrCreateSecretFile } from '../keys/readOrCreateSecretFile.ts'

export const SESSION_SIGNING_KEY_FILE = 'session-signing-key.pem'

export interface SessionSigningKey {
  privateKey: KeyObject
  publicKey: KeyObject
}

function newPem(): string {
  const { privateKey } = generateKeyPairSync('ed25519')
  return privateKey.export({ format: 'pem', type: 'pkcs8' }).toString()
}

export function loadSessionSigningKey(dataDir: string | undefined): SessionSigningKey {
  const pem = dataDir
    ? readOrCreateSecretFile(join(dataDir, SESSION_SIGNING_KEY_FILE), newPem)
    : newPem()
  const privateKey = createPrivateKey(pem)
  if (privateKey.asymmetricKeyType !== 'ed25519')
    throw new Error(`${SESSION_SIGNING_KEY_FILE} does not hold an Ed25519 key`)
  return { privateKey, publicKey: createPublicKey(privateKey) }
}
