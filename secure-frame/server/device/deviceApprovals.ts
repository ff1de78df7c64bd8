/**
 * Device approval: a device (key thumbprint) logs in to an e-mail only after the owner opened
 * the link mailed for it. The link's token is random (256 bits), lives 10 minutes, works once
 * and is kept only as its SHA-256. Approval is recorded on the server, keyed by e-mail + device.
 */
import { randomBytes } from 'node:crypto'
import { ONE_MINUTE_MS } from '@portico/shared'
import type { FrameContext } from '../context/frameContext.ts'
import type { Queryable } from '../db/openFrameDatabase.ts'
import type { FrameLocale } from '../i18n/serverI18n.ts'
import { deviceApprovalMail } from '../mail/mailTexts.ts'
import { sha256Base64url } from '../proof/sha256Base64url.ts'

export const DEVICE_APPROVAL_LIFETIME_MS = 10 * ONE_MINUTE_MS
export const DEVICE_APPROVAL_PATH = '/device/approve'

export async function isDeviceApproved(
  db: Queryable,
  email: string,
  deviceId: string,
): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM approved_devices WHERE email = $1 AND device_id = $2',
    [email, deviceId],
  )
  return rows.length > 0
}

export async function recordApprovedDevice(
  db: Queryable,
  email: string,
  deviceId: string,
  now: number,
): Promise<void> {
  await db.query(
    `INSERT INTO approved_devices (email, device_id, approved_at) VALUES ($1, $2, $3)
     ON CONFLICT (email, device_id) DO NOTHING`,
    [email, deviceId, new Date(now)],
  )
}

/** Where a login came from, kept with its approval so the approval page can show it. */
export interface ApprovalRequester {
  projectId: string
  /** The host page's origin (checked against the project's allowlist). */
  origin: string
  /** The asking browser's User-Agent header, if it sent one. */
  userAgent: string | undefined
  /** The language of the mail; its link opens the approval page in the same one. */
  locale?: FrameLocale
}

/** The longest User-Agent kept; the page shows a summary of it. */
const USER_AGENT_MAX = 512

/** Creates an approval token for this e-mail and device and mails its link. */
export async function requestDeviceApproval(
  ctx: FrameContext,
  email: string,
  deviceId: string,
  requester: ApprovalRequester,
): Promise<void> {
  const token = randomBytes(32).toString('base64url')
  const now = ctx.clock()
  await ctx.db.query(
    `INSERT INTO device_approvals
       (token_hash, email, device_id, created_at, expires_at, project_id, origin, user_agent)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      sha256Base64url(token),
      email,
      deviceId,
      new Date(now),
      new Date(now + DEVICE_APPROVAL_LIFETIME_MS),
      requester.projectId,
      requester.origin,
      requester.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    ],
  )
  const lang = requester.locale ? `&lang=${requester.locale}` : ''
  const link = `${ctx.publicOrigin()}${DEVICE_APPROVAL_PATH}?token=${token}${lang}`
  await ctx.mailer.send(deviceApprovalMail(email, link, requester.locale))
}

/**
 * What an unused, unexpired approval token is for (opening the link shows this and asks for a
 * click; it approves nothing), or null.
 */
export interface PendingApproval {
  email: string
  requestedAt: Date
  expiresAt: Date
  /** Null for approvals asked before these were kept. */
  projectId: string | null
  origin: string | null
  userAgent: string | null
}

export async function findPendingApproval(
  ctx: FrameContext,
  token: string,
): Promise<PendingApproval | null> {
  const { rows } = await ctx.db.query<{
    email: string
    created_at: Date | string
    expires_at: Date | string
    project_id: string | null
    origin: string | null
    user_agent: string | null
  }>(
    `SELECT email, created_at, expires_at, project_id, origin, user_agent FROM device_approvals
     WHERE token_hash = $1 AND approved_at IS NULL AND expires_at > $2`,
    [sha256Base64url(token), new Date(ctx.clock())],
  )
  const row = rows[0]
  if (!row) return null
  return {
    email: row.email,
    requestedAt: new Date(row.created_at),
    expiresAt: new Date(row.expires_at),
    projectId: row.project_id,
    origin: row.origin,
    userAgent: row.user_agent,
  }
}

/** Uses an approval token: the e-mail and device it approved, or null if invalid, expired or used. */
export async function approveDevice(
  ctx: FrameContext,
  token: string,
): Promise<{ email: string; deviceId: string } | null> {
  const now = ctx.clock()
  const approved = await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ email: string; device_id: string }>(
      `UPDATE device_approvals SET approved_at = $2
       WHERE token_hash = $1 AND approved_at IS NULL AND expires_at > $2
       RETURNING email, device_id`,
      [sha256Base64url(token), new Date(now)],
    )
    const row = rows[0]
    if (row) await recordApprovedDevice(tx, row.email, row.device_id, now)
    return row ? { email: row.email, deviceId: row.device_id } : null
  })
  if (approved) ctx.deviceWaiters.notify(approved.email, approved.deviceId)
  return approved
}

/**
 * Claims the right to mail the login code after an approval, once per approval: true for the
 * first caller after the link was opened, false afterwards.
 */
export async function claimCodeAfterApproval(
  ctx: FrameContext,
  email: string,
  deviceId: string,
): Promise<boolean> {
  const { rows } = await ctx.db.query(
    `UPDATE device_approvals SET otp_sent_at = $3
     WHERE token_hash = (
       SELECT token_hash FROM device_approvals
       WHERE email = $1 AND device_id = $2 AND approved_at IS NOT NULL AND otp_sent_at IS NULL
       ORDER BY approved_at DESC LIMIT 1)
     RETURNING 1`,
    [email, deviceId, new Date(ctx.clock())],
  )
  return rows.length > 0
}
