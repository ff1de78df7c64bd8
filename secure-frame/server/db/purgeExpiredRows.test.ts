import { beforeAll, expect, it } from 'vitest'
import { describeOnBothFrameDatabases } from '../testing/frameTestPostgres.ts'
import type { FrameDatabase } from './openFrameDatabase.ts'
import { PURGE_GRACE_MS, purgeExpiredRows } from './purgeExpiredRows.ts'

const NOW = Date.UTC(2026, 10, 23, 12)
const at = (offsetMs: number) => new Date(NOW + offsetMs)
const HOUR = 3_600_000

describeOnBothFrameDatabases('purgeExpiredRows', (database) => {
  let db: FrameDatabase
  beforeAll(async () => {
    db = database()
    await db.query(`INSERT INTO users VALUES ('u1', 'a@example.com', '0x0', 'k', 's', 'k', $1)`, [
      at(-10 * HOUR),
    ])
    await db.query(`INSERT INTO approved_devices VALUES ('a@example.com', 'd1', $1)`, [
      at(-10 * HOUR),
    ])
    const approval = `INSERT INTO device_approvals (token_hash, email, device_id, created_at, expires_at)
      VALUES ($1, 'a@example.com', 'd1', $2, $2)`
    await db.query(approval, ['long-gone', at(-PURGE_GRACE_MS - 1)])
    await db.query(approval, ['just-ended', at(-PURGE_GRACE_MS + 60_000)])
    await db.query(approval, ['live', at(5 * 60_000)])
    const otp = `INSERT INTO otp_codes (id, purpose, subject, device_id, sent_to, code_hash, created_at, expires_at)
      VALUES ($1, 'login', 'a@example.com', 'd1', 'a@example.com', 'h', $2, $2)`
    await db.query(otp, ['old-code', at(-2 * HOUR)])
    await db.query(otp, ['new-code', at(5 * 60_000)])
    const cooldown = `INSERT INTO email_cooldowns VALUES ($1, 'a@example.com', $2)`
    await db.query(cooldown, ['login', at(-2 * HOUR)])
    await db.query(cooldown, ['update', at(-10_000)])
    const session = `INSERT INTO sessions VALUES ($1, 'u1', 'd1', 'http://localhost', 'p', 1, $2, $3, $4)`
    await db.query(session, ['expired', at(-9 * HOUR), at(-2 * HOUR), null])
    await db.query(session, ['revoked', at(-9 * HOUR), at(HOUR), at(-2 * HOUR)])
    await db.query(session, ['just-revoked', at(-9 * HOUR), at(HOUR), at(-60_000)])
    await db.query(session, ['live', at(-9 * HOUR), at(HOUR), null])
    const farcaster = `INSERT INTO farcaster_logins (device_id, channel_token, nonce, project_id, origin, created_at, expires_at)
      VALUES ($1, 't', 'n', 'p', 'http://localhost', $2, $2)`
    await db.query(farcaster, ['old-login', at(-2 * HOUR)])
    await db.query(farcaster, ['new-login', at(5 * 60_000)])
  }, 60_000)

  const ids = async (sql: string) =>
    (await db.query<{ id: string }>(sql)).rows.map((r) => r.id).sort()

  it('deletes what ended over an hour ago and keeps the rest, users and approved devices too', async () => {
    expect(await purgeExpiredRows(db, NOW)).toEqual({
      deviceApprovals: 1,
      otpCodes: 1,
      emailCooldowns: 1,
      sessions: 2,
      farcasterLogins: 1,
      socialLogins: 0,
    })
    expect(await ids('SELECT token_hash AS id FROM device_approvals')).toEqual([
      'just-ended',
      'live',
    ])
    expect(await ids('SELECT id FROM otp_codes')).toEqual(['new-code'])
    expect(await ids('SELECT kind AS id FROM email_cooldowns')).toEqual(['update'])
    expect(await ids('SELECT id FROM sessions')).toEqual(['just-revoked', 'live'])
    expect(await ids('SELECT device_id AS id FROM farcaster_logins')).toEqual(['new-login'])
    expect(await ids('SELECT id FROM users')).toEqual(['u1'])
    expect(await ids('SELECT device_id AS id FROM approved_devices')).toEqual(['d1'])
    // Run again: nothing more to do.
    expect(Object.values(await purgeExpiredRows(db, NOW))).toEqual([0, 0, 0, 0, 0, 0])
  })
})
