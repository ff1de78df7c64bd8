/**
 * GET /api/wallet/devices and POST /api/wallet/devices/revoke: the user's enrolments as the
 * settings window lists them (browser from the User-Agent seen at enrolment, created, last
 * used), and revoking one: its row goes (its shares are worthless from then on) and that
 * device's sessions of this user end. The current device cannot revoke itself (400
 * `WALLET_DEVICE_CURRENT`). Revoking an enrolment that is not there answers the list as is.
 */

import type { FrameContext } from '../context/frameContext.ts'
import { summarizeUserAgent } from '../device/summarizeUserAgent.ts'
import { apiError } from '../http/apiErrors.ts'
import { type FrameLocale, serverLocale } from '../i18n/serverI18n.ts'
import type { AuthenticatedSession } from '../session/authenticateSession.ts'
import type { EnrolmentRow } from './walletEnrolments.ts'

export interface WalletDevice {
  enrolmentId: string
  current: boolean
  browser: string
  createdAt: string
  lastUsedAt: string
}

export async function listWalletDevices(
  ctx: FrameContext,
  auth: AuthenticatedSession,
  locale?: FrameLocale,
): Promise<{ devices: WalletDevice[] }> {
  const { rows } = await ctx.db.query<
    Pick<EnrolmentRow, 'id' | 'device_id' | 'user_agent' | 'created_at' | 'last_used_at'>
  >(
    `SELECT id, device_id, user_agent, created_at, last_used_at FROM wallet_enrolments
     WHERE user_id = $1 ORDER BY created_at, id`,
    [auth.user.id],
  )
  return {
    devices: rows.map((row) => ({
      enrolmentId: row.id,
      current: row.device_id === auth.deviceId,
      browser: summarizeUserAgent(row.user_agent, serverLocale(locale).t),
      createdAt: new Date(row.created_at).toISOString(),
      lastUsedAt: new Date(row.last_used_at).toISOString(),
    })),
  }
}

export async function revokeWalletDevice(
  ctx: FrameContext,
  auth: AuthenticatedSession,
  enrolmentId: string,
  locale?: FrameLocale,
): Promise<{ devices: WalletDevice[] }> {
  await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ device_id: string }>(
      'SELECT device_id FROM wallet_enrolments WHERE id = $1 AND user_id = $2 FOR UPDATE',
      [enrolmentId, auth.user.id],
    )
    const row = rows[0]
    if (!row) return
    if (row.device_id === auth.deviceId) throw apiError('WALLET_DEVICE_CURRENT')
    await tx.query('DELETE FROM wallet_enrolments WHERE id = $1', [enrolmentId])
    await tx.query(
      `UPDATE sessions SET revoked_at = $3
       WHERE user_id = $1 AND device_id = $2 AND revoked_at IS NULL`,
      [auth.user.id, row.device_id, new Date(ctx.clock())],
    )
  })
  return listWalletDevices(ctx, auth, locale)
}
