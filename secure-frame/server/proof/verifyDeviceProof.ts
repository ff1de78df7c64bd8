/**
 * Checks the device proof of an /api request (DPoP-style): a JWS signed by the frame's
 * non-extractable P-256 key, bound to this request's method, path and body (and access token,
 * when one is sent), fresh (`iat` ±60 s) and used once (`jti`). The device id is the key's
 * RFC 7638 thumbprint. Any failure is a 401 `INVALID_PROOF`.
 */
import { calculateJwkThumbprint, EmbeddedJWK, type JWK, jwtVerify } from 'jose'
import { z } from 'zod'
import { apiError } from '../http/apiErrors.ts'
import type { ReplayCache } from './createReplayCache.ts'
import {
  DEVICE_PROOF_ALGORITHM,
  DEVICE_PROOF_MAX_SKEW_S,
  DEVICE_PROOF_TYPE,
} from './deviceProofFormat.ts'
import { sha256Base64url } from './sha256Base64url.ts'

export interface DeviceProofRequest {
  /** The `x-portico-proof` header. */
  proof: unknown
  method: string
  /** Path without query. */
  path: string
  /** Raw body bytes; undefined or empty when there is none. */
  body: Uint8Array | undefined
  /** The bearer token the request carries, if any. */
  accessToken: string | undefined
  /** Server time, ms. */
  now: number
}

export interface VerifiedDeviceProof {
  /** RFC 7638 SHA-256 thumbprint of the device's public key. */
  deviceId: string
  jwk: JWK
}

const claimsSchema = z.object({
  htm: z.string().max(16),
  htu: z.string().max(256),
  iat: z.number().int(),
  jti: z.string().min(16).max(128),
  bh: z.string().max(64),
  ath: z.string().max(64).optional(),
})

const EMPTY_BODY_HASH = sha256Base64url('')

export async function verifyDeviceProof(
  request: DeviceProofRequest,
  replayCache: ReplayCache,
): Promise<VerifiedDeviceProof> {
  const invalid = () => apiError('INVALID_PROOF')
  if (typeof request.proof !== 'string' || request.proof.length > 4096) throw invalid()
  let verified: Awaited<ReturnType<typeof jwtVerify>>
  try {
    verified = await jwtVerify(request.proof, EmbeddedJWK, {
      algorithms: [DEVICE_PROOF_ALGORITHM],
      typ: DEVICE_PROOF_TYPE,
      currentDate: new Date(request.now),
    })
  } catch (cause) {
    throw apiError('INVALID_PROOF', { cause })
  }
  const jwk = verified.protectedHeader.jwk
  const claims = claimsSchema.safeParse(verified.payload)
  if (jwk?.kty !== 'EC' || jwk.crv !== 'P-256' || !claims.success) throw invalid()
  const { htm, htu, iat, jti, bh, ath } = claims.data
  if (htm !== request.method || htu !== request.path) throw invalid()
  const bodyHash = request.body?.length ? sha256Base64url(request.body) : EMPTY_BODY_HASH
  // A request without a body may also say so with an empty `bh`.
  if (bh !== bodyHash && !(bh === '' && !request.body?.length)) throw invalid()
  if (request.accessToken !== undefined || ath !== undefined) {
    if (request.accessToken === undefined || ath !== sha256Base64url(request.accessToken))
      throw invalid()
  }
  const nowS = request.now / 1000
  if (Math.abs(nowS - iat) > DEVICE_PROOF_MAX_SKEW_S) throw invalid()
  const deviceId = await calculateJwkThumbprint(jwk, 'sha256')
  const seenUntil = (iat + DEVICE_PROOF_MAX_SKEW_S + 1) * 1000
  if (!(await replayCache.remember(`${deviceId}.${jti}`, seenUntil, request.now))) throw invalid()
  return { deviceId, jwk: { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y } }
}
