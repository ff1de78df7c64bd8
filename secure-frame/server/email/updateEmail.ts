/**
 * Changing a user's e-mail address (UPDATE_EMAIL): a code to the current address proves the
 * owner asks (primary), then a code to the new address proves it is theirs (secondary); only
 * then does the address change. Same code rules as the login.
 *
 * No answer says whether the new address already has an account (that would be an oracle for
 * who uses Portico): the cooldown is claimed before anything is looked up, every step answers
 * the same, and a taken address gets a mail saying it is in use instead of a code, so only its
 * owner learns it. A race lost at the last step fails like an expired code.
 */

import type { FrameContext } from '../context/frameContext.ts'
import { recordApprovedDevice } from '../device/deviceApprovals.ts'
import { apiError } from '../http/apiErrors.ts'
import type { FrameLocale } from '../i18n/serverI18n.ts'
import { emailInUseMail, emailUpdateCodeMail } from '../mail/mailTexts.ts'
import { consumeOtp, issueOtp } from '../otp/oneTimeCodes.ts'
import type { AuthenticatedSession } from '../session/authenticateSession.ts'
import { emailOf, findUserByEmail } from '../users/userRecord.ts'
import { claimEmailCooldown } from './claimEmailCooldown.ts'

async function mailCode(send: () => Promise<void>, release?: () => Promise<void>) {
  try {
    await send()
  } catch (cause) {
    await release?.()
    throw apiError('EMAIL_NOT_SENT', { cause })
  }
}

/** POST /api/email/update: mails a code to the current address. */
export async function startEmailUpdate(
  ctx: FrameContext,
  auth: AuthenticatedSession,
  newEmail: string,
  locale?: FrameLocale,
): Promise<{ action: 'VERIFY_PRIMARY_OTP' }> {
  const current = emailOf(auth.user)
  const release = await claimEmailCooldown(ctx, 'update', current)
  await mailCode(
    () =>
      issueOtp(ctx, {
        purpose: 'update_primary',
        subject: auth.user.id,
        deviceId: auth.deviceId,
        sentTo: current,
        newEmail,
        mail: (code) => emailUpdateCodeMail(current, code, newEmail, locale),
      }),
    release,
  )
  return { action: 'VERIFY_PRIMARY_OTP' }
}

/** POST /api/email/update/primary: checks the current address's code, mails the new one. */
export async function confirmCurrentEmail(
  ctx: FrameContext,
  auth: AuthenticatedSession,
  otp: string,
  locale?: FrameLocale,
): Promise<Record<string, never>> {
  const key = { purpose: 'update_primary', subject: auth.user.id, deviceId: auth.deviceId } as const
  const { newEmail } = await consumeOtp(ctx, key, otp)
  if (!newEmail) throw apiError('OTP_EXPIRED')
  if (await findUserByEmail(ctx.db, newEmail)) {
    await mailCode(() => ctx.mailer.send(emailInUseMail(newEmail, locale)))
    return {}
  }
  await mailCode(() =>
    issueOtp(ctx, {
      purpose: 'update_secondary',
      subject: auth.user.id,
      deviceId: auth.deviceId,
      sentTo: newEmail,
      newEmail,
      mail: (code) => emailUpdateCodeMail(newEmail, code, newEmail, locale),
    }),
  )
  return {}
}

/** POST /api/email/update/secondary: checks the new address's code and changes the address. */
export async function confirmNewEmail(
  ctx: FrameContext,
  auth: AuthenticatedSession,
  otp: string,
): Promise<{ newEmail: string }> {
  const key = {
    purpose: 'update_secondary',
    subject: auth.user.id,
    deviceId: auth.deviceId,
  } as const
  const { newEmail } = await consumeOtp(ctx, key, otp)
  if (!newEmail) throw apiError('OTP_EXPIRED')
  await ctx.db.transaction(async (tx) => {
    const taken = await tx.query('SELECT 1 FROM users WHERE email = $1', [newEmail])
    if (taken.rows.length) throw apiError('OTP_EXPIRED')
    await tx.query('UPDATE users SET email = $2 WHERE id = $1', [auth.user.id, newEmail])
    // The device that proved both addresses stays approved for the new one.
    await recordApprovedDevice(tx, newEmail, auth.deviceId, ctx.clock())
  })
  return { newEmail }
}
