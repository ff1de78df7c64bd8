/**
 * The console's purge on both databases: expired sign-in codes and sessions go, live ones and
 * API tokens stay, and the developer signs in as before with what is left.
 */
import { expect, it } from 'vitest'
import { describeOnBothDatabases } from '../testing/describeOnBothDatabases.ts'
import { findCredentialOwner, issueCredential } from './consoleCredentials.ts'
import { createLoginCode, LOGIN_CODE_TTL_MS } from './consoleLoginCodes.ts'
import { ensureDeveloper } from './developers.ts'
import { startConsolePurge } from './startConsolePurge.ts'

const DAY = 86_400_000

describeOnBothDatabases('console purge', (database) => {
  it('deletes expired codes and sessions, keeping live ones and tokens', async () => {
    const db = database().db
    const now = Date.now()
    const dev = await ensureDeveloper(db, 'purge@dev.test')
    const oldSession = await issueCredential(db, dev.developerId, 'session', 'old', now - 8 * DAY)
    const liveSession = await issueCredential(db, dev.developerId, 'session', 'live', now - DAY)
    const oldToken = await issueCredential(db, dev.developerId, 'token', 'ci', now - 400 * DAY)
    await createLoginCode(db, 'stale@dev.test', now - LOGIN_CODE_TTL_MS - 1000)
    await createLoginCode(db, 'fresh@dev.test', now)

    const logged: object[] = []
    const purge = startConsolePurge({
      db,
      now: () => now,
      log: { info: (fields) => logged.push(fields), warn: () => {} },
    })
    await purge.stop()

    expect(logged).toEqual([{ loginCodes: 1, sessions: 1 }])
    const { rows: codes } = await db.query<{ email: string }>(
      'SELECT email FROM console_login_codes ORDER BY email',
    )
    expect(codes.map((c) => c.email)).toEqual(['fresh@dev.test'])
    expect(await findCredentialOwner(db, liveSession, 'session', now)).toEqual(dev)
    expect(await findCredentialOwner(db, oldToken, 'token', now)).toEqual(dev)
    const { rows } = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM console_credentials WHERE name = 'old'",
    )
    expect(rows[0]?.n).toBe(0)
    expect(await findCredentialOwner(db, oldSession, 'session', now)).toBeNull()
  })
})
