/**
 * POST /api/wallet: the worker's new wallet (state `none`), or the re-split of a legacy one
 * (state `legacy`: the addresses must be the stored ones, and the whole keys are deleted in the
 * same transaction that stores the first enrolment). Both keys sign the enrolment id first.
 * A first login can carry the new wallet in POST /api/email/verify-otp instead (makeLoginWallet):
 * the same checks and rows, one round trip fewer.
 */

import { getAddress } from 'viem'
import type { z } from 'zod'
import type { FrameContext } from '../context/frameContext.ts'
import { apiError, FrameApiError } from '../http/apiErrors.ts'
import type { AuthenticatedSession } from '../session/authenticateSession.ts'
import { findUserById, type UserRecord } from '../users/userRecord.ts'
import { verifyEnrolmentSignatures } from './verifyEnrolmentSignatures.ts'
import { insertEnrolment } from './walletEnrolments.ts'
import type { createWalletInput } from './walletSchemas.ts'
import {
  deviceWalletState,
  type WalletState,
  type WalletStatus,
  walletStatusOf,
} from './walletStatus.ts'

/** POST /api/wallet's body: the addresses, this device's enrolment and both keys' signatures. */
export type NewWallet = z.output<typeof createWalletInput>

/** Both keys signed this enrolment: 400 `WALLET_SHARES_INVALID` otherwise. Reads nothing. */
export const verifyNewWallet = (input: NewWallet) =>
  verifyEnrolmentSignatures({
    enrolmentId: input.enrolment.id,
    evmAddress: getAddress(input.evmAddress),
    solanaAddress: input.solanaAddress,
    signatures: input.signatures,
  })

export async function createWallet(
  ctx: FrameContext,
  auth: AuthenticatedSession,
  input: NewWallet,
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
  await verifyNewWallet(input)
  return storeWallet(ctx, { user, deviceId: auth.deviceId, state }, input, userAgent)
}

/**
 * verify-otp's wallet: made when the user has none yet (`none`), its signatures checked by the
 * caller before the code was used. Any other state (a wallet exists, or legacy keys to re-split)
 * leaves the wallet as it is, and so does a race lost to another login: the answer is the status.
 */
export async function makeLoginWallet(
  ctx: FrameContext,
  login: { user: UserRecord; deviceId: string },
  input: NewWallet,
  userAgent: string | undefined,
): Promise<WalletStatus> {
  // The status a login answers anyway: a known user's costs nothing more than without a wallet.
  const status = await walletStatusOf(ctx.db, login.user, login.deviceId)
  if (status.state !== 'none') return status
  try {
    return await storeWallet(ctx, { ...login, state: status.state }, input, userAgent)
  } catch (error) {
    if (!isWalletRace(error)) throw error
  }
  // Another login made the wallet in between: what it made, read again.
  const fresh = await findUserById(ctx.db, login.user.id)
  if (!fresh) throw apiError('UNAUTHORIZED')
  return walletStatusOf(ctx.db, fresh, login.deviceId)
}

const isWalletRace = (error: unknown) =>
  error instanceof FrameApiError &&
  (error.code === 'WALLET_EXISTS' || error.code === 'WALLET_STATE')

/** The wallet's rows, in one transaction; then the device's status. */
async function storeWallet(
  ctx: FrameContext,
  { user, deviceId, state }: { user: UserRecord; deviceId: string; state: WalletState },
  input: NewWallet,
  userAgent: string | undefined,
): Promise<WalletStatus> {
  const evmAddress = getAddress(input.evmAddress)
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
      deviceId,
      enrolment: input.enrolment,
      userAgent,
    })
  })
  const fresh = await findUserById(ctx.db, user.id)
  if (!fresh) throw apiError('UNAUTHORIZED')
  return walletStatusOf(ctx.db, fresh, deviceId)
}
