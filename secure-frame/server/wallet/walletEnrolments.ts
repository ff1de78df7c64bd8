/**
 * The `wallet_enrolments` rows: one per device that can sign (KEYS.md). The auth share is kept
 * AES-256-GCM-encrypted under the master key with `auth:<userId>:<enrolmentId>` as associated
 * data, so a share moved to another row or user does not open; the recovery share is stored as
 * the worker sent it (ciphertext under the recovery key, which this server never sees).
 */
import type { z } from 'zod'
import type { FrameContext } from '../context/frameContext.ts'
import type { Queryable } from '../db/openFrameDatabase.ts'
import { apiError } from '../http/apiErrors.ts'
import { decryptPrivateKey, encryptPrivateKey } from '../keys/encryptPrivateKey.ts'
import type { enrolmentInput } from './walletSchemas.ts'

export const authShareAad = (userId: string, enrolmentId: string) => `auth:${userId}:${enrolmentId}`

export interface EnrolmentRow {
  id: string
  user_id: string
  device_id: string
  auth_share: string
  recovery_share: string
  user_agent: string | null
  created_at: Date
  last_used_at: Date
}

/**
 * Stores a new enrolment for this device. A taken id, or a device already enrolled (a race), is
 * 409 `WALLET_STATE`; inside a transaction that undoes the rest of it too.
 */
export async function insertEnrolment(
  ctx: FrameContext,
  db: Queryable,
  input: {
    userId: string
    deviceId: string
    enrolment: z.output<typeof enrolmentInput>
    userAgent: string | undefined
  },
): Promise<void> {
  const { userId, deviceId, enrolment } = input
  const share = Buffer.from(enrolment.authShare, 'base64url')
  const now = new Date(ctx.clock())
  const inserted = await db.query(
    `INSERT INTO wallet_enrolments
       (id, user_id, device_id, auth_share, recovery_share, user_agent, created_at, last_used_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
     ON CONFLICT DO NOTHING RETURNING id`,
    [
      enrolment.id,
      userId,
      deviceId,
      encryptPrivateKey(ctx.masterKey, share, authShareAad(userId, enrolment.id)),
      enrolment.recoveryShare,
      input.userAgent?.slice(0, 512) ?? null,
      now,
    ],
  )
  share.fill(0)
  if (!inserted.rows.length) throw apiError('WALLET_STATE')
}

export async function findDeviceEnrolment(
  db: Queryable,
  userId: string,
  deviceId: string,
): Promise<EnrolmentRow | null> {
  const { rows } = await db.query<EnrolmentRow>(
    'SELECT * FROM wallet_enrolments WHERE user_id = $1 AND device_id = $2',
    [userId, deviceId],
  )
  return rows[0] ?? null
}

/** The enrolment used or made last: the one a new browser recovers from. */
export async function findNewestEnrolment(
  db: Queryable,
  userId: string,
): Promise<EnrolmentRow | null> {
  const { rows } = await db.query<EnrolmentRow>(
    `SELECT * FROM wallet_enrolments WHERE user_id = $1
     ORDER BY last_used_at DESC, created_at DESC, id LIMIT 1`,
    [userId],
  )
  return rows[0] ?? null
}

/** The auth share of `row`, base64url, decrypted under the master key. */
export function openAuthShare(ctx: FrameContext, row: EnrolmentRow): string {
  const share = decryptPrivateKey(ctx.masterKey, row.auth_share, authShareAad(row.user_id, row.id))
  try {
    return share.toString('base64url')
  } finally {
    share.fill(0)
  }
}

export async function touchEnrolment(ctx: FrameContext, enrolmentId: string): Promise<void> {
  await ctx.db.query('UPDATE wallet_enrolments SET last_used_at = $2 WHERE id = $1', [
    enrolmentId,
    new Date(ctx.clock()),
  ])
}
