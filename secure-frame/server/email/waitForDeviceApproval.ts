/**
 * POST /api/email/device-wait: a long poll (up to 25 s) until the approval link for this e-mail
 * and device is opened; then the login code is mailed, once per approval. On timeout the client
 * asks again (408 `DEVICE_NOT_APPROVED`) within its own 30 s budget. The link may be opened on
 * another instance of a shared database, whose waiters this one cannot hear: then the wait also
 * looks in the database every `deviceApprovalPollMs`.
 */
import type { FrameContext } from '../context/frameContext.ts'
import { claimCodeAfterApproval, isDeviceApproved } from '../device/deviceApprovals.ts'
import { apiError } from '../http/apiErrors.ts'
import type { FrameLocale } from '../i18n/serverI18n.ts'
import { sendLoginCode } from './connectEmail.ts'

export async function waitForDeviceApproval(
  ctx: FrameContext,
  { email, locale }: { email: string; locale?: FrameLocale },
  deviceId: string,
  signal: AbortSignal,
): Promise<{ approved: true }> {
  // Wait first, then look: an approval between the two is not missed.
  const wait = ctx.deviceWaiters.wait(email, deviceId, ctx.deviceWaitTimeoutMs, signal)
  try {
    if (!(await isDeviceApproved(ctx.db, email, deviceId))) {
      const waits = [wait.promise]
      if (ctx.deviceApprovalPollMs > 0) waits.push(approvedElsewhere(ctx, email, deviceId, wait))
      if (!(await Promise.race(waits))) throw apiError('DEVICE_NOT_APPROVED')
    }
  } finally {
    wait.cancel()
  }
  if (await claimCodeAfterApproval(ctx, email, deviceId)) {
    try {
      await sendLoginCode(ctx, email, deviceId, locale)
    } catch (cause) {
      throw apiError('EMAIL_NOT_SENT', { cause })
    }
  }
  return { approved: true }
}

/** Looks in the database until it finds the approval (true) or the wait has ended (false). */
async function approvedElsewhere(
  ctx: FrameContext,
  email: string,
  deviceId: string,
  wait: { promise: Promise<boolean> },
): Promise<boolean> {
  let ended = false
  let wake = () => {}
  void wait.promise.then(() => {
    ended = true
    wake()
  })
  while (!ended) {
    await new Promise<void>((resolve) => {
      wake = resolve
      setTimeout(resolve, ctx.deviceApprovalPollMs).unref()
    })
    if (ended) return false
    if (await isDeviceApproved(ctx.db, email, deviceId)) return true
  }
  return false
}
