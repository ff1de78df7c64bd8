/**
 * The recovery key RK and the keys that wrap it (KEYS.md "The recovery key"): RK is 32 random
 * bytes; a recovery password gives a KEK through scrypt (N = 2^17, r = 8, p = 1, 16-byte salt,
 * at least 12 characters), a passkey through HKDF-SHA256 of its PRF output. The server keeps RK
 * only wrapped (AES-256-GCM under a KEK). Every KEK buffer is wiped after use.
 */
import { hkdf } from '@noble/hashes/hkdf'
import { scryptAsync } from '@noble/hashes/scrypt'
import { sha256 } from '@noble/hashes/sha2'
import { createPorticoError } from '@portico/shared'
import { AAD, fromBase64url, openWithRawKey, sealWithRawKey, toBase64url } from './shareCrypto.ts'

export const RECOVERY_PASSWORD_MIN_LENGTH = 12
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const
const PASSKEY_INFO = 'portico recovery key'

export interface PasswordParams {
  kdf: 'scrypt'
  N: number
  r: number
  p: number
  /** base64url of 16 random bytes */
  salt: string
}

export const newRecoveryKey = (): Uint8Array => crypto.getRandomValues(new Uint8Array(32))

/** Throws the catalogue's WALLET_RECOVERY_PASSWORD_WEAK for a password under 12 characters. */
export function assertPasswordStrong(password: string): void {
  if ([...password].length < RECOVERY_PASSWORD_MIN_LENGTH)
    throw createPorticoError('WALLET_RECOVERY_PASSWORD_WEAK', {
      params: { n: RECOVERY_PASSWORD_MIN_LENGTH },
    })
}

/** New scrypt parameters with a fresh salt. */
export const newPasswordParams = (): PasswordParams => ({
  kdf: 'scrypt',
  ...SCRYPT_PARAMS,
  salt: toBase64url(crypto.getRandomValues(new Uint8Array(16))),
})

/**
 * The password's KEK. Parameters weaker than ours (a server could send any) are refused: a
 * weak KEK would only make the wrapped key easier to guess for whoever holds it.
 */
export async function passwordKek(password: string, params: PasswordParams): Promise<Uint8Array> {
  if (params.kdf !== 'scrypt' || params.N < SCRYPT_PARAMS.N || params.r < SCRYPT_PARAMS.r)
    throw createPorticoError('WALLET_SHARES_INVALID')
  return scryptAsync(password.normalize('NFKC'), fromBase64url(params.salt), {
    N: params.N,
    r: params.r,
    p: params.p,
    dkLen: 32,
  })
}

/** The passkey's KEK: HKDF-SHA256(PRF output, no salt, info `portico recovery key`). */
export function passkeyKek(prfOutput: Uint8Array): Uint8Array {
  return hkdf(sha256, prfOutput, undefined, PASSKEY_INFO, 32)
}

/** RK sealed under `kek` (wiped afterwards) for `method`. */
export async function wrapRecoveryKey(
  rk: Uint8Array,
  kek: Uint8Array,
  method: 'password' | 'passkey',
): Promise<string> {
  try {
    return await sealWithRawKey(kek, rk, AAD.wrappedRecoveryKey(method))
  } finally {
    kek.fill(0)
  }
}

/**
 * RK from a wrapped key with `kek` (wiped afterwards). A key that does not open it is the
 * wrong password (WALLET_RECOVERY_PASSWORD_WRONG) or a passkey that is not this wallet's
 * (WALLET_PASSKEY_FAILED).
 */
export async function unwrapRecoveryKey(
  wrapped: string,
  kek: Uint8Array,
  method: 'password' | 'passkey',
): Promise<Uint8Array> {
  try {
    return await openWithRawKey(kek, wrapped, AAD.wrappedRecoveryKey(method))
  } catch {
    throw method === 'password'
      ? createPorticoError('WALLET_RECOVERY_PASSWORD_WRONG')
      : createPorticoError('WALLET_PASSKEY_FAILED')
  } finally {
    kek.fill(0)
  }
}
