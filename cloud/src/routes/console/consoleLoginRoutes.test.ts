import { findFreePort, type RunningMailCatcher, startMailCatcher } from '@portico/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCloudServer, type RunningCloudServer } from '../../createCloudServer.ts'
import { type Database, openDatabase } from '../../db/openDatabase.ts'
import { loadPgliteSnapshot } from '../../testing/pgliteSnapshot.ts'

describe('console sign-in routes', () => {
  let cloud: RunningCloudServer
  let db: Database
  let mail: RunningMailCatcher
  beforeAll(async () => {
    const host = '127.0.0.1'
    const smtpPort = await findFreePort(host)
    mail = await startMailCatcher({ host, smtpPort, inboxPort: await findFreePort(host) })
    db = await openDatabase({ pgliteSnapshot: await loadPgliteSnapshot() })
    cloud = await createCloudServer({
      host,
      port: 0,
      database: db,
      smtp: { host, port: smtpPort, from: 'console@portico.test' },
      indexer: false,
    })
  }, 60_000)
  afterAll(async () => {
    await cloud.stop()
    await db.close()
    await mail.stop()
  })

  const requestCode = (email: string) =>
    fetch(`${cloud.url}/console/api/login/code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    })

  it('mails a code, then answers 429 with the seconds left until the next one', async () => {
    const first = await requestCode('dev@example.com')
    expect(first.status).toBe(200)
    const again = await requestCode('dev@example.com')
    expect(again.status).toBe(429)
    const body = await again.json()
    expect(body.code).toBe('EMAIL_LOGIN_COOLDOWN')
    expect(body.message).toMatch(/^Please try again after \d+ seconds$/)
    expect(mail.messages().filter((m) => m.to.includes('dev@example.com'))).toHaveLength(1)
  })
})
