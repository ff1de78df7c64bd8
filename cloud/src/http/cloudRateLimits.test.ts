import { randomUUID } from 'node:crypto'
import { type RunningRedisServer, startRedisServer } from '@portico/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CloudServerOptions, createCloudServer } from '../createCloudServer.ts'
import { openTestDatabase, type TestDatabase } from '../testing/describeOnBothDatabases.ts'
import { apiUrl, postJson, TEST_ORIGIN, testProjects } from '../testing/testCloud.ts'

let database: TestDatabase
let redis: RunningRedisServer
const stops: (() => Promise<void>)[] = []

beforeAll(async () => {
  ;[database, redis] = await Promise.all([openTestDatabase('pglite'), startRedisServer()])
}, 120_000)
afterAll(async () => {
  for (const stop of stops.reverse()) await stop()
  await Promise.all([database?.db.close(), redis?.stop()])
})

async function startCloud(options: Partial<CloudServerOptions> = {}) {
  const cloud = await createCloudServer({
    host: '127.0.0.1',
    port: 0,
    database: database.db,
    seedProjects: testProjects,
    chains: [],
    indexer: false,
    ...options,
  })
  stops.push(cloud.stop)
  return cloud
}

const WINDOW_MS = 1000
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const postEvent = (base: string) =>
  postJson(
    apiUrl(base, '/e'),
    {
      eventId: randomUUID(),
      url: 'http://localhost:5173/',
      domain: 'localhost',
      timestamp: 1_767_225_600_000,
      props: { type: 'track', event: 'MODAL_OPEN' },
    },
    { origin: TEST_ORIGIN },
  )

/** The 429 a client gets over a budget: RATE_LIMITED, with the wait in Retry-After. */
async function expectRateLimited(res: Response) {
  expect(res.status).toBe(429)
  expect(res.headers.get('retry-after')).toBe('1')
  expect(await res.json()).toMatchObject({
    code: 'RATE_LIMITED',
    message: 'Too many requests; please try again after 1 seconds',
  })
}

describe('cloud rate limits', () => {
  it('announce the default budgets: 600 a minute per IP, 120 per write route', async () => {
    const cloud = await startCloud()
    const health = await fetch(`${cloud.url}/health`)
    expect(health.headers.get('x-ratelimit-limit')).toBe('600')
    const write = await postEvent(cloud.url)
    expect(write.status).toBe(200)
    expect(write.headers.get('x-ratelimit-limit')).toBe('120')
  })

  it('count every route and unknown URLs against one budget per IP, reset after the window', async () => {
    const cloud = await startCloud({
      rateLimits: { perIp: 3, writesPerIp: 50, windowMs: WINDOW_MS },
    })
    const statuses = [
      (await fetch(`${cloud.url}/health`)).status,
      (await fetch(apiUrl(cloud.url, '/getWallets', { page: '1', entries: '10' }))).status,
      (await fetch(`${cloud.url}/no-such-route`)).status,
    ]
    expect(statuses).toEqual([200, 200, 404])
    await expectRateLimited(await fetch(`${cloud.url}/health`))
    await expectRateLimited(await fetch(`${cloud.url}/no-such-route`))
    await sleep(WINDOW_MS + 100)
    expect((await fetch(`${cloud.url}/health`)).status).toBe(200)
  })

  it('give each write route its own tighter budget, reset after the window', async () => {
    const cloud = await startCloud({
      rateLimits: { perIp: 50, writesPerIp: 2, windowMs: WINDOW_MS },
    })
    expect((await postEvent(cloud.url)).status).toBe(200)
    expect((await postEvent(cloud.url)).status).toBe(200)
    await expectRateLimited(await postEvent(cloud.url))
    // The reads are not held up by the writes' budget.
    expect((await fetch(`${cloud.url}/health`)).status).toBe(200)
    await sleep(WINDOW_MS + 100)
    expect((await postEvent(cloud.url)).status).toBe(200)
  })

  it("apply no budget to the exempt IPs (the deployment's own services)", async () => {
    const cloud = await startCloud({
      rateLimits: { perIp: 2, writesPerIp: 1, windowMs: 60_000, exemptIps: ['127.0.0.1'] },
    })
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) statuses.push((await fetch(`${cloud.url}/health`)).status)
    for (let i = 0; i < 2; i++) statuses.push((await postEvent(cloud.url)).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200])
  })

  it('share one count between two instances on one Redis', async () => {
    const options = { redisUrl: redis.url, rateLimits: { perIp: 4, windowMs: WINDOW_MS } }
    const [a, b] = await Promise.all([startCloud(options), startCloud(options)])
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) statuses.push((await fetch(`${[a, b][i % 2]?.url}/health`)).status)
    expect(statuses).toEqual([200, 200, 200, 200])
    // Each instance has seen only two requests; together they have seen the budget.
    await expectRateLimited(await fetch(`${a.url}/health`))
    await expectRateLimited(await fetch(`${b.url}/health`))
    await sleep(WINDOW_MS + 100)
    expect((await fetch(`${b.url}/health`)).status).toBe(200)
  })

  it('keep serving while Redis is unreachable, but not the console sign-in', async () => {
    const own = await startRedisServer()
    const cloud = await startCloud({
      redisUrl: own.url,
      rateLimits: { perIp: 2, windowMs: 60_000 },
    })
    expect((await fetch(`${cloud.url}/health`)).status).toBe(200)
    await own.stop()
    const started = Date.now()
    const statuses: number[] = []
    for (let i = 0; i < 3; i++) statuses.push((await fetch(`${cloud.url}/health`)).status)
    expect(statuses).toEqual([200, 200, 200])
    expect(Date.now() - started).toBeLessThan(10_000)
    const signIn = await postJson(`${cloud.url}/console/api/login/code`, { email: 'a@dev.test' })
    expect(signIn.status).toBe(500)
  }, 30_000)
})
