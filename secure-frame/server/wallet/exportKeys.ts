/**
 * Export (KEYS.md): POST /api/wallet/export/start mails a code (purpose `export`, bound to this
 * device, 30 s cooldown per address like login codes); POST /api/wallet/export/auth-share takes
 * the code, consumes it, and releases this device's auth share once per code. Both for an
 * enrolled device only (the export combines with its device share).
 */

import type { FrameContext } from '../context/frameContext.ts'
import { claimEmailCooldown } from '../email/claimEmailCooldown.ts'
import { apiError } from '../http/apiErrors.ts'
import type { FrameLocale } from '../i18n/serverI18n.ts'
import { exportCodeMail } from '../mail/mailTexts.ts'
import { consumeOtp, issueOtp } from '../otp/oneTimeCodes.ts'
import type { AuthenticatedSession } from '../session/authenticateSession.ts'
import { emailOf } from '../users/userRecord.ts'
import { type ReleasedAuthShare, releaseAuthShare } from './releaseAuthShare.ts'
import { findDeviceEnrolmentId } from './walletStatus.ts'

async function requireEnrolled(ctx: FrameContext, auth: AuthenticatedSession): Promise<void> {
  if (!(await findDeviceEnrolmentId(ctx.db, auth.user.id, auth.deviceId)))
    throw apiError('WALLET_NOT_ENROLLED')
}

export async function startExport(
  ctx: FrameContext,
  auth: AuthenticatedSession,
  locale?: FrameLocale,
): Promise<Record<string, never>> {
  await requireEnrolled(ctx, auth)
  const to = emailOf(auth.user)
  const release = await claimEmailCooldown(ctx, 'export', to)
  try {
    await issueOtp(ctx, {
      purpose: 'export',
      subject: auth.user.id,
      deviceId: auth.deviceId,
      sentTo: to,
      mail: (code) => exportCodeMail(to, code, locale),
    })
  } catch (cause) {
    await release()
    throw apiError('EMAIL_NOT_SENT', { cause })
  }
  return {}
}

export async function releaseExportAuthShare(
  ctx: FrameContext,
  auth: AuthenticatedSession,
  otp: string,
): Promise<ReleasedAuthShare> {
  await requireEnrolled(ctx, auth)
  await consumeOtp(ctx, { purpose: 'export', subject: auth.user.id, deviceId: auth.deviceId }, otp)
  return releaseAuthShare(ctx, auth)
}
