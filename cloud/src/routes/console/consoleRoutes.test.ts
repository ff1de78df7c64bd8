/**
 * The console API as a developer and an attacker meet it: e-mail code sign-in through a real
 * SMTP catcher, projects only their owner can see or change, bad bodies that write nothing,
 * concurrent edits that lose nothing, tokens for the CLI, rate limits, and the project config
 * the modal reads (403 for an origin off the list, readable cross-origin).
 */
import { type RunningMailCatcher, startMailCatcher } from '@portico/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { issueCredential } from '../../console/consoleCredentials.ts'
import { ensureDeveloper } from '../../console/developers.ts'
import { describeOnBothDatabases } from '../../testing/describeOnBothDatabases.ts'
import { countRows, TEST_SDK, useTestCloud } from '../../testing/testCloud.ts'

let mail: RunningMailCatcher
beforeAll(async () => {
  mail = await startMailCatcher({ host: '127.0.0.1', smtpPort: 0, inboxPort: 0 })
})
afterAll(async () => {
  await mail?.stop()
})

const codeFor = async (email: string) => {
  for (let i = 0; i < 100; i++) {
    const found = [...mail.messages()].reverse().find((m) => m.to.includes(email))
    const code = found?.text.match(/\b(\d{6})\b/)?.[1]
    if (code) return code
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`no code mailed to ${email}`)
}

describeOnBothDatabases('console API', (database) => {
  const cloud = useTestCloud(database, () => ({
    smtp: { host: '127.0.0.1', port: mail.smtpPort, from: 'Portico <console@portico.test>' },
  }))
  const api = (path: string) => `${cloud().url}/console/api${path}`
  const db = () => database().db

  /** A developer with an API token (the CLI's way in), made directly in the database. */
  const developerToken = async (email: string) => {
    const dev = await ensureDeveloper(db(), email)
    return issueCredential(db(), dev.developerId, 'token', 'test', Date.now())
  }
  const call = (token: string, method: string, path: string, body?: unknown) =>
    fetch(api(path), {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  const newProject = async (token: string, name = 'My dapp') => {
    const res = await call(token, 'POST', '/projects', { name })
    expect(res.status).toBe(201)
    return (await res.json()) as { projectId: string; version: number; allowedOrigins: string[] }
  }

  describe('sign-in by e-mail code', () => {
    it('mails a code, signs in with it once, and keeps the session in an HttpOnly cookie', async () => {
      const email = `first-${Date.now()}@dev.test`
      const sent = await fetch(api('/login/code'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      })
      expect(sent.status).toBe(200)
      const code = await codeFor(email)
      const verify = (c: string) =>
        fetch(api('/login/verify'), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, code: c }),
        })
      const ok = await verify(code)
      expect(ok.status).toBe(200)
      const cookie = ok.headers.get('set-cookie') ?? ''
      expect(cookie).toMatch(/portico_console=[\w-]+/)
      expect(cookie).toMatch(/HttpOnly/i)
      expect(cookie).toMatch(/SameSite=Strict/i)
      const session = cookie.split(';')[0] as string
      const me = await fetch(api('/me'), { headers: { cookie: session } })
      expect(await me.json()).toEqual({ email })
      // A code works once.
      expect((await verify(code)).status).toBe(401)

      // A write with the cookie must come from the console's own origin.
      const origin = new URL(cloud().url).origin
      const before = await countRows(db())
      const crossSite = await fetch(api('/projects'), {
        method: 'POST',
        headers: {
          cookie: session,
          origin: 'https://evil.test',
          'content-type': 'application/json',
        },
        body: JSON.stringify({ name: 'Injected' }),
      })
      expect(crossSite.status).toBe(403)
      expect(await crossSite.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' })
      expect(await countRows(db())).toEqual(before)
      const sameSite = await fetch(api('/projects'), {
        method: 'POST',
        headers: { cookie: session, origin, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Mine' }),
      })
      expect(sameSite.status).toBe(201)
      expect((await sameSite.json()).projectId).toMatch(/^[0-9a-f]{32}$/)

      // Signing out ends the session.
      await fetch(api('/logout'), { method: 'POST', headers: { cookie: session, origin } })
      expect((await fetch(api('/me'), { headers: { cookie: session } })).status).toBe(401)
    })

    it('locks a code after 5 wrong tries and refuses a second mail within 30 s', async () => {
      const email = `guess-${Date.now()}@dev.test`
      const post = (path: string, body: unknown) =>
        fetch(api(path), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      expect((await post('/login/code', { email })).status).toBe(200)
      const code = await codeFor(email)
      const wrong = code === '000000' ? '111111' : '000000'
      for (let i = 0; i < 5; i++)
        expect((await post('/login/verify', { email, code: wrong })).status).toBe(401)
      expect((await post('/login/verify', { email, code })).status).toBe(401)

      const mailsBefore = mail.messages().length
      const again = await post('/login/code', { email })
      expect(again.status).toBe(429)
      expect((await again.json()).message).toMatch(/^Please try again after \d+ seconds$/)
      expect(mail.messages().length).toBe(mailsBefore)
    })

    it('answers 401 without a session or with an unknown token', async () => {
      expect((await fetch(api('/projects'))).status).toBe(401)
      const res = await call('pct_nope', 'GET', '/projects')
      expect(res.status).toBe(401)
      expect(await res.json()).toMatchObject({ code: 'CONSOLE_NOT_SIGNED_IN' })
    })
  })

  describe('projects', () => {
    it("refuses another developer's project with 403 and changes nothing", async () => {
      const alice = await developerToken('alice@dev.test')
      const mallory = await developerToken('mallory@dev.test')
      const project = await newProject(alice)
      const before = await countRows(db())
      const attempts = [
        call(mallory, 'GET', `/projects/${project.projectId}`),
        call(mallory, 'PATCH', `/projects/${project.projectId}`, { version: 1, name: 'Mine now' }),
        call(mallory, 'POST', `/projects/${project.projectId}/origins`, {
          origin: 'https://evil.test',
        }),
        call(
          mallory,
          'DELETE',
          `/projects/${project.projectId}/origins?origin=https%3A%2F%2Fa.test`,
        ),
        call(mallory, 'GET', `/projects/${project.projectId}/analytics`),
      ]
      for (const res of await Promise.all(attempts)) {
        expect(res.status).toBe(403)
        expect(await res.json()).toMatchObject({ code: 'NOT_PROJECT_OWNER' })
      }
      expect(await countRows(db())).toEqual(before)
      const list = await (await call(mallory, 'GET', '/projects')).json()
      expect(list.projects.map((p: { projectId: string }) => p.projectId)).not.toContain(
        project.projectId,
      )
      const mine = await (await call(alice, 'GET', `/projects/${project.projectId}`)).json()
      expect(mine).toMatchObject({ name: 'My dapp', version: 1, allowedOrigins: [] })
    })

    it('answers bad bodies with 400 and every failed check, writing nothing', async () => {
      const token = await developerToken('strict@dev.test')
      const project = await newProject(token)
      const before = await countRows(db())
      const bad: [string, string, unknown][] = [
        ['POST', '/projects', { name: '' }],
        ['POST', '/projects', { name: 'x', owner: 'someone' }],
        ['POST', `/projects/${project.projectId}/origins`, { origin: 'http://*.example.com' }],
        ['POST', `/projects/${project.projectId}/origins`, { origin: 'https://*.com' }],
        ['POST', `/projects/${project.projectId}/origins`, { origin: 'https://a.test/path' }],
        ['POST', `/projects/${project.projectId}/origins`, { origin: 'http://localhost:*' }],
        ['PATCH', `/projects/${project.projectId}`, { name: 'no version' }],
        ['PATCH', `/projects/${project.projectId}`, { version: 1, features: { swaps: 'yes' } }],
        ['PATCH', `/projects/${project.projectId}`, { version: 1, features: { teleport: true } }],
        [
          'PATCH',
          `/projects/${project.projectId}`,
          { version: 1, connectMethodsOrder: ['email', 'email'] },
        ],
        ['PATCH', `/projects/${project.projectId}`, { version: 1, ownerId: 'x' }],
      ]
      for (const [method, path, body] of bad) {
        const res = await call(token, method, path, body)
        expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400)
        expect((await res.json()).issues?.length).toBeGreaterThan(0)
      }
      expect(await countRows(db())).toEqual(before)
      const after = await (await call(token, 'GET', `/projects/${project.projectId}`)).json()
      expect(after).toMatchObject({ version: 1, allowedOrigins: [], features: {} })
    })

    it('loses no origin when many are added at once, and no setting to a stale write', async () => {
      const token = await developerToken('busy@dev.test')
      const project = await newProject(token)
      const origins = Array.from({ length: 12 }, (_, i) => `https://app${i}.example.com`)
      const added = await Promise.all(
        origins.map((origin) =>
          call(token, 'POST', `/projects/${project.projectId}/origins`, { origin }),
        ),
      )
      for (const res of added) expect(res.status).toBe(200)
      const now = await (await call(token, 'GET', `/projects/${project.projectId}`)).json()
      expect([...now.allowedOrigins].sort()).toEqual([...origins].sort())
      expect(now.version).toBe(1 + origins.length)

      // Two editors read the same version; the second write is refused, not applied over the first.
      const [a, b] = await Promise.all([
        call(token, 'PATCH', `/projects/${project.projectId}`, { version: now.version, name: 'A' }),
        call(token, 'PATCH', `/projects/${project.projectId}`, { version: now.version, name: 'B' }),
      ])
      const statuses = [a.status, b.status].sort()
      expect(statuses).toEqual([200, 409])
      const loser = a.status === 409 ? a : b
      expect(await loser.json()).toMatchObject({ code: 'PROJECT_VERSION_CONFLICT' })
      const final = await (await call(token, 'GET', `/projects/${project.projectId}`)).json()
      expect(final.name).toBe(a.status === 200 ? 'A' : 'B')
      expect(final.version).toBe(now.version + 1)
    })

    it('turns a change into what the modal and the browser see at once on this instance', async () => {
      const token = await developerToken('live@dev.test')
      const project = await newProject(token)
      const config = (origin: string) =>
        fetch(
          `${cloud().url}/v1/project/config?projectId=${project.projectId}&st=${TEST_SDK.st}&sv=${TEST_SDK.sv}`,
          { headers: { origin } },
        )
      const refused = await config('https://shop.example.com')
      expect(refused.status).toBe(403)
      expect(await refused.json()).toMatchObject({ code: 'INVALID_APP_CONFIGURATION' })
      // The page off the list can read that answer (it says so at once instead of hanging).
      expect(refused.headers.get('access-control-allow-origin')).toBe('https://shop.example.com')

      await call(token, 'POST', `/projects/${project.projectId}/origins`, {
        origin: 'https://*.example.com',
      })
      const patched = await call(token, 'PATCH', `/projects/${project.projectId}`, {
        version: 2,
        features: { swaps: false },
        connectMethodsOrder: ['wallet', 'email'],
      })
      expect(patched.status).toBe(200)
      const allowed = await config('https://shop.example.com')
      expect(allowed.status).toBe(200)
      expect(await allowed.json()).toEqual({
        features: { swaps: false },
        connectMethodsOrder: ['wallet', 'email'],
      })
      expect((await config('https://example.com')).status).toBe(403)
      // CORS on the project's other routes follows the same list.
      const wallets = await fetch(
        `${cloud().url}/getWallets?projectId=${project.projectId}&st=${TEST_SDK.st}&sv=${TEST_SDK.sv}&page=1&entries=4`,
        { headers: { origin: 'https://shop.example.com' } },
      )
      expect(wallets.headers.get('access-control-allow-origin')).toBe('https://shop.example.com')

      // localhost on any port only when switched on.
      expect((await config('http://localhost:3999')).status).toBe(403)
      await call(token, 'PATCH', `/projects/${project.projectId}`, {
        version: 3,
        localhostAnyPort: true,
      })
      expect((await config('http://localhost:3999')).status).toBe(200)
    })

    it('counts analytics per day for the project, inside the asked window only', async () => {
      const token = await developerToken('stats@dev.test')
      const project = await newProject(token)
      const DAY = 86_400_000
      // Noon UTC yesterday (inside a 90-day window) and 100 days ago (outside it).
      const yesterday = Math.floor(Date.now() / DAY) * DAY - DAY / 2
      const longAgo = yesterday - 100 * DAY
      const events: [number, string][] = [
        [yesterday, 'MODAL_OPEN'],
        [yesterday, 'MODAL_OPEN'],
        [yesterday, 'CONNECT_SUCCESS'],
        [longAgo, 'MODAL_OPEN'],
      ]
      for (const [i, [at, event]] of events.entries())
        await db().query(
          `INSERT INTO analytics_events (project_id, event_id, url, domain, event_time, props,
             sdk_type, sdk_version) VALUES ($1, $2, 'https://a.test/', 'a.test', $3, $4, 'appkit', 'x')`,
          [
            project.projectId,
            `e${i}`,
            new Date(at).toISOString(),
            JSON.stringify({ type: 'track', event }),
          ],
        )
      const res = await call(token, 'GET', `/projects/${project.projectId}/analytics?days=90`)
      const { days } = await res.json()
      const day = new Date(yesterday).toISOString().slice(0, 10)
      expect(days).toEqual([{ day, views: 2, events: 3 }])
    })
  })

  describe('tokens', () => {
    it('shows a new token once, lets the CLI use it, and stops it when revoked', async () => {
      const owner = await developerToken('cli@dev.test')
      const created = await call(owner, 'POST', '/tokens', { name: 'ci' })
      expect(created.status).toBe(201)
      const { id, token } = await created.json()
      expect(token).toMatch(/^pct_/)
      expect((await call(token, 'GET', '/projects')).status).toBe(200)
      const list = await (await call(owner, 'GET', '/tokens')).json()
      expect(JSON.stringify(list)).not.toContain(token)
      expect(list.tokens.map((t: { id: string }) => t.id)).toContain(id)
      expect((await call(owner, 'DELETE', `/tokens/${id}`)).status).toBe(200)
      expect((await call(token, 'GET', '/projects')).status).toBe(401)
    })
  })

  describe('rate limits', () => {
    it('answers 429 with the wait once a client asks for codes too often', async () => {
      const statuses: number[] = []
      for (let i = 0; i < 12; i++) {
        const res = await fetch(api('/login/code'), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: `flood-${i}-${Date.now()}@dev.test` }),
        })
        statuses.push(res.status)
        if (res.status === 429) {
          const body = await res.json()
          expect(body).toMatchObject({ code: 'RATE_LIMITED' })
          expect(body.message).toMatch(/try again after \d+ seconds/)
        }
      }
      expect(statuses).toContain(429)
    })
  })
})
