/**
 * A user as stored, and as the frame app sees it (SPEC §3 "User from the secure frame"). A user
 * has no addresses until the frame's worker makes the wallet (KEYS.md).
 */
import type { Queryable } from '../db/openFrameDatabase.ts'
import { apiError } from '../http/apiErrors.ts'
import type { UserSmartAccount } from '../wallet/readUserSmartAccount.ts'

export interface UserRecord {
  id: string
  /** Null for a user who signed in with Farcaster or a social provider only. */
  email: string | null
  /** Sign In With Farcaster: the fid (bigint column, read as a string) and its username. */
  farcaster_fid: string | null
  farcaster_username: string | null
  /** Social login (issue 21): the provider, its name for the user, the e-mail it verified. */
  social_provider: string | null
  user_name: string | null
  social_email: string | null
  /** Null until the frame's worker has made the wallet (KEYS.md). */
  evm_address: string | null
  /** Legacy wallets only: the whole key, encrypted under the master key; null once re-split. */
  evm_private_key: string | null
  solana_address: string | null
  solana_private_key: string | null
}

export interface FrameApiUser {
  email: string | null
  /** The Farcaster username, or a social provider's name for the user. */
  userName?: string
  /** Null until the wallet exists (made in the frame's worker on first use). */
  address: string | null
  chainId: number
  accounts: { address: string; type: 'eoa' }[]
  solanaAddress: string | null
  /** On a chain with a bundler: the wallet's smart account there (readUserSmartAccount). */
  smartAccount?: UserSmartAccount
}

const columns =
  'id, email, farcaster_fid, farcaster_username, social_provider, user_name, social_email, evm_address, evm_private_key, solana_address, solana_private_key'

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

/** The user of a fid, or null. */
export async function findUserByFid(db: Queryable, fid: number): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRecord>(
    `SELECT ${columns} FROM users WHERE farcaster_fid = $1`,
    [fid],
  )
  return rows[0] ?? null
}

/** The user's e-mail, for the routes that mail them: 400 `EMAIL_NOT_SET` for a Farcaster user. */
export function emailOf(user: UserRecord): string {
  if (user.email === null) throw apiError('EMAIL_NOT_SET')
  return user.email
}

export function toFrameApiUser(user: UserRecord, chainId: number): FrameApiUser {
  return {
    email: user.email ?? user.social_email,
    ...(user.farcaster_username
      ? { userName: user.farcaster_username }
      : user.user_name
        ? { userName: user.user_name }
        : {}),
    address: user.evm_address,
    chainId,
    accounts: user.evm_address ? [{ address: user.evm_address, type: 'eoa' }] : [],
    solanaAddress: user.solana_address,
  }
}
