/** The user of an e-mail address, created with fresh keys on their first login. */
import { randomUUID } from 'node:crypto'
import type { FrameContext } from '../context/frameContext.ts'
import { createUserKeys } from '../keys/createUserKeys.ts'
import { findUserByEmail, type UserRecord } from './userRecord.ts'

export async function findOrCreateUser(ctx: FrameContext, email: string): Promise<UserRecord> {
  const existing = await findUserByEmail(ctx.db, email)
  if (existing) return existing
  const id = randomUUID()
  const keys = createUserKeys(ctx.masterKey, id)
  await ctx.db.query(
    `INSERT INTO users
       (id, email, evm_address, evm_private_key, solana_address, solana_private_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (email) DO NOTHING`,
    [
      id,
      email,
      keys.evmAddress,
      keys.evmPrivateKey,
      keys.solanaAddress,
      keys.solanaPrivateKey,
      new Date(ctx.clock()),
    ],
  )
  const user = await findUserByEmail(ctx.db, email)
  if (!user) throw new Error('The user could not be created')
  return user
}
