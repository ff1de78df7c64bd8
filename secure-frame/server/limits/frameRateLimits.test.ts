/**
 * The frame server's budgets as a client meets them: the API-wide budget per IP, the hourly
 * budgets of code checks and mails (per address and per IP across addresses), each answered
 * 429 RATE_LIMITED with Retry-After, each lifted once its window has passed (a 2 s window
 * stands in for the hour here), and the API budget shared by two instances on one Redis.
 * Each test is its own client IP and addresses, so the ones that only wait for a window run
 * at once and wait for it together; the window is long enough that a test's requests still
 * fit in one on a busy machine (at 1 s, three mails did not).
 */
import { randomBytes } from 'node:crypto'
import { type RunningRedisServer, startRedisServer } from '@portico/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFrameServer, type RunningFrameServer } from '../createFrameServer.ts'
import { createDeviceKey, createDeviceProof, type DeviceKey } from '../proof/createDeviceProof.ts'
import { DEVICE_PROOF_HEADER } from '../proof/deviceProofFormat.ts'
import { loginBody } from '../testing/loginByEmail.ts'
import { type FrameTestEnv, startFrameTestEnv } from '../testing/startFrameTestEnv.ts'

const WINDOW_S = 2
const WINDOW_MS = WINDOW_S * 1000
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const second = { windowSeconds: WINDOW_S }

let env: FrameTestEnv
let key: DeviceKey
beforeAll(async () => {
  ;[env, key] = await Promise.all([
    startFrameTestEnv({
      rateLimits: {
        apiPerIp: { points: 5, ...second },
        perIp: { points: 1000, ...second },
        perEmail: { points: 1000, ...second },
        otpPerEmail: { points: 3, ...second },
        otpPerIp: { points: 4, ...second },
        mailPerEmail: { points: 2, ...second },
        mailPerIp: { points: 3, ...second },
      },
      // Each test is its own client IP (X-Forwarded-For, as behind a load balancer).
      trustProxy: '127.0.0.1',
    }),
    createDeviceKey(),
  ])
}, 120_000)
afterAll(() => env?.stop())

/** An API call with a device proof from client IP `ip`, as the frame app makes it. */
async function call(
  base: string,
  ip: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
) {
  const text = body === undefined ? undefined : JSON.stringify(body)
  const proof = await createDeviceProof(key, { method, path, body: text, now: env.clock.now() })
  return fetch(`${base}${path}`, {
    method,
    headers: {
      [DEVICE_PROOF_HEADER]: proof,
      'x-forwarded-for': ip,
      ...(text === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: text,
  })
}

/** Retry-After: the whole seconds left of the window, 1 to WINDOW_S as time has passed in it. */
function retryAfter(res: Response): number {
  const seconds = Number(res.headers.get('retry-after'))
  expect(seconds).toBeGreaterThanOrEqual(1)
  expect(seconds).toBeLessThanOrEqual(WINDOW_S)
  return seconds
}

async function expectRateLimited(res: Response) {
  expect(res.status).toBe(429)
  const seconds = retryAfter(res)
  expect(await res.json()).toEqual({
    code: 'RATE_LIMITED',
    message: `Please try again after ${seconds} seconds`,
  })
}

const uniqueEmail = (name: string) => `${name}-${randomBytes(4).toString('hex')}@example.com`
const verify = (ip: string, email: string) =>
  call(env.frame.url, ip, 'POST', '/api/email/verify-otp', { ...loginBody(email), otp: '000000' })
const connect = (ip: string, email: string) =>
  call(env.frame.url, ip, 'POST', '/api/email/connect', loginBody(email))

describe('frame API rate limits', () => {
  it.concurrent('count every /api call per IP, unknown paths too, and lift after the window', async () => {
    const ip = '203.0.113.1'
    const statuses: number[] = []
    for (let i = 0; i < 4; i++)
      statuses.push((await call(env.frame.url, ip, 'GET', '/api/session')).status)
    statuses.push((await call(env.frame.url, ip, 'GET', '/api/no-such-route')).status)
    expect(statuses).toEqual([401, 401, 401, 401, 404])
    await expectRateLimited(await call(env.frame.url, ip, 'GET', '/api/session'))
    // Another client is not held up.
    expect((await call(env.frame.url, '203.0.113.2', 'GET', '/api/session')).status).toBe(401)
    await sleep(WINDOW_MS + 100)
    expect((await call(env.frame.url, ip, 'GET', '/api/session')).status).toBe(401)
  })

  it.concurrent('count /sdk and the approval link against the same budget, answered in plain text', async () => {
    const ip = '203.0.113.3'
    const page = (path: string) =>
      fetch(`${env.frame.url}${path}`, { headers: { 'x-forwarded-for': ip } })
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) statuses.push((await page(`/sdk?projectId=unknown-${i}`)).status)
    statuses.push((await page('/device/approve?token=bad')).status)
    expect(statuses).toEqual([404, 404, 404, 404, 400])
    for (const path of ['/sdk?projectId=unknown-5', '/device/approve?token=bad']) {
      const over = await page(path)
      expect(over.status).toBe(429)
      expect(await over.text()).toBe(`Please try again after ${retryAfter(over)} seconds`)
    }
    await sleep(WINDOW_MS + 100)
    expect((await page('/sdk?projectId=unknown-6')).status).toBe(404)
  })

  it.concurrent('give an address a budget of code checks whatever the IP, lifted after the window', async () => {
    const email = uniqueEmail('guessed')
    const checked = []
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
      checked.push((await verify(ip, email)).status)
    // No code was asked for: each check fails as an expired code.
    expect(checked).toEqual([400, 400, 400])
    await expectRateLimited(await verify('198.51.100.4', email))
    // The IP may still check another address's code.
    expect((await verify('198.51.100.4', uniqueEmail('other'))).status).toBe(400)
    await sleep(WINDOW_MS + 100)
    expect((await verify('198.51.100.5', email)).status).toBe(400)
  })

  it.concurrent('give an IP a budget of code checks across addresses, lifted after the window', async () => {
    const ip = '198.51.100.10'
    for (let i = 0; i < 4; i++) expect((await verify(ip, uniqueEmail('spray'))).status).toBe(400)
    await expectRateLimited(await verify(ip, uniqueEmail('spray')))
    await sleep(WINDOW_MS + 100)
    expect((await verify(ip, uniqueEmail('spray'))).status).toBe(400)
  })

  it.concurrent('give an IP a budget of mails across addresses, lifted after the window', async () => {
    const ip = '192.0.2.20'
    for (let i = 0; i < 3; i++) expect((await connect(ip, uniqueEmail('sprayed'))).status).toBe(200)
    await expectRateLimited(await connect(ip, uniqueEmail('sprayed')))
    await sleep(WINDOW_MS + 100)
    expect((await connect(ip, uniqueEmail('sprayed'))).status).toBe(200)
  })

  // On its own: it moves the server's clock past the cooldown.
  it('give an address a budget of mails, beside its 30 s cooldown (which says Retry-After too)', async () => {
    const email = uniqueEmail('mailed')
    expect((await connect('192.0.2.1', email)).status).toBe(200)
    const cooling = await connect('192.0.2.2', email)
    expect(cooling.status).toBe(429)
    expect(cooling.headers.get('retry-after')).toBe('30')
    expect(await cooling.json()).toMatchObject({ code: 'EMAIL_COOLDOWN' })
    env.clock.advance(31_000)
    // The refused request counted: the budget of 2 is spent.
    await expectRateLimited(await connect('192.0.2.3', email))
    await sleep(WINDOW_MS + 100)
    expect((await connect('192.0.2.4', email)).status).toBe(200)
  })
})

describe('two frame instances on one Redis', () => {
  let redis: RunningRedisServer
  const frames: RunningFrameServer[] = []
  beforeAll(async () => {
    redis = await startRedisServer()
    const start = () =>
      createFrameServer({
        host: '127.0.0.1',
        port: 0,
        cloudUrl: env.cloud.url,
        distDir: env.distDir,
        smtp: { host: '127.0.0.1', port: env.smtpPort },
        chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:9' }],
        env: { PORTICO_FRAME_MASTER_KEY: randomBytes(32).toString('base64') },
        clock: env.clock.now,
        redisUrl: redis.url,
        rateLimits: { apiPerIp: { points: 4, ...second } },
        trustProxy: '127.0.0.1',
      })
    frames.push(await start(), await start())
  }, 120_000)
  afterAll(async () => {
    await Promise.all(frames.map((f) => f.stop()))
    await redis?.stop()
  })

  it('count one API budget for a client that alternates between them', async () => {
    const ip = '203.0.113.50'
    const statuses: number[] = []
    for (let i = 0; i < 4; i++)
      statuses.push((await call(frames[i % 2]?.url ?? '', ip, 'GET', '/api/session')).status)
    expect(statuses).toEqual([401, 401, 401, 401])
    // Each has seen two calls; together, the budget.
    await expectRateLimited(await call(frames[0]?.url ?? '', ip, 'GET', '/api/session'))
    await expectRateLimited(await call(frames[1]?.url ?? '', ip, 'GET', '/api/session'))
    await sleep(WINDOW_MS + 100)
    expect((await call(frames[1]?.url ?? '', ip, 'GET', '/api/session')).status).toBe(401)
  })
})
