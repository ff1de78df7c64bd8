/**
 * POST /api/email/connect: the start of an e-mail login. A device not yet approved for the
 * e-mail gets an approval link by mail (VERIFY_DEVICE); an approved one gets a login code
 * (VERIFY_OTP). At most one such mail per address every 30 s.
 */
import type { FrameContext } from '../context/frameContext.ts'
import { isDeviceApproved, requestDeviceApproval } from '../device/deviceApprovals.ts'
import { apiError } from '../http/apiErrors.ts'
import type { FrameLocale } from '../i18n/serverI18n.ts'
import { loginCodeMail } from '../mail/mailTexts.ts'
import { issueOtp } from '../otp/oneTimeCodes.ts'
import { assertOriginAllowed } from './assertOriginAllowed.ts'
import { claimEmailCooldown } from './claimEmailCooldown.ts'

export interface ConnectEmailInput {
  projectId: string
  email: string
  origin: string
  /** The language of the mail and of the approval page it links to. */
  locale?: FrameLocale
}

export type ConnectEmailAction = 'VERIFY_DEVICE' | 'VERIFY_OTP'

export async function connectEmail(
  ctx: FrameContext,
  input: ConnectEmailInput,
  deviceId: string,
  userAgent?: string,
): Promise<{ action: ConnectEmailAction }> {
  await assertOriginAllowed(ctx, input.projectId, input.origin)
  const release = await claimEmailCooldown(ctx, 'login', input.email)
  const approved = await isDeviceApproved(ctx.db, input.email, deviceId)
  try {
    if (approved) {
      await sendLoginCode(ctx, input.email, deviceId, input.locale)
      return { action: 'VERIFY_OTP' }
    }
    await requestDeviceApproval(ctx, input.email, deviceId, {
      projectId: input.projectId,
      origin: input.origin,
      userAgent,
      locale: input.locale,
    })
    return { action: 'VERIFY_DEVICE' }
  } catch (cause) {
    await release()
    throw apiError('EMAIL_NOT_SENT', { cause })
  }
}

export function sendLoginCode(
  ctx: FrameContext,
  email: string,
  deviceId: string,
  locale?: FrameLocale,
): Promise<void> {
  return issueOtp(ctx, {
    purpose: 'login',
    subject: email,
    deviceId,
    sentTo: email,
    mail: (code) => loginCodeMail(email, code, locale),
  })
}
