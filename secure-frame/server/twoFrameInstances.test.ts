/**
 * Issue 15's proof for the secure frame: two frame server instances on separate ports, one
 * PostgreSQL, one Redis and the same master key (all from PORTICO_* variables), serve one e-mail
 * login whose requests alternate between them, and refuse on one what the other has used.
 */
import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import { createCloudServer, type RunningCloudServer } from '@portico/cloud'
import {
  type RunningMailCatcher,
  type RunningRedisServer,
  startMailCatcher,
  startRedisServer,
} from '@portico/devnet'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createFrameServer, type RunningFrameServer } from './createFrameServer.ts'
import { createDeviceKey, createDeviceProof } from './proof/createDeviceProof.ts'
import { DEVICE_PROOF_HEADER } from './proof/deviceProofFormat.ts'
import { approveByLink } from './testing/approveByLink.ts'
import { createFrameApiClient, type FrameApiClient } from './testing/frameApiClient.ts'
import { createFramePostgresDatabase } from './testing/frameTestPostgres.ts'
import { loginBody } from './testing/loginByEmail.ts'
import { lastApprovalLink, lastCode, readInbox } from './testing/readInbox.ts'
import { makeDistDir, TEST_HOST_ORIGIN, TEST_PROJECT_ID } from './testing/startFrameTestEnv.ts'
import { createTestWallet, enrol } from './testing/walletTestKit.ts'
import type { FrameApiUser } from './users/userRecord.ts'

let redis: RunningRedisServer
let database: { url: string; release(): Promise<void> }
let cloud: RunningCloudServer
let mail: RunningMailCatcher
let a: RunningFrameServer
let b: RunningFrameServer
const distDir = makeDistDir()
const PER_EMAIL_LIMIT = 6

beforeAll(async () => {
  ;[redis, database, cloud, mail] = await Promise.all([
    startRedisServer(),
    createFramePostgresDatabase(),
    createCloudServer({
      host: '127.0.0.1',
      port: 0,
      indexer: false,
      seedProjects: [
        { projectId: TEST_PROJECT_ID, name: 'Frame test', allowedOrigins: [TEST_HOST_ORIGIN] },
      ],
    }),
    startMailCatcher({ host: '127.0.0.1', smtpPort: 0, inboxPort: 0 }),
  ])
  // What an operator gives every instance: the same variables.
  const env = {
    PORTICO_FRAME_DATABASE_URL: database.url,
    PORTICO_REDIS_URL: redis.url,
    PORTICO_FRAME_MASTER_KEY: randomBytes(32).toString('base64'),
  }
  const start = () =>
    createFrameServer({
      host: '127.0.0.1',
      port: 0,
      cloudUrl: cloud.url,
      distDir,
      smtp: { host: '127.0.0.1', port: mail.smtpPort },
      chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:9' }],
      env,
      rateLimits: { perEmail: { points: PER_EMAIL_LIMIT, windowSeconds: 60 } },
      purgeLeaseRetryMs: 500,
      deviceApprovalPollMs: 200,
    })
  a = await start()
  b = await start()
}, 300_000)

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
  await Promise.all([cloud?.stop(), mail?.stop(), redis?.stop()])
  await database?.release()
  rmSync(distDir, { recursive: true, force: true })
}, 60_000)

/** A frame app whose requests go to whichever instance `on` names. */
async function deviceOn(): Promise<{
  client: FrameApiClient
  on(server: RunningFrameServer): void
}> {
  let target = a.url
  const client = createFrameApiClient(() => target, await createDeviceKey(), Date.now)
  return { client, on: (server) => (target = server.url) }
}

it('serves one e-mail login alternating between two instances, and refuses a replayed proof', async () => {
  expect(a.db.kind).toBe('postgres')
  expect(a.url).not.toBe(b.url)
  const email = 'both@example.com'
  const { client, on } = await deviceOn()

  // Connect on A: a new device, so an approval mail.
  on(a)
  const connect = await client.call('POST', '/api/email/connect', loginBody(email))
  expect(connect).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE' } })
  const wait = client.call('POST', '/api/email/device-wait', { email })

  // The mailbox's owner opens the link on B (a load balancer's choice).
  const link = await lastApprovalLink(mail, email)
  expect(link.startsWith(a.url)).toBe(true)
  const approvedAt = Date.now()
  const { result } = await approveByLink(link.replace(a.url, b.url))
  expect(result.status).toBe(200)
  // A, waiting, learns of B's approval and mails the code.
  expect(await wait).toMatchObject({ status: 200, body: { approved: true } })
  console.log(`device-wait on A saw the approval on B after ${Date.now() - approvedAt} ms`)

  // The code is checked on A; the session token it issues works on B.
  const otp = await lastCode(mail, email)
  const verified = await client.call<{ token: string; user: FrameApiUser }>(
    'POST',
    '/api/email/verify-otp',
    { ...loginBody(email), otp },
  )
  expect(verified.status).toBe(200)
  client.token = verified.body.token
  on(b)
  const session = await client.call<{ user: FrameApiUser }>('GET', '/api/session')
  expect(session).toMatchObject({ status: 200, body: { user: { email } } })
  expect(session.body.user).toEqual(verified.body.user)

  // The wallet stored through A: B opens its auth share under the same master key.
  const wallet = createTestWallet()
  const { body } = await enrol(wallet)
  on(a)
  const created = await client.call('POST', '/api/wallet', {
    evmAddress: wallet.evmAddress,
    solanaAddress: wallet.solanaAddress,
    ...body,
  })
  expect(created.status).toBe(200)
  on(b)
  expect(await client.call('POST', '/api/wallet/auth-share', {})).toEqual({
    status: 200,
    body: { enrolmentId: body.enrolment.id, authShare: body.enrolment.authShare },
  })

  // A proof used once on A is refused on B.
  const proof = await createDeviceProof(client.key, {
    method: 'GET',
    path: '/api/session',
    accessToken: client.token,
    now: Date.now(),
  })
  const send = (server: RunningFrameServer) =>
    fetch(`${server.url}/api/session`, {
      headers: { [DEVICE_PROOF_HEADER]: proof, authorization: `Bearer ${client.token}` },
    })
  expect((await send(a)).status).toBe(200)
  const replayed = await send(b)
  expect(replayed.status).toBe(401)
  expect(await replayed.json()).toEqual({ code: 'INVALID_PROOF', message: 'Invalid device proof' })
}, 60_000)

it('shares the 30 s e-mail cooldown: a second code request on the other instance is refused', async () => {
  const email = 'cooldown@example.com'
  const { client, on } = await deviceOn()
  on(a)
  expect((await client.call('POST', '/api/email/connect', loginBody(email))).status).toBe(200)
  on(b)
  expect(await client.call('POST', '/api/email/connect', loginBody(email))).toEqual({
    status: 429,
    body: { code: 'EMAIL_COOLDOWN', message: 'Please try again after 30 seconds' },
  })
  expect(await readInbox(mail, email)).toHaveLength(1)
})

it('counts the per-address rate limit across both instances, in Redis', async () => {
  const email = 'guesser@example.com'
  const { client, on } = await deviceOn()
  const guess = () =>
    client.call('POST', '/api/email/verify-otp', { ...loginBody(email), otp: '000000' })
  // Alternating: each instance alone has seen half the limit.
  for (let i = 0; i < PER_EMAIL_LIMIT; i++) {
    on(i % 2 ? b : a)
    expect((await guess()).body).toMatchObject({ code: 'OTP_EXPIRED' })
  }
  on(a)
  const refused = await guess()
  expect(refused.status).toBe(429)
  expect(refused.body).toEqual({
    code: 'RATE_LIMITED',
    message: expect.stringMatching(/^Please try again after (60|59|58) seconds$/),
  })
  on(b)
  expect((await guess()).status).toBe(429)
})

it('purges on one instance only, and the other takes the purge over when it stops', async () => {
  await expect.poll(() => a.purging, { timeout: 5_000 }).toBe(true)
  expect(b.purging).toBe(false)
  const stoppedAt = Date.now()
  await a.stop()
  await expect.poll(() => b.purging, { timeout: 5_000, interval: 20 }).toBe(true)
  console.log(`purge lease moved from A to B ${Date.now() - stoppedAt} ms after A stopped`)
})
