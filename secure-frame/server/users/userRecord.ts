/** A user as stored, and as the frame app sees it (SPEC §3 "User from the secure frame"). */
import type { Queryable } from '../db/openFrameDatabase.ts'

export interface UserRecord {
  id: string
  email: string
  evm_address: string
  evm_private_key: string
  solana_address: string
  solana_private_key: string
}

export interface FrameApiUser {
  email: string
  address: string
  chainId: number
  accounts: { address: string; type: 'eoa' }[]
  solanaAddress: string
}

const columns = 'id, email, evm_address, evm_private_key, solana_address, solana_private_key'

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRecord>(`SELECT ${columns} FROM users WHERE email = $1`, [
    email,
  ])
  return rows[0] ?? null
}

export async function findUserById(db: Queryable, id: string): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRecord>(`SELECT ${columns} FROM users WHERE id = $1`, [id])
  return rows[0] ?? null
}

export function toFrameApiUser(user: UserRecord, chainId: number): FrameApiUser {
  return {
    email: user.email,
    address: user.evm_address,
    chainId,
    accounts: [{ address: user.evm_address, type: 'eoa' }],
    solanaAddress: user.solana_address,
  }
}
