/**
 * The user of an e-mail address, created on their first login without keys or addresses: the
 * wallet is made in the frame's worker and only its shares reach this server (KEYS.md).
 */
import { randomUUID } from 'node:crypto'
import type { FrameContext } from '../context/frameContext.ts'
import { findUserByEmail, type UserRecord } from './userRecord.ts'

export async function findOrCreateUser(ctx: FrameContext, email: string): Promise<UserRecord> {
  const existing = await findUserByEmail(ctx.db, email)
  if (existing) return existing
  await ctx.db.query(
    `INSERT INTO users (id, email, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (email) DO NOTHING`,
    [randomUUID(), email, new Date(ctx.clock())],
  )
  const user = await findUserByEmail(ctx.db, email)
  if (!user) throw new Error('The user could not be created')
  return user
}
