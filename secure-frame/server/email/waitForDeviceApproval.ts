/**
 * POST /api/email/device-wait: a long poll (up to 25 s) until the approval link for this e-mail
 * and device is opened; then the login code is mailed, once per approval. On timeout the client
 * asks again (408 `DEVICE_NOT_APPROVED`) within its own 30 s budget.
 */
import type { FrameContext } from '../context/frameContext.ts'
import { claimCodeAfterApproval, isDeviceApproved } from '../device/deviceApprovals.ts'
import { apiError } from '../http/apiErrors.ts'
import { sendLoginCode } from './connectEmail.ts'

export async function waitForDeviceApproval(
  ctx: FrameContext,
  email: string,
  deviceId: string,
  signal: AbortSignal,
): Promise<{ approved: true }> {
  // Wait first, then look: an approval between the two is not missed.
  const wait = ctx.deviceWaiters.wait(email, deviceId, ctx.deviceWaitTimeoutMs, signal)
  try {
    if (!(await isDeviceApproved(ctx.db, email, deviceId)) && !(await wait.promise))
      throw apiError('DEVICE_NOT_APPROVED')
  } finally {
    wait.cancel()
  }
  if (await claimCodeAfterApproval(ctx, email, deviceId)) {
    try {
      await sendLoginCode(ctx, email, deviceId)
    } catch (cause) {
      throw apiError('EMAIL_NOT_SENT', { cause })
    }
  }
  return { approved: true }
}
