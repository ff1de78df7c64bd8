/**
 * The Farcaster logins in progress, one per device (a new one replaces the last): the relay
 * channel, our nonce, the host that asked, and once the signed message is verified, the fid and
 * its username. In the frame's database, so any instance can finish a login another began.
 */
import type { Queryable } from '../db/openFrameDatabase.ts'

export interface FarcasterLogin {
  channelToken: string
  nonce: string
  projectId: string
  origin: string
  expiresAt: number
  verified?: { fid: number; username: string | null }
}

interface Row {
  channel_token: string
  nonce: string
  project_id: string
  origin: string
  expires_at: Date | string
  fid: string | number | null
  username: string | null
}

const toLogin = (row: Row): FarcasterLogin => ({
  channelToken: row.channel_token,
  nonce: row.nonce,
  projectId: row.project_id,
  origin: row.origin,
  expiresAt: new Date(row.expires_at).getTime(),
  ...(row.fid !== null ? { verified: { fid: Number(row.fid), username: row.username } } : {}),
})

const columns = 'channel_token, nonce, project_id, origin, expires_at, fid, username'

export async function saveFarcasterLogin(
  db: Queryable,
  deviceId: string,
  login: Omit<FarcasterLogin, 'verified'>,
  now: number,
): Promise<void> {
  await db.query(
    `INSERT INTO farcaster_logins (device_id, channel_token, nonce, project_id, origin, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (device_id) DO UPDATE SET channel_token = $2, nonce = $3, project_id = $4,
       origin = $5, created_at = $6, expires_at = $7, fid = NULL, username = NULL, verified_at = NULL`,
    [
      deviceId,
      login.channelToken,
      login.nonce,
      login.projectId,
      login.origin,
      new Date(now),
      new Date(login.expiresAt),
    ],
  )
}

/** The device's live login, or null. */
export async function findFarcasterLogin(
  db: Queryable,
  deviceId: string,
  now: number,
): Promise<FarcasterLogin | null> {
  const { rows } = await db.query<Row>(
    `SELECT ${columns} FROM farcaster_logins WHERE device_id = $1 AND expires_at > $2`,
    [deviceId, new Date(now)],
  )
  return rows[0] ? toLogin(rows[0]) : null
}

/** Records the verified fid, for the channel it was verified on only. */
export async function markFarcasterLoginVerified(
  db: Queryable,
  deviceId: string,
  channelToken: string,
  verified: { fid: number; username: string | null },
  now: number,
): Promise<void> {
  await db.query(
    `UPDATE farcaster_logins SET fid = $3, username = $4, verified_at = $5
     WHERE device_id = $1 AND channel_token = $2`,
    [deviceId, channelToken, verified.fid, verified.username, new Date(now)],
  )
}

/** Takes the device's verified login (used once), or null. */
export async function takeVerifiedFarcasterLogin(
  db: Queryable,
  deviceId: string,
  now: number,
): Promise<FarcasterLogin | null> {
  const { rows } = await db.query<Row>(
    `DELETE FROM farcaster_logins WHERE device_id = $1 AND expires_at > $2 AND fid IS NOT NULL
     RETURNING ${columns}`,
    [deviceId, new Date(now)],
  )
  return rows[0] ? toLogin(rows[0]) : null
}

export async function deleteFarcasterLogin(db: Queryable, deviceId: string): Promise<void> {
  await db.query('DELETE FROM farcaster_logins WHERE device_id = $1', [deviceId])
}
