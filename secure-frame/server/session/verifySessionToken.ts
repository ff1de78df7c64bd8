/**
 * Checks a session token's signature and times. An expired token, or one not valid yet, is
 * `JWT_TOKEN_NOT_VALID` (the provider text the modal turns into 'Session Expired'); any other
 * fault is `UNAUTHORIZED`. Whether the session is still active is the caller's check.
 */
import { JWT_ALGORITHM, ONE_SECOND_MS } from '@portico/shared'
import { errors, jwtVerify } from 'jose'
import { z } from 'zod'
import { apiError } from '../http/apiErrors.ts'
import { DEVICE_PROOF_MAX_SKEW_S } from '../proof/deviceProofFormat.ts'
import type { SessionSigningKey } from './loadSessionSigningKey.ts'

const claimsSchema = z.object({
  sub: z.string().min(1),
  jti: z.string().min(1),
  iat: z.number(),
  exp: z.number(),
  aud: z.tuple([z.string(), z.string()]),
  cnf: z.object({ jkt: z.string().min(1) }),
})
export type SessionClaims = z.infer<typeof claimsSchema>

export async function verifySessionToken(
  key: SessionSigningKey,
  token: string,
  now: number,
): Promise<SessionClaims> {
  let payload: unknown
  try {
    payload = (
      await jwtVerify(token, key.publicKey, {
        algorithms: [JWT_ALGORITHM],
        typ: 'JWT',
        currentDate: new Date(now),
        requiredClaims: ['iat', 'exp', 'sub', 'jti', 'aud'],
      })
    ).payload
  } catch (cause) {
    const notValidNow =
      cause instanceof errors.JWTExpired ||
      (cause instanceof errors.JWTClaimValidationFailed && cause.claim === 'nbf')
    throw apiError(notValidNow ? 'JWT_TOKEN_NOT_VALID' : 'UNAUTHORIZED', { cause })
  }
  const claims = claimsSchema.safeParse(payload)
  if (!claims.success) throw apiError('UNAUTHORIZED')
  if (claims.data.iat > now / ONE_SECOND_MS + DEVICE_PROOF_MAX_SKEW_S)
    throw apiError('JWT_TOKEN_NOT_VALID')
  return claims.data
}
