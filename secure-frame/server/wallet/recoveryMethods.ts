/**
 * PUT /api/wallet/recovery/password and /recovery/passkey: stores the recovery key wrapped by
 * the method the user chose (KEYS.md), replacing that method's previous row. Only an enrolled
 * device sets one (it holds the recovery key under its device key); others are 403
 * `WALLET_NOT_ENROLLED`, and a user without a split wallet 409 `WALLET_STATE`.
 */
import type { FrameContext } from '../context/frameContext.ts'
import { apiError } from '../http/apiErrors.ts'
import type { AuthenticatedSession } from '../session/authenticateSession.ts'
import {
  deviceWalletState,
  type RecoveryMethodRow,
  type WalletStatus,
  walletStatusOf,
} from './walletStatus.ts'

export async function putRecoveryMethod(
  ctx: FrameContext,
  auth: AuthenticatedSession,
  kind: RecoveryMethodRow['kind'],
  input: { wrappedKey: string; params: Record<string, unknown> },
): Promise<WalletStatus> {
  const { user } = auth
  const state = await deviceWalletState(ctx.db, auth)
  if (state === 'none' || state === 'legacy') throw apiError('WALLET_STATE')
  if (state !== 'enrolled') throw apiError('WALLET_NOT_ENROLLED')
  await ctx.db.query(
    `INSERT INTO recovery_methods (user_id, kind, wrapped_key, params, created_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, kind) DO UPDATE
       SET wrapped_key = EXCLUDED.wrapped_key, params = EXCLUDED.params,
           created_at = EXCLUDED.created_at`,
    [user.id, kind, input.wrappedKey, JSON.stringify(input.params), new Date(ctx.clock())],
  )
  return walletStatusOf(ctx.db, user, auth.deviceId)
}
