import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDeviceKey } from '../proof/createDeviceProof.ts'
import { createFrameApiClient } from '../testing/frameApiClient.ts'
import { loginBody } from '../testing/loginByEmail.ts'
import { type FrameTestEnv, startFrameTestEnv } from '../testing/startFrameTestEnv.ts'
import { createLoginRateLimits, DEFAULT_LOGIN_RATE_LIMITS } from './createLoginRateLimits.ts'

describe('createLoginRateLimits (in memory)', () => {
  it('refuses past the limit with the seconds left, per IP and per address apart', async () => {
    const limits = createLoginRateLimits({
      ...DEFAULT_LOGIN_RATE_LIMITS,
      perIp: { points: 2, windowSeconds: 60 },
      perEmail: { points: 1, windowSeconds: 30 },
    })
    await limits.consumeIp('10.0.0.1')
    await limits.consumeIp('10.0.0.1')
    await expect(limits.consumeIp('10.0.0.1')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
      message: 'Please try again after 60 seconds',
    })
    await limits.consumeIp('10.0.0.2')
    await limits.consumeEmail('a@example.com')
    await expect(limits.consumeEmail('A@example.com')).rejects.toMatchObject({
      message: 'Please try again after 30 seconds',
    })
    await limits.consumeEmail('b@example.com')
  })

  it('gives an address 20 code checks and 10 mails an hour by default, whatever the IP', async () => {
    const limits = createLoginRateLimits()
    for (let i = 0; i < 20; i++) await limits.consumeOtp(`10.0.1.${i}`, 'victim@example.com')
    await expect(limits.consumeOtp('10.0.2.1', 'Victim@example.com')).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 3600,
      message: 'Please try again after 3600 seconds',
    })
    for (let i = 0; i < 10; i++) await limits.consumeMail(`10.0.3.${i}`, 'victim@example.com')
    await expect(limits.consumeMail('10.0.4.1', 'victim@example.com')).rejects.toMatchObject({
      retryAfterSeconds: 3600,
    })
    // Another address is not held up.
    await limits.consumeOtp('10.0.2.1', 'other@example.com')
    await limits.consumeMail('10.0.4.1', 'other@example.com')
  })

  it('releases 5 recovery bundles per user an hour by default, each user apart', async () => {
    const limits = createLoginRateLimits()
    for (let i = 0; i < 5; i++) await limits.consumeRecovery('user-1')
    await expect(limits.consumeRecovery('user-1')).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 3600,
    })
    await limits.consumeRecovery('user-2')
  })
})

describe('login rate limits on the frame server', () => {
  let env: FrameTestEnv
  beforeAll(async () => {
    env = await startFrameTestEnv({
      rateLimits: { perIp: { points: 3, windowSeconds: 60 } },
      // As behind a load balancer on loopback: the client IP comes from X-Forwarded-For.
      trustProxy: '127.0.0.1',
    })
  }, 120_000)
  afterAll(() => env?.stop())

  it('answers 429 to an IP past its limit on the code routes, before looking at the proof', async () => {
    const client = createFrameApiClient(() => env.frame.url, await createDeviceKey(), env.clock.now)
    const statuses: number[] = []
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com'])
      statuses.push((await client.call('POST', '/api/email/connect', loginBody(email))).status)
    expect(statuses).toEqual([200, 200, 200])
    // Without a proof: refused for the rate, not for the proof.
    const over = await client.call('POST', '/api/email/verify-otp', loginBody('d@example.com'), {
      proof: null,
    })
    expect(over).toEqual({
      status: 429,
      body: { code: 'RATE_LIMITED', message: 'Please try again after 60 seconds' },
    })
    // Another client behind the same proxy has its own allowance (its proof is then checked).
    const other = await fetch(`${env.frame.url}/api/email/verify-otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify(loginBody('d@example.com')),
    })
    expect(other.status).toBe(401)
    expect(await other.json()).toMatchObject({ code: 'INVALID_PROOF' })
    // Routes that mail and check nothing are not counted.
    expect((await client.call('GET', '/api/session')).body).toMatchObject({ code: 'UNAUTHORIZED' })
  })
})
