/** Starts a session after a login: an active row in `sessions` and its signed token. */
import { randomUUID } from 'node:crypto'
import type { FrameContext } from '../context/frameContext.ts'
import type { UserRecord } from '../users/userRecord.ts'
import { issueSessionToken, SESSION_LIFETIME_MS } from './issueSessionToken.ts'

export interface SessionStart {
  user: UserRecord
  deviceId: string
  origin: string
  projectId: string
}

export async function startSession(
  ctx: FrameContext,
  start: SessionStart,
): Promise<{ token: string; chainId: number }> {
  const sessionId = randomUUID()
  const now = ctx.clock()
  const chainId = ctx.chains[0]?.id ?? 0
  await ctx.db.query(
    `INSERT INTO sessions (id, user_id, device_id, origin, project_id, chain_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      sessionId,
      start.user.id,
      start.deviceId,
      start.origin,
      start.projectId,
      chainId,
      new Date(now),
      new Date(now + SESSION_LIFETIME_MS),
    ],
  )
  const token = await issueSessionToken(ctx.signingKey, {
    sessionId,
    userId: start.user.id,
    deviceId: start.deviceId,
    origin: start.origin,
    projectId: start.projectId,
    now,
  })
  return { token, chainId }
}
