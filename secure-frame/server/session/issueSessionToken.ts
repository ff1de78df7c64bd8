/**
 * The session token: an EdDSA (Ed25519) JWT with `iat`, `exp` (7 days), `sub` (the user),
 * `aud` (host origin and project), `jti` (the session id) and `cnf.jkt` (the device key's
 * thumbprint), so the token is only good together with a proof from that device.
 */
import { JWT_ALGORITHM, ONE_SECOND_MS, ONE_WEEK_MS } from '@portico/shared'
import { SignJWT } from 'jose'
import type { SessionSigningKey } from './loadSessionSigningKey.ts'

export const SESSION_LIFETIME_MS = ONE_WEEK_MS

export interface SessionTokenInput {
  sessionId: string
  userId: string
  deviceId: string
  origin: string
  projectId: string
  /** Issue time, ms. */
  now: number
}

export function issueSessionToken(
  key: SessionSigningKey,
  input: SessionTokenInput,
): Promise<string> {
  const iat = Math.floor(input.now / ONE_SECOND_MS)
  return new SignJWT({ cnf: { jkt: input.deviceId } })
    .setProtectedHeader({ alg: JWT_ALGORITHM, typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + SESSION_LIFETIME_MS / ONE_SECOND_MS)
    .setSubject(input.userId)
    .setAudience([input.origin, input.projectId])
    .setJti(input.sessionId)
    .sign(key.privateKey)
}
