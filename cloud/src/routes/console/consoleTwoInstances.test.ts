/**
 * The console behind a load balancer: two cloud instances on one PostgreSQL server and one
 * Redis. A client that alternates between them meets one rate limit (counted in Redis), a
 * developer signed in on one is signed in on the other, and a project edited on one reaches
 * the other within the documented cache time (PROJECT_SETTINGS_MAX_AGE_MS).
 */
import { randomBytes } from 'node:crypto'
import {
  type RunningMailCatcher,
  type RunningRedisServer,
  startMailCatcher,
  startRedisServer,
} from '@portico/devnet'
import { PROJECT_SETTINGS_MAX_AGE_MS } from '@portico/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CloudServerOptions, createCloudServer } from '../../createCloudServer.ts'
import { postgresTemplateDataDir, TEMPLATE_DATABASE } from '../../testing/postgresTemplate.ts'
import { type RunningPostgres, startPostgresServer } from '../../testing/startPostgresServer.ts'
import { TEST_SDK } from '../../testing/testCloud.ts'

let mail: RunningMailCatcher
let redis: RunningRedisServer
let postgres: RunningPostgres
const stops: (() => Promise<void>)[] = []

beforeAll(async () => {
  ;[mail, redis, postgres] = await Promise.all([
    startMailCatcher({ host: '127.0.0.1', smtpPort: 0, inboxPort: 0 }),
    startRedisServer(),
    postgresTemplateDataDir().then((templateDataDir) => startPostgresServer({ templateDataDir })),
  ])
}, 120_000)
afterAll(async () => {
  for (const stop of stops.reverse()) await stop()
  await Promise.all([mail?.stop(), redis?.stop(), postgres?.stop()])
})

/** Two instances on one new database (each with its own pool and caches). */
async function twoInstances(options: Partial<CloudServerOptions> = {}) {
  const databaseUrl = await postgres.createDatabase(
    `t_${randomBytes(6).toString('hex')}`,
    TEMPLATE_DATABASE,
  )
  const start = () =>
    createCloudServer({
      host: '127.0.0.1',
      port: 0,
      databaseUrl,
      chains: [],
      indexer: false,
      smtp: { host: '127.0.0.1', port: mail.smtpPort, from: 'Portico <console@portico.test>' },
      ...options,
    })
  const [a, b] = await Promise.all([start(), start()])
  stops.push(a.stop, b.stop)
  return [a, b] as const
}

const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
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

/** Asks for 12 codes (the limit is 10 a minute), alternating between the instances. */
async function alternateCodeRequests(urls: readonly string[]): Promise<number[]> {
  const statuses: number[] = []
  for (let i = 0; i < 12; i++) {
    const url = urls[i % urls.length] as string
    const res = await postJson(`${url}/console/api/login/code`, {
      email: `flood-${i}-${randomBytes(3).toString('hex')}@dev.test`,
    })
    statuses.push(res.status)
  }
  return statuses
}

describe('two cloud instances on one PostgreSQL and one Redis', () => {
  it('count one sign-in code limit for a client that alternates between them', async () => {
    const [a, b] = await twoInstances({ redisUrl: redis.url })
    const statuses = await alternateCodeRequests([a.url, b.url])
    // Requests 11 and 12 (one on each instance) are over the shared 10.
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429])
    const over = await postJson(`${b.url}/console/api/login/code`, { email: 'late@dev.test' })
    expect(await over.json()).toMatchObject({ code: 'RATE_LIMITED' })

    // Without Redis each instance counts alone: the same client gets twice the limit.
    const [c, d] = await twoInstances()
    expect(await alternateCodeRequests([c.url, d.url])).not.toContain(429)
  }, 60_000)

  it('sign a developer in on one and serve them on the other; edits reach both', async () => {
    // Redis database 1: the test above spent this client's limit in database 0.
    const [a, b] = await twoInstances({ redisUrl: `${redis.url}/1` })
    const email = `both-${Date.now()}@dev.test`
    expect((await postJson(`${a.url}/console/api/login/code`, { email })).status).toBe(200)
    const verified = await postJson(`${a.url}/console/api/login/verify`, {
      email,
      code: await codeFor(email),
    })
    expect(verified.status).toBe(200)
    const cookie = (verified.headers.get('set-cookie') ?? '').split(';')[0] as string
    expect(cookie).toMatch(/^portico_console=/)

    // The session made on A is good on B, for reads and for writes from B's console page.
    const me = await fetch(`${b.url}/console/api/me`, { headers: { cookie } })
    expect(await me.json()).toEqual({ email })
    const bOrigin = new URL(b.url).origin
    const created = await postJson(
      `${b.url}/console/api/projects`,
      { name: 'Spread out' },
      { cookie, origin: bOrigin },
    )
    expect(created.status).toBe(201)
    const { projectId } = (await created.json()) as { projectId: string }

    // A reads the project's config (and caches it) before the edit...
    const shop = 'https://shop.example.com'
    const configOnA = () =>
      fetch(
        `${a.url}/v1/project/config?projectId=${projectId}&st=${TEST_SDK.st}&sv=${TEST_SDK.sv}`,
        {
          headers: { origin: shop },
        },
      )
    expect((await configOnA()).status).toBe(403)

    // ...then the developer edits it on B: a new allowed origin and a feature switched off.
    const edited = Date.now()
    expect(
      (
        await postJson(
          `${b.url}/console/api/projects/${projectId}/origins`,
          { origin: shop },
          {
            cookie,
            origin: bOrigin,
          },
        )
      ).status,
    ).toBe(200)
    const patched = await fetch(`${b.url}/console/api/projects/${projectId}`, {
      method: 'PATCH',
      headers: { cookie, origin: bOrigin, 'content-type': 'application/json' },
      body: JSON.stringify({ version: 2, features: { swaps: false } }),
    })
    expect(patched.status).toBe(200)

    // A serves the edit within the cache time (plus a request's slack), and not from memory of
    // the old project forever.
    let res = await configOnA()
    while (res.status !== 200 && Date.now() - edited < PROJECT_SETTINGS_MAX_AGE_MS + 2000) {
      await new Promise((r) => setTimeout(r, 100))
      res = await configOnA()
    }
    const seenAfter = Date.now() - edited
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ features: { swaps: false } })
    expect(seenAfter).toBeLessThanOrEqual(PROJECT_SETTINGS_MAX_AGE_MS + 2000)

    // Signing out on B ends the session on A too.
    await fetch(`${b.url}/console/api/logout`, {
      method: 'POST',
      headers: { cookie, origin: bOrigin },
    })
    expect((await fetch(`${a.url}/console/api/me`, { headers: { cookie } })).status).toBe(401)
  }, 60_000)
})
