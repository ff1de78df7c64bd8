/**
 * One-time codes: 6 crypto-random digits, valid 10 minutes, 5 wrong tries and the code is
 * burned, consumed by the first right try. Kept only as an HMAC (keyed from the master key), so
 * the database alone does not give the codes away. A new code for the same purpose, subject and
 * device replaces the previous one. Codes are bound to the device that asked for them.
 */
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto'
import { ONE_MINUTE_MS } from '@portico/shared'
import type { FrameContext } from '../context/frameContext.ts'
import { apiError } from '../http/apiErrors.ts'
import type { OutgoingMail } from '../mail/createMailer.ts'

export const OTP_LIFETIME_MS = 10 * ONE_MINUTE_MS
export const OTP_MAX_ATTEMPTS = 5

/** `export`: the code that releases the auth share for a key export (KEYS.md). */
export type OtpPurpose = 'login' | 'update_primary' | 'update_secondary' | 'export'

export interface OtpKey {
  purpose: OtpPurpose
  /** The e-mail (login) or the user id (e-mail update, export). */
  subject: string
  deviceId: string
}

export interface IssuedOtp extends OtpKey {
  sentTo: string
  /** E-mail update: the address being changed to. */
  newEmail?: string
  mail(code: string): OutgoingMail
}

export interface ConsumedOtp {
  sentTo: string
  newEmail: string | null
}

function hashCode(ctx: FrameContext, id: string, code: string): Buffer {
  return createHmac('sha256', ctx.otpKey).update(`${id}:${code}`).digest()
}

/** Creates a code, stores its hash and mails it. */
export async function issueOtp(ctx: FrameContext, otp: IssuedOtp): Promise<void> {
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0')
  const id = randomUUID()
  const now = ctx.clock()
  await ctx.db.transaction(async (tx) => {
    await tx.query(
      `UPDATE otp_codes SET consumed_at = $4
       WHERE purpose = $1 AND subject = $2 AND device_id = $3 AND consumed_at IS NULL`,
      [otp.purpose, otp.subject, otp.deviceId, new Date(now)],
    )
    await tx.query(
      `INSERT INTO otp_codes
         (id, purpose, subject, device_id, sent_to, new_email, code_hash, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        id,
        otp.purpose,
        otp.subject,
        otp.deviceId,
        otp.sentTo,
        otp.newEmail ?? null,
        hashCode(ctx, id, code).toString('base64url'),
        new Date(now),
        new Date(now + OTP_LIFETIME_MS),
      ],
    )
  })
  await ctx.mailer.send(otp.mail(code))
}

/**
 * Checks `code` against the latest code for `key` and consumes it.
 * @throws 400 `INVALID_OTP` for a wrong code, `OTP_EXPIRED` when there is no live code (none,
 *   older than 10 minutes, used, or burned by 5 wrong tries).
 */
export async function consumeOtp(
  ctx: FrameContext,
  key: OtpKey,
  code: string,
): Promise<ConsumedOtp> {
  const now = new Date(ctx.clock())
  const { rows } = await ctx.db.query<{
    id: string
    code_hash: string
    expires_at: Date
    sent_to: string
    new_email: string | null
  }>(
    `SELECT id, code_hash, expires_at, sent_to, new_email FROM otp_codes
     WHERE purpose = $1 AND subject = $2 AND device_id = $3 AND consumed_at IS NULL
     ORDER BY created_at DESC LIMIT 1`,
    [key.purpose, key.subject, key.deviceId],
  )
  const row = rows[0]
  if (!row || row.expires_at <= now) throw apiError('OTP_EXPIRED')
  // Count the try first, so that parallel guesses cannot exceed the limit.
  const counted = await ctx.db.query(
    `UPDATE otp_codes SET attempts = attempts + 1
     WHERE id = $1 AND attempts < $2 AND consumed_at IS NULL RETURNING attempts`,
    [row.id, OTP_MAX_ATTEMPTS],
  )
  if (!counted.rows.length) throw apiError('OTP_EXPIRED')
  const expected = Buffer.from(row.code_hash, 'base64url')
  const actual = /^\d{6}$/.test(code) ? hashCode(ctx, row.id, code) : Buffer.alloc(expected.length)
  if (!/^\d{6}$/.test(code) || !timingSafeEqual(expected, actual)) throw apiError('INVALID_OTP')
  const consumed = await ctx.db.query(
    'UPDATE otp_codes SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL RETURNING id',
    [row.id, now],
  )
  if (!consumed.rows.length) throw apiError('OTP_EXPIRED')
  return { sentTo: row.sent_to, newEmail: row.new_email }
}
