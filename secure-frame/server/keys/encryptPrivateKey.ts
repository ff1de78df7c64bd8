/**
 * Secrets at rest: AES-256-GCM under the master key, a fresh 96-bit IV each time, and the owner
 * and kind of secret as associated data, so a ciphertext moved to another row fails to open.
 * Stored as `v1.<iv>.<ciphertext>.<tag>` (base64url). It protects the wallets' auth shares
 * (`auth:<userId>:<enrolmentId>`) and opens the legacy whole keys (`<userId>:<kind>`) until they
 * are re-split (KEYS.md).
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

const VERSION = 'v1'

export function encryptPrivateKey(
  masterKey: Uint8Array,
  plaintext: Uint8Array,
  aad: string,
): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', masterKey, iv)
  cipher.setAAD(Buffer.from(aad, 'utf8'))
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()])
  return [VERSION, iv, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.')
}

/** @throws when the master key, the associated data or the stored value do not match. */
export function decryptPrivateKey(masterKey: Uint8Array, stored: string, aad: string): Buffer {
  const [version, iv, ciphertext, tag, extra] = stored.split('.')
  if (version !== VERSION || !iv || !ciphertext || !tag || extra !== undefined)
    throw new Error('Unknown private key format')
  const decipher = createDecipheriv('aes-256-gcm', masterKey, Buffer.from(iv, 'base64url'))
  decipher.setAAD(Buffer.from(aad, 'utf8'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()])
}
