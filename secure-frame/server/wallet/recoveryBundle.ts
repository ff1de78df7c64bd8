/**
 * POST /api/wallet/recovery-bundle: what a new browser needs to recover the wallet: the newest
 * enrolment's auth share and recovery-share ciphertext, and the wrapped recovery keys. Only once
 * a recovery method exists (else 400 `WALLET_RECOVERY_NOT_SET_UP`: the ciphertext would be of
 * no use), and 5 per user per hour: each bundle is what an offline guess at a recovery password
 * starts from.
 */
import type { FrameContext } from '../context/frameContext.ts'
import { apiError } from '../http/apiErrors.ts'
import type { AuthenticatedSession } from '../session/authenticateSession.ts'
import { findNewestEnrolment, openAuthShare } from './walletEnrolments.ts'
import { findRecoveryMethods, type RecoveryMethodRow } from './walletStatus.ts'

type Method = { wrappedKey: string; params: Record<string, unknown> } | null

export interface RecoveryBundle {
  enrolmentId: string
  authShare: string
  recoveryShare: string
  methods: { password: Method; passkey: Method }
}

const methodOf = (rows: RecoveryMethodRow[], kind: RecoveryMethodRow['kind']): Method => {
  const row = rows.find((r) => r.kind === kind)
  return row ? { wrappedKey: row.wrapped_key, params: row.params } : null
}

export async function releaseRecoveryBundle(
  ctx: FrameContext,
  auth: AuthenticatedSession,
): Promise<RecoveryBundle> {
  const { user } = auth
  if (!user.evm_address || user.evm_private_key !== null) throw apiError('WALLET_STATE')
  const methods = await findRecoveryMethods(ctx.db, user.id)
  if (!methods.length) throw apiError('WALLET_RECOVERY_NOT_SET_UP')
  const enrolment = await findNewestEnrolment(ctx.db, user.id)
  if (!enrolment) throw apiError('WALLET_STATE')
  await ctx.rateLimits.consumeRecovery(user.id)
  return {
    enrolmentId: enrolment.id,
    authShare: openAuthShare(ctx, enrolment),
    recoveryShare: enrolment.recovery_share,
    methods: { password: methodOf(methods, 'password'), passkey: methodOf(methods, 'passkey') },
  }
}
