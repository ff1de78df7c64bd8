/**
 * The console's e-mail sign-in: a 6-digit code, valid 10 minutes, 5 tries, one mail per address
 * per 30 s (the same cooldown as the wallet's e-mail login). Only the code's hash is stored, and
 * a code is used once.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import { EMAIL_LOGIN_COOLDOWN_MS } from '@portico/shared'
import type { Queryable } from '../db/database.ts'

export const LOGIN_CODE_TTL_MS = 10 * 60_000
export const LOGIN_CODE_MAX_ATTEMPTS = 5

const hashCode = (email: string, code: string) =>
  createHash('sha256').update(`${email}\n${code}`).digest()

/**
 * A new code for `email`, or the seconds left to wait when one was sent less than the cooldown
 * ago. The claim is one statement, so two requests at once send one mail.
 */
export async function createLoginCode(
  db: Queryable,
  email: string,
  now: number,
): Promise<{ code: string } | { waitSeconds: number }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const { rows } = await db.query(
    `INSERT INTO console_login_codes (email, code_hash, attempts, sent_at, expires_at)
     VALUES ($1, $2, 0, $3, $4)
     ON CONFLICT (email) DO UPDATE SET code_hash = EXCLUDED.code_hash, attempts = 0,
       sent_at = EXCLUDED.sent_at, expires_at = EXCLUDED.expires_at
     WHERE console_login_codes.sent_at <= $5
     RETURNING 1`,
    [
      email,
      hashCode(email, code).toString('hex'),
      new Date(now).toISOString(),
      new Date(now + LOGIN_CODE_TTL_MS).toISOString(),
      new Date(now - EMAIL_LOGIN_COOLDOWN_MS).toISOString(),
    ],
  )
  if (rows.length) return { code }
  const { rows: sent } = await db.query<{ sent_at: string | Date }>(
    'SELECT sent_at FROM console_login_codes WHERE email = $1',
    [email],
  )
  const sentAt = sent[0] ? new Date(sent[0].sent_at).getTime() : now
  return { waitSeconds: Math.max(1, Math.ceil((sentAt + EMAIL_LOGIN_COOLDOWN_MS - now) / 1000)) }
}

/** True once for the right, live code; every try counts, and the code is gone after success. */
export async function verifyLoginCode(
  db: Queryable,
  email: string,
  code: string,
  now: number,
): Promise<boolean> {
  const { rows } = await db.query<{ code_hash: string }>(
    `UPDATE console_login_codes SET attempts = attempts + 1
     WHERE email = $1 AND expires_at > $2 AND attempts < $3
     RETURNING code_hash`,
    [email, new Date(now).toISOString(), LOGIN_CODE_MAX_ATTEMPTS],
  )
  const stored = rows[0]
  if (!stored) return false
  const ok = timingSafeEqual(Buffer.from(stored.code_hash, 'hex'), hashCode(email, code))
  if (!ok) return false
  const { rows: used } = await db.query(
    'DELETE FROM console_login_codes WHERE email = $1 AND code_hash = $2 RETURNING 1',
    [email, stored.code_hash],
  )
  return used.length === 1
}
