/**
 * POST /api/wallet/auth-share: this device's own auth share, for one signing in the worker. Only
 * the device that enrolled gets it (the session token is bound to its key and every call
 * carries its fresh proof); any other is 403 `WALLET_NOT_ENROLLED`. Marks the enrolment used.
 */
import type { FrameContext } from '../context/frameContext.ts'
import { apiError } from '../http/apiErrors.ts'
import type { AuthenticatedSession } from '../session/authenticateSession.ts'
import { findDeviceEnrolment, openAuthShare, touchEnrolment } from './walletEnrolments.ts'

export interface ReleasedAuthShare {
  enrolmentId: string
  authShare: string
}

export async function releaseAuthShare(
  ctx: FrameContext,
  auth: AuthenticatedSession,
): Promise<ReleasedAuthShare> {
  const enrolment = await findDeviceEnrolment(ctx.db, auth.user.id, auth.deviceId)
  if (!enrolment) throw apiError('WALLET_NOT_ENROLLED')
  const authShare = openAuthShare(ctx, enrolment)
  await touchEnrolment(ctx, enrolment.id)
  return { enrolmentId: enrolment.id, authShare }
}
