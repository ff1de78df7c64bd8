/**
 * SIWX nonces and sessions (SPEC §1 "optionally requires a sign-in-with-wallet message"):
 * a nonce is crypto-random, bound to one project, valid a few minutes and used at most once;
 * a session is an opaque bearer token (32 random bytes, base64url) of which only the SHA-256
 * is stored. Opaque rather than a signed JWT: revoking it (disconnect) takes effect on the next
 * read, and the cloud holds no signing key to rotate or leak.
 */
import { createHash, randomBytes } from 'node:crypto'
import { base58 } from '@scure/base'
import type { Queryable } from '../db/database.ts'

/** How long a nonce may wait for its signature. */
export const SIWX_NONCE_TTL_S = 5 * 60
/** A session's longest life, whatever the message's expiration time says. */
export const SIWX_SESSION_MAX_S = 7 * 24 * 60 * 60

export interface SiwxSessionRecord {
  address: string
  /** CAIP-2. */
  chainId: string
  /** Unix seconds. */
  issuedAt: number
  expiresAt: number
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** A new nonce of 22 base58 characters (128 bits), stored for `projectId`. */
export async function createSiwxNonce(
  db: Queryable,
  projectId: string,
  nowMs: number,
): Promise<{ nonce: string; expiresAt: number }> {
  const nonce = base58.encode(randomBytes(16)).padStart(22, '1')
  const expiresAt = Math.floor(nowMs / 1000) + SIWX_NONCE_TTL_S
  await db.query(`DELETE FROM siwx_nonces WHERE expires_at < to_timestamp($1)`, [
    Math.floor(nowMs / 1000),
  ])
  await db.query(
    `INSERT INTO siwx_nonces (nonce, project_id, expires_at) VALUES ($1, $2, to_timestamp($3))`,
    [nonce, projectId, expiresAt],
  )
  return { nonce, expiresAt }
}

/** Uses up `nonce`: true once, for its project and before it expires; false ever after. */
export async function consumeSiwxNonce(
  db: Queryable,
  projectId: string,
  nonce: string,
  nowMs: number,
): Promise<boolean> {
  const { rows } = await db.query<{ nonce: string }>(
    `DELETE FROM siwx_nonces WHERE nonce = $1 AND project_id = $2 AND expires_at >= to_timestamp($3)
     RETURNING nonce`,
    [nonce, projectId, Math.floor(nowMs / 1000)],
  )
  return rows.length === 1
}

export async function createSiwxSession(
  db: Queryable,
  session: SiwxSessionRecord & { projectId: string; message: string; signature: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db.query(
    `INSERT INTO siwx_sessions (token_hash, project_id, address, chain_id, message, signature,
       issued_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, to_timestamp($7), to_timestamp($8))`,
    [
      hashToken(token),
      session.projectId,
      session.address,
      session.chainId,
      session.message,
      session.signature,
      session.issuedAt,
      session.expiresAt,
    ],
  )
  return token
}

/** The live session of `token` in `projectId`, or null (unknown, revoked or expired). */
export async function readSiwxSession(
  db: Queryable,
  projectId: string,
  token: string,
  nowMs: number,
): Promise<SiwxSessionRecord | null> {
  const { rows } = await db.query<SiwxSessionRecord>(
    `SELECT address, chain_id AS "chainId",
       floor(extract(epoch FROM issued_at))::float8 AS "issuedAt",
       floor(extract(epoch FROM expires_at))::float8 AS "expiresAt"
     FROM siwx_sessions
     WHERE token_hash = $1 AND project_id = $2 AND revoked_at IS NULL
       AND expires_at > to_timestamp($3)`,
    [hashToken(token), projectId, nowMs / 1000],
  )
  return rows[0] ?? null
}

/** Ends the session of `token`; false when there was no live one. */
export async function revokeSiwxSession(
  db: Queryable,
  projectId: string,
  token: string,
): Promise<boolean> {
  const { rows } = await db.query<{ token_hash: string }>(
    `UPDATE siwx_sessions SET revoked_at = now()
     WHERE token_hash = $1 AND project_id = $2 AND revoked_at IS NULL RETURNING token_hash`,
    [hashToken(token), projectId],
  )
  return rows.length === 1
}
