/**
 * A user as stored, and as the frame app sees it (SPEC §3 "User from the secure frame"). A user
 * has no addresses until the frame's worker makes the wallet (KEYS.md).
 */
import type { Queryable } from '../db/openFrameDatabase.ts'
import { apiError } from '../http/apiErrors.ts'

export interface UserRecord {
  id: string
  /** Null for a social login's user (issue 21): its provider account is who they are. */
  email: string | null
  social_provider: string | null
  /** The provider's name for the user (AppKit's `userName`). */
  user_name: string | null
  /** The e-mail the provider verified, for display only (never a login). */
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
  userName?: string
  /** Null until the wallet exists (made in the frame's worker on first use). */
  address: string | null
  chainId: number
  accounts: { address: string; type: 'eoa' }[]
  solanaAddress: string | null
}

const columns =
  'id, email, social_provider, user_name, social_email, evm_address, evm_private_key, solana_address, solana_private_key'

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
    email: user.email ?? user.social_email,
    ...(user.user_name ? { userName: user.user_name } : {}),
    address: user.evm_address,
    chainId,
    accounts: user.evm_address ? [{ address: user.evm_address, type: 'eoa' }] : [],
    solanaAddress: user.solana_address,
  }
}

/**
 * The user's login e-mail, for what mails a code (e-mail change, key export). A social login's
 * user has none: those steps are refused with EMAIL_NOT_SET (KEYS.md "Social login").
 */
export function emailOf(user: Pick<UserRecord, 'email'>): string {
  if (!user.email) throw apiError('EMAIL_NOT_SET')
  return user.email
}
