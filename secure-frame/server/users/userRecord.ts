/**
 * A user as stored, and as the frame app sees it (SPEC §3 "User from the secure frame"). A user
 * has no addresses until the frame's worker makes the wallet (KEYS.md).
 */
import type { Queryable } from '../db/openFrameDatabase.ts'

export interface UserRecord {
  id: string
  email: string
  /** Null until the frame's worker has made the wallet (KEYS.md). */
  evm_address: string | null
  /** Legacy wallets only: the whole key, encrypted under the master key; null once re-split. */
  evm_private_key: string | null
  solana_address: string | null
  solana_private_key: string | null
}

export interface FrameApiUser {
  email: string
  /** Null until the wallet exists (made in the frame's worker on first use). */
  address: string | null
  chainId: number
  accounts: { address: string; type: 'eoa' }[]
  solanaAddress: string | null
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
    accounts: user.evm_address ? [{ address: user.evm_address, type: 'eoa' }] : [],
    solanaAddress: user.solana_address,
  }
}
