/**
 * AES-256-GCM for shares and the recovery key (KEYS.md), with WebCrypto. A ciphertext is the
 * base64url (no padding) of a fresh 12-byte IV followed by the sealed bytes. Each use has its
 * own additional data, so a ciphertext cannot be replayed as another kind (a device share as a
 * recovery share, one enrolment's share as another's, a password-wrapped key as a passkey one).
 */
import { base64urlnopad } from '@scure/base'

/** The additional authenticated data of each ciphertext the worker makes. */
export const AAD = {
  /** The device share, in this browser's IndexedDB under the device AES key. */
  deviceShare: (enrolmentId: string) => `portico device share ${enrolmentId}`,
  /** The recovery share, on the server under the recovery key RK. */
  recoveryShare: (enrolmentId: string) => `portico recovery share ${enrolmentId}`,
  /** RK kept by the enrolling browser under its device AES key. */
  deviceRecoveryKey: 'portico recovery key device',
  /** RK wrapped by a recovery method's key-encryption key, on the server. */
  wrappedRecoveryKey: (method: 'password' | 'passkey') => `portico recovery key ${method}`,
} as const

const IV_BYTES = 12
/** WebCrypto's BufferSource type wants an ArrayBuffer-backed view; ours always are. */
const buffer = (bytes: Uint8Array) => bytes as Uint8Array<ArrayBuffer>
const text = new TextEncoder()

export const toBase64url = (bytes: Uint8Array): string => base64urlnopad.encode(bytes)
export const fromBase64url = (value: string): Uint8Array =>
  base64urlnopad.decode(value.replace(/=+$/, ''))

/** A non-extractable AES-256-GCM key from 32 raw bytes (the caller wipes the bytes). */
export function importAesKey(raw: Uint8Array): Promise<CryptoKey> {
  if (raw.length !== 32) throw new Error('An AES-256 key is 32 bytes')
  return crypto.subtle.importKey('raw', buffer(raw), 'AES-GCM', false, ['encrypt', 'decrypt'])
}

/** A new non-extractable AES-256-GCM key (the device AES key). */
export function generateAesKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
}

export async function sealBytes(key: CryptoKey, plain: Uint8Array, aad: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: text.encode(aad) },
      key,
      buffer(plain),
    ),
  )
  const out = new Uint8Array(IV_BYTES + sealed.length)
  out.set(iv)
  out.set(sealed, IV_BYTES)
  return toBase64url(out)
}

/** The plain bytes; rejects (WebCrypto's OperationError) on a wrong key, AAD or tampering. */
export async function openBytes(key: CryptoKey, sealed: string, aad: string): Promise<Uint8Array> {
  const bytes = fromBase64url(sealed)
  if (bytes.length < IV_BYTES + 16) throw new Error('Ciphertext too short')
  return new Uint8Array(
    await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: buffer(bytes.subarray(0, IV_BYTES)),
        additionalData: text.encode(aad),
      },
      key,
      buffer(bytes.subarray(IV_BYTES)),
    ),
  )
}

/** seal/open under raw key bytes (RK, a KEK): imported non-extractable for the one call. */
export async function sealWithRawKey(raw: Uint8Array, plain: Uint8Array, aad: string) {
  return sealBytes(await importAesKey(raw), plain, aad)
}
export async function openWithRawKey(raw: Uint8Array, sealed: string, aad: string) {
  return openBytes(await importAesKey(raw), sealed, aad)
}
