/**
 * POST /api/wallet: the worker's new wallet (state `none`), or the re-split of a legacy one
 * (state `legacy`: the addresses must be the stored ones, and the whole keys are deleted in the
 * same transaction that stores the first enrolment). Both keys sign the enrolment id first.
 */

import { getAddress } from 'viem'
import type { z } from 'zod'
import type { FrameContext } from '../context/frameContext.ts'
import { apiError } from '../http/apiErrors.ts'
import type { AuthenticatedSession } from '../session/authenticateSession.ts'
import { findUserById } from '../users/userRecord.ts'
import { verifyEnrolmentSignatures } from './verifyEnrolmentSignatures.ts'
import { insertEnrolment } from './walletEnrolments.ts'
import type { createWalletInput } from './walletSchemas.ts'
import { deviceWalletState, type WalletStatus, walletStatusOf } from './walletStatus.ts'

export async function createWallet(
  ctx: FrameContext,
  auth: AuthenticatedSession,
  input: z.output<typeof createWalletInput>,
  userAgent: string | undefined,
): Promise<WalletStatus> {
  const { user } = auth
  const state = await deviceWalletState(ctx.db, auth)
  if (state !== 'none' && state !== 'legacy') throw apiError('WALLET_EXISTS')
  const evmAddress = getAddress(input.evmAddress)
  if (
    state === 'legacy' &&
    (evmAddress !== getAddress(user.evm_address ?? '') ||
      input.solanaAddress !== user.solana_address)
  )
    throw apiError('WALLET_SHARES_INVALID')
  await verifyEnrolmentSignatures({
    enrolmentId: input.enrolment.id,
    evmAddress,
    solanaAddress: input.solanaAddress,
    signatures: input.signatures,
  })
  await ctx.db.transaction(async (tx) => {
    const updated =
      state === 'none'
        ? await tx.query(
            `UPDATE users SET evm_address = $2, solana_address = $3
             WHERE id = $1 AND evm_address IS NULL AND solana_address IS NULL RETURNING id`,
            [user.id, evmAddress, input.solanaAddress],
          )
        : await tx.query(
            `UPDATE users SET evm_private_key = NULL, solana_private_key = NULL
             WHERE id = $1 AND (evm_private_key IS NOT NULL OR solana_private_key IS NOT NULL)
             RETURNING id`,
            [user.id],
          )
    // Another request made or migrated the wallet in between.
    if (!updated.rows.length) throw apiError('WALLET_EXISTS')
    await insertEnrolment(ctx, tx, {
      userId: user.id,
      deviceId: auth.deviceId,
      enrolment: input.enrolment,
      userAgent,
    })
  })
  const fresh = await findUserById(ctx.db, user.id)
  if (!fresh) throw apiError('UNAUTHORIZED')
  return walletStatusOf(ctx.db, fresh, auth.deviceId)
}
