/**
 * Authenticates a request that carries a session: a valid token (signature, times), bound to
 * the device whose proof came with the request (`cnf.jkt`), for a session still active on the
 * server. A token without its device key is useless.
 */
import type { FrameContext } from '../context/frameContext.ts'
import { apiError } from '../http/apiErrors.ts'
import { findUserById, type UserRecord } from '../users/userRecord.ts'
import { verifySessionToken } from './verifySessionToken.ts'

export interface AuthenticatedSession {
  sessionId: string
  deviceId: string
  chainId: number
  origin: string
  projectId: string
  user: UserRecord
}

/** The token of an `authorization: Bearer <token>` header, if there is one. */
export function bearerTokenOf(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined
  const match = /^Bearer ([A-Za-z0-9_.-]{1,4096})$/.exec(header)
  return match?.[1]
}

export async function authenticateSession(
  ctx: FrameContext,
  token: string | undefined,
  deviceId: string,
): Promise<AuthenticatedSession> {
  if (!token) throw apiError('UNAUTHORIZED')
  const now = ctx.clock()
  const claims = await verifySessionToken(ctx.signingKey, token, now)
  if (claims.cnf.jkt !== deviceId) throw apiError('UNAUTHORIZED')
  const { rows } = await ctx.db.query<{
    user_id: string
    device_id: string
    chain_id: number
    origin: string
    project_id: string
  }>(
    `SELECT user_id, device_id, chain_id, origin, project_id FROM sessions
     WHERE id = $1 AND revoked_at IS NULL AND expires_at > $2`,
    [claims.jti, new Date(now)],
  )
  const session = rows[0]
  if (
    !session ||
    session.user_id !== claims.sub ||
    session.device_id !== deviceId ||
    session.origin !== claims.aud[0] ||
    session.project_id !== claims.aud[1]
  )
    throw apiError('UNAUTHORIZED')
  const user: UserRecord | null = await findUserById(ctx.db, session.user_id)
  if (!user) throw apiError('UNAUTHORIZED')
  return {
    sessionId: claims.jti,
    deviceId,
    chainId: session.chain_id,
    origin: session.origin,
    projectId: session.project_id,
    user,
  }
}
