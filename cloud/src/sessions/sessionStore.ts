/**
 * Smart-account permission sessions (SPEC §1 "manages smart-account sessions"): what a smart
 * account allowed a dapp's session key to do, identified by its permissions context id (pci).
 * Kept per project; a revoked session stays listed with the time it was revoked. A write tells
 * the cached lists of that account (cache/databaseChanges.ts) once it is done.
 */
import { randomBytes } from 'node:crypto'
import { changeTags, publishChanges } from '../cache/databaseChanges.ts'
import type { Queryable } from '../db/database.ts'

export interface SmartSession {
  pci: string
  address: string
  /** CAIP-2. */
  chainId: string
  signer: unknown
  permissions: unknown[]
  policies: unknown[]
  /** Unix seconds. */
  expiry: number
  createdAt: number
  revokedAt: number | null
}

export interface NewSession {
  /** The pci the wallet chose (the on-chain session's id); a new random one when absent. */
  pci?: string
  projectId: string
  address: string
  chainId: string
  signer?: unknown
  permissions: unknown[]
  policies: unknown[]
  expiry: number
}

const columns = `pci, address, chain_id AS "chainId", signer, permissions, policies,
  floor(extract(epoch FROM expiry))::float8 AS expiry,
  floor(extract(epoch FROM created_at))::float8 AS "createdAt",
  floor(extract(epoch FROM revoked_at))::float8 AS "revokedAt"`

/** A new permissions context id: 32 random bytes, hex. */
export function newPci(): string {
  return `0x${randomBytes(32).toString('hex')}`
}

/** Stores the session; null when its pci is already taken (nothing is written then). */
export async function createSession(
  db: Queryable,
  session: NewSession,
): Promise<SmartSession | null> {
  const { rows } = await db.query<SmartSession>(
    `INSERT INTO smart_sessions (pci, project_id, address, chain_id, signer, permissions,
       policies, expiry)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7::jsonb, to_timestamp($8))
     ON CONFLICT (pci) DO NOTHING
     RETURNING ${columns}`,
    [
      session.pci ?? newPci(),
      session.projectId,
      session.address,
      session.chainId,
      JSON.stringify(session.signer ?? null),
      JSON.stringify(session.permissions),
      JSON.stringify(session.policies),
      session.expiry,
    ],
  )
  const row = rows[0]
  if (!row) return null
  publishChanges(db, [changeTags.sessions(session.projectId, session.address)])
  return row
}

export async function listSessions(
  db: Queryable,
  projectId: string,
  address: string,
): Promise<SmartSession[]> {
  const { rows } = await db.query<SmartSession>(
    `SELECT ${columns} FROM smart_sessions
     WHERE project_id = $1 AND lower(address) = lower($2) ORDER BY created_at, pci`,
    [projectId, address],
  )
  return rows
}

/**
 * Marks the session revoked (keeping the first revocation time); null when the project has no
 * such session for that address.
 */
export async function revokeSession(
  db: Queryable,
  projectId: string,
  address: string,
  pci: string,
): Promise<SmartSession | null> {
  const { rows } = await db.query<SmartSession>(
    `UPDATE smart_sessions SET revoked_at = coalesce(revoked_at, now())
     WHERE project_id = $1 AND lower(address) = lower($2) AND pci = $3
     RETURNING ${columns}`,
    [projectId, address, pci],
  )
  publishChanges(db, [changeTags.sessions(projectId, address)])
  return rows[0] ?? null
}
