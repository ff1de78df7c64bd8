/**
 * What a developer signs in with: a console session (a cookie, 7 days) or an API token for the
 * CLI and CI (no expiry, revocable). Either is 32 random bytes shown once; only its SHA-256 is
 * stored, so a copy of the database signs nobody in.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Queryable } from '../db/database.ts'
import type { Developer } from './developers.ts'

export type CredentialKind = 'session' | 'token'

export const CONSOLE_SESSION_TTL_MS = 7 * 86_400_000
/** Tokens start with this, so a leaked one is recognisable in a secret scanner. */
export const TOKEN_PREFIX = 'pct_'

export const hashCredential = (secret: string): string =>
  createHash('sha256').update(secret).digest('hex')

export async function issueCredential(
  db: Queryable,
  developerId: string,
  kind: CredentialKind,
  name: string,
  now: number,
): Promise<string> {
  const secret = `${kind === 'token' ? TOKEN_PREFIX : ''}${randomBytes(32).toString('base64url')}`
  const expiresAt = kind === 'session' ? new Date(now + CONSOLE_SESSION_TTL_MS).toISOString() : null
  await db.query(
    `INSERT INTO console_credentials (credential_hash, developer_id, kind, name, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [hashCredential(secret), developerId, kind, name, expiresAt],
  )
  return secret
}

/** The developer a live credential of this kind belongs to, or null. */
export async function findCredentialOwner(
  db: Queryable,
  secret: string,
  kind: CredentialKind,
  now: number,
): Promise<Developer | null> {
  const { rows } = await db.query<{ developer_id: string; email: string }>(
    `SELECT d.developer_id, d.email FROM console_credentials c
     JOIN developers d ON d.developer_id = c.developer_id
     WHERE c.credential_hash = $1 AND c.kind = $2 AND (c.expires_at IS NULL OR c.expires_at > $3)`,
    [hashCredential(secret), kind, new Date(now).toISOString()],
  )
  const row = rows[0]
  return row ? { developerId: row.developer_id, email: row.email } : null
}

export async function revokeCredential(db: Queryable, secret: string): Promise<void> {
  await db.query('DELETE FROM console_credentials WHERE credential_hash = $1', [
    hashCredential(secret),
  ])
}

export interface TokenInfo {
  id: string
  name: string
  createdAt: string
}

/** A developer's API tokens (their hash prefix as id; never the secret). */
export async function listTokens(db: Queryable, developerId: string): Promise<TokenInfo[]> {
  const { rows } = await db.query<{ id: string; name: string; created_at: string | Date }>(
    `SELECT substr(credential_hash, 1, 16) AS id, name, created_at FROM console_credentials
     WHERE developer_id = $1 AND kind = 'token' ORDER BY created_at DESC`,
    [developerId],
  )
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    createdAt: new Date(r.created_at).toISOString(),
  }))
}

export async function revokeToken(
  db: Queryable,
  developerId: string,
  id: string,
): Promise<boolean> {
  const { rows } = await db.query(
    `DELETE FROM console_credentials WHERE developer_id = $1 AND kind = 'token'
       AND substr(credential_hash, 1, 16) = $2 RETURNING 1`,
    [developerId, id],
  )
  return rows.length > 0
}
