/**
 * POST /api/wallet/enrolments: a new browser, having recovered the secret, stores its own split
 * (state `notEnrolled` only). Both keys sign the enrolment id, checked against the wallet's
 * addresses, so only a holder of the keys can add a device.
 */
import type { z } from 'zod'
import type { FrameContext } from '../context/frameContext.ts'
import { apiError } from '../http/apiErrors.ts'
import type { AuthenticatedSession } from '../session/authenticateSession.ts'
import { verifyEnrolmentSignatures } from './verifyEnrolmentSignatures.ts'
import { insertEnrolment } from './walletEnrolments.ts'
import type { enrolDeviceInput } from './walletSchemas.ts'
import { deviceWalletState, type WalletStatus, walletStatusOf } from './walletStatus.ts'

export async function enrolDevice(
  ctx: FrameContext,
  auth: AuthenticatedSession,
  input: z.output<typeof enrolDeviceInput>,
  userAgent: string | undefined,
): Promise<WalletStatus> {
  const { user } = auth
  const state = await deviceWalletState(ctx.db, auth)
  if (state !== 'notEnrolled' || !user.evm_address || !user.solana_address)
    throw apiError('WALLET_STATE')
  await verifyEnrolmentSignatures({
    enrolmentId: input.enrolment.id,
    evmAddress: user.evm_address,
    solanaAddress: user.solana_address,
    signatures: input.signatures,
  })
  await insertEnrolment(ctx, ctx.db, {
    userId: user.id,
    deviceId: auth.deviceId,
    enrolment: input.enrolment,
    userAgent,
  })
  return walletStatusOf(ctx.db, user, auth.deviceId)
}
