/**
 * zod schemas for the wallet routes' bodies (KEYS.md "Frame server API"). Shares and salts are
 * base64url; the auth share is one 65-byte Shamir share; the recovery share and wrapped keys are
 * ciphertexts this server cannot open, so only their form and size are checked.
 */
import { solanaAddressSchema } from '@portico/shared'
import { z } from 'zod'

/** base64url without padding, at most `max` characters. */
const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/)

/** One 2-of-3 share of the 64-byte secret: 65 bytes, canonical base64url. */
export const AUTH_SHARE_BYTES = 65
export const authShareInput = base64url(100).refine((value) => {
  const bytes = Buffer.from(value, 'base64url')
  return bytes.length === AUTH_SHARE_BYTES && bytes.toString('base64url') === value
}, 'Not a 65-byte share')

export const evmAddressInput = z.string().regex(/^0x[0-9a-fA-F]{40}$/)

export const enrolmentInput = z.object({
  id: z.uuid(),
  authShare: authShareInput,
  recoveryShare: z.string().min(1).max(2_048),
})

export const signaturesInput = z.object({
  /** EIP-191 personal-message signature: 65 bytes as 0x-hex. */
  evm: z.string().regex(/^0x[0-9a-fA-F]{130}$/),
  /** ed25519 signature: 64 bytes, base58. */
  solana: z
    .string()
    .min(64)
    .max(100)
    .regex(/^[1-9A-HJ-NP-Za-km-z]+$/),
})

export const createWalletInput = z.object({
  evmAddress: evmAddressInput,
  solanaAddress: solanaAddressSchema,
  enrolment: enrolmentInput,
  signatures: signaturesInput,
})

export const enrolDeviceInput = z.object({
  enrolment: enrolmentInput,
  signatures: signaturesInput,
})

/** Opaque ciphertext from the worker: base64 or base64url, dot-separated parts allowed. */
const wrappedKeyInput = z
  .string()
  .min(1)
  .max(1_024)
  .regex(/^[A-Za-z0-9_\-+/=.]+$/)

export const passwordParamsInput = z.object({
  kdf: z.literal('scrypt'),
  /** A power of two from 2^14 to 2^20 (KEYS.md uses 2^17). */
  N: z
    .number()
    .int()
    .min(2 ** 14)
    .max(2 ** 20)
    .refine((n) => (n & (n - 1)) === 0, 'Not a power of two'),
  r: z.number().int().min(1).max(32),
  p: z.number().int().min(1).max(16),
  salt: base64url(128).min(16),
})

export const passkeyParamsInput = z.object({
  credentialId: base64url(1_024),
  prfSalt: base64url(128).min(16),
})

export const passwordMethodInput = z.object({
  wrappedKey: wrappedKeyInput,
  params: passwordParamsInput,
})

export const passkeyMethodInput = z.object({
  wrappedKey: wrappedKeyInput,
  params: passkeyParamsInput,
})

export const revokeDeviceInput = z.object({ enrolmentId: z.uuid() })
