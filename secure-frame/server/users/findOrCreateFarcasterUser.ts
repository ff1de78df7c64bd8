/**
 * The user of a Farcaster fid, created on their first Sign In With Farcaster without an e-mail
 * or keys (the wallet is made in the frame's worker, KEYS.md). The username is the one the
 * Farcaster app reported at the latest sign-in.
 */
import { randomUUID } from 'node:crypto'
import type { FrameContext } from '../context/frameContext.ts'
import { findUserByFid, type UserRecord } from './userRecord.ts'

export async function findOrCreateFarcasterUser(
  ctx: FrameContext,
  { fid, username }: { fid: number; username: string | null },
): Promise<UserRecord> {
  await ctx.db.query(
    `INSERT INTO users (id, farcaster_fid, farcaster_username, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (farcaster_fid) DO UPDATE SET farcaster_username = $3`,
    [randomUUID(), fid, username, new Date(ctx.clock())],
  )
  const user = await findUserByFid(ctx.db, fid)
  if (!user) throw new Error('The user could not be created')
  return user
}
