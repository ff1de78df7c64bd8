/**
 * Verifies the auth JWT a WalletConnect client puts in the relay URL (`?auth=`): an EdDSA token
 * whose `iss` is the client's `did:key` (its ed25519 public key), signed by that key, unexpired,
 * and addressed (`aud`) to this relay: the host of its configured public URL, or, when none is
 * configured, the host the client connected to (the `Host` header, which a proxy may rewrite).
 */
import { createPublicKey, verify } from 'node:crypto'
import { PorticoError } from '@portico/shared'
import { z } from 'zod'
import { decodeBase58btc } from './base58btc.ts'

/** The `did:key` prefix of an ed25519 key: multibase 'z' (base58btc) over multicodec 0xed01. */
export const DID_KEY_PREFIX = 'did:key:z'
const ED25519_MULTICODEC = [0xed, 0x01] as const
const MAX_TOKEN_LENGTH = 4096
const DEFAULT_MAX_SKEW_SECONDS = 5

const headerSchema = z.object({ alg: z.literal('EdDSA'), typ: z.literal('JWT') })
const payloadSchema = z.object({
  iss: z.string().startsWith(DID_KEY_PREFIX).max(80),
  sub: z.string().max(256).optional(),
  aud: z.string().min(1).max(2048),
  iat: z.number().int(),
  exp: z.number().int(),
})

export interface VerifyRelayJwtOptions {
  /** The HTTP `Host` header of the upgrade request; the host of `aud` must equal it. */
  host: string | undefined
  /**
   * The relay's public URL (what clients are given, e.g. wss://relay.example.com): when set, the
   * host of `aud` must equal its host and the Host header is not looked at.
   */
  publicUrl?: string
  /** Current time in seconds (tests). */
  nowSeconds?: number
  /** How far in the future `iat` may be, for clocks slightly out of step. */
  maxSkewSeconds?: number
}

export interface RelayJwtClaims {
  /** The client id: the token's `iss`, a `did:key`. */
  clientId: string
  aud: string
  iat: number
  exp: number
}

/** Thrown (code `RELAY_AUTH_INVALID`) when a relay auth token is missing or does not verify. */
export class RelayAuthError extends PorticoError {
  override name = 'RelayAuthError'
  constructor(reason: string) {
    super(`Relay auth rejected: ${reason}`, { code: 'RELAY_AUTH_INVALID' })
  }
}

/** Returns the verified claims of `token`, or throws a RelayAuthError naming what failed. */
export function verifyRelayJwt(
  token: string | null | undefined,
  options: VerifyRelayJwtOptions,
): RelayJwtClaims {
  if (!token) throw new RelayAuthError('missing auth token')
  if (token.length > MAX_TOKEN_LENGTH) throw new RelayAuthError('auth token too long')
  const parts = token.split('.')
  const [headerPart, payloadPart, signaturePart] = parts
  if (parts.length !== 3 || !headerPart || !payloadPart || !signaturePart)
    throw new RelayAuthError('auth token is not a JWT')

  const header = headerSchema.safeParse(decodeJsonPart(headerPart))
  if (!header.success) throw new RelayAuthError('JWT header must be {"alg":"EdDSA","typ":"JWT"}')
  const payload = payloadSchema.safeParse(decodeJsonPart(payloadPart))
  if (!payload.success) throw new RelayAuthError('JWT payload lacks iss, aud, iat or exp')
  const claims = payload.data

  const publicKey = publicKeyOfDidKey(claims.iss)
  if (!publicKey) throw new RelayAuthError('iss is not an ed25519 did:key')
  const signature = Buffer.from(signaturePart, 'base64url')
  if (signature.length !== 64) throw new RelayAuthError('JWT signature is not 64 bytes')
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') },
    format: 'jwk',
  })
  const signed = Buffer.from(`${headerPart}.${payloadPart}`, 'ascii')
  if (!verify(null, signed, key, signature)) throw new RelayAuthError('bad JWT signature')

  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000)
  if (claims.exp <= now) throw new RelayAuthError('JWT expired')
  if (claims.iat > now + (options.maxSkewSeconds ?? DEFAULT_MAX_SKEW_SECONDS))
    throw new RelayAuthError('JWT issued in the future')

  const audHost = hostOf(claims.aud)
  if (options.publicUrl !== undefined) {
    if (!audHost || audHost !== hostOf(options.publicUrl))
      throw new RelayAuthError("JWT aud host does not match the relay's public URL")
  } else if (!audHost || !options.host || audHost !== options.host.toLowerCase()) {
    throw new RelayAuthError('JWT aud host does not match the Host header')
  }

  return { clientId: claims.iss, aud: claims.aud, iat: claims.iat, exp: claims.exp }
}

/** The 32-byte ed25519 public key inside a `did:key:z6Mk…`, or undefined. */
export function publicKeyOfDidKey(did: string): Uint8Array | undefined {
  if (!did.startsWith(DID_KEY_PREFIX)) return undefined
  const bytes = decodeBase58btc(did.slice(DID_KEY_PREFIX.length))
  if (bytes?.length !== 34) return undefined
  if (bytes[0] !== ED25519_MULTICODEC[0] || bytes[1] !== ED25519_MULTICODEC[1]) return undefined
  return bytes.subarray(2)
}

function decodeJsonPart(part: string): unknown {
  if (!/^[A-Za-z0-9_-]+$/.test(part)) return undefined
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host.toLowerCase() || undefined
  } catch {
    return undefined
  }
}
