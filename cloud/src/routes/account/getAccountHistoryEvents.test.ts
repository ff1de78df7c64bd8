/**
 * The history push (GET /v1/account/{address}/history/events) behind a load balancer: two cloud
 * instances on one PostgreSQL server, one Redis and a devnet chain. Only the lease holder
 * indexes, yet a transfer it stores reaches the streams open on both instances; bad input and
 * a stream over the per-IP cap are refused with SPEC §8-style errors, stopping an instance
 * ends its streams, and while Redis is unreachable streams are refused rather than left silent.
 */
import { randomBytes } from 'node:crypto'
import { findFreePort, type RunningRedisServer, startRedisServer } from '@portico/devnet'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type CloudServerOptions,
  createCloudServer,
  type RunningCloudServer,
} from '../../createCloudServer.ts'
import { postgresTemplateDataDir, TEMPLATE_DATABASE } from '../../testing/postgresTemplate.ts'
import { readEventStream } from '../../testing/readEventStream.ts'
import { type RunningPostgres, startPostgresServer } from '../../testing/startPostgresServer.ts'
import { startTestChain, type TestChain } from '../../testing/startTestChain.ts'
import { apiUrl, TEST_ORIGIN, testProjects } from '../../testing/testCloud.ts'
import { freshAccount, testTransfers } from '../../testing/testTransfers.ts'

let chain: TestChain
let redis: RunningRedisServer
let postgres: RunningPostgres
let databaseUrl: string
const stops: (() => Promise<void>)[] = []

beforeAll(async () => {
  ;[chain, redis, postgres] = await Promise.all([
    startTestChain('history-events'),
    startRedisServer(),
    postgresTemplateDataDir().then((templateDataDir) => startPostgresServer({ templateDataDir })),
  ])
  databaseUrl = await postgres.createDatabase(
    `t_${randomBytes(6).toString('hex')}`,
    TEMPLATE_DATABASE,
  )
}, 120_000)
afterAll(async () => {
  for (const stop of stops.reverse()) await stop().catch(() => {})
  await Promise.all([chain?.stop(), redis?.stop(), postgres?.stop()])
})

async function startInstance(options: Partial<CloudServerOptions> = {}) {
  const cloud = await createCloudServer({
    host: '127.0.0.1',
    port: 0,
    databaseUrl,
    redisUrl: redis.url,
    seedProjects: testProjects,
    chains: chain.chains,
    deployments: () => chain.deployments,
    indexer: { pollIntervalMs: 100 },
    ...options,
  })
  stops.push(cloud.stop)
  return cloud
}

const eventsUrl = (cloud: RunningCloudServer, address: string, extra = {}, projectId?: string) =>
  apiUrl(cloud.url, `/v1/account/${address}/history/events`, extra, projectId)

describe('history events', () => {
  let a: RunningCloudServer
  let b: RunningCloudServer
  beforeAll(async () => {
    a = await startInstance()
    b = await startInstance()
  }, 60_000)

  it('pushes a transfer the lease holder indexed to streams on both instances', async () => {
    const receiver = freshAccount().address
    const streams = await Promise.all(
      [a, b].map((cloud) =>
        readEventStream(eventsUrl(cloud, receiver, { chainId: 'eip155:31337' }), {
          origin: TEST_ORIGIN,
        }),
      ),
    )
    for (const stream of streams) {
      expect(stream.response.status).toBe(200)
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/)
      // The demo's origin may read it (EventSource is a CORS request).
      expect(stream.response.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN)
      await stream.next('ready')
    }
    // A stream for another account, and one for the other chain, hear nothing of it.
    const other = await readEventStream(eventsUrl(b, freshAccount().address))
    const otherChain = await readEventStream(eventsUrl(b, receiver, { chainId: 'eip155:31338' }))
    await Promise.all([other.next('ready'), otherChain.next('ready')])

    await testTransfers(chain).native(0, receiver, parseEther('0.01'))
    for (const stream of streams)
      expect(JSON.parse((await stream.next('history')).data)).toEqual({ chainId: 'eip155:31337' })
    // The transfer is in the history the event invites the client to read.
    const history = await fetch(apiUrl(b.url, `/v1/account/${receiver}/history`))
    expect(((await history.json()) as { data: unknown[] }).data).toHaveLength(1)

    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(other.events.map((e) => e.event)).toEqual(['ready'])
    expect(otherChain.events.map((e) => e.event)).toEqual(['ready'])
    for (const stream of [...streams, other, otherChain]) stream.close()
  }, 60_000)

  it('refuses bad input with the §8 errors and opens no stream', async () => {
    const cases = [
      [eventsUrl(a, 'not-an-address'), 400, 'SCHEMA_INVALID_INPUT'],
      [eventsUrl(a, freshAccount().address, { chainId: 'eip155:1' }), 400, 'SCHEMA_INVALID_INPUT'],
      [eventsUrl(a, freshAccount().address, {}, 'no-such-project'), 401, 'INVALID_PROJECT_ID'],
    ] as const
    for (const [url, status, code] of cases) {
      const res = await fetch(url)
      expect(res.status).toBe(status)
      expect(((await res.json()) as { code: string }).code).toBe(code)
    }
    const foreign = await fetch(eventsUrl(a, freshAccount().address), {
      headers: { origin: 'http://evil.test' },
    })
    expect(foreign.status).toBe(403)
    const chainless = await fetch(eventsUrl(a, freshAccount().address, { chainId: 'eip155:1' }))
    expect(await chainless.json()).toMatchObject({
      details: 'query.chainId: Not a chain this service serves',
    })
  })
})

describe('history stream caps and shutdown', () => {
  it('refuses a stream over the per-IP cap until one closes, and ends streams on stop', async () => {
    const cloud = await startInstance({ indexer: false, historyStreams: { maxPerIp: 2 } })
    const url = eventsUrl(cloud, freshAccount().address)
    const first = await readEventStream(url)
    const second = await readEventStream(url)
    await Promise.all([first.next('ready'), second.next('ready')])
    const third = await fetch(url)
    expect(third.status).toBe(429)
    expect(await third.json()).toMatchObject({
      code: 'TOO_MANY_STREAMS',
      message: 'Too many open history streams; close one and try again',
    })
    first.close()
    await first.ended
    let again = await readEventStream(url)
    // The server sees the closed connection a moment later.
    for (let i = 0; i < 50 && again.response.status === 429; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      again = await readEventStream(url)
    }
    expect(again.response.status).toBe(200)
    await again.next('ready')

    // Stopping the instance ends the open streams instead of waiting on them.
    await cloud.stop()
    await Promise.all([second.ended, again.ended])
  }, 60_000)
})

describe('history streams while Redis is down', () => {
  it('refuses streams rather than leaving them silent, so the client polls', async () => {
    const cloud = await createCloudServer({
      host: '127.0.0.1',
      port: 0,
      redisUrl: `redis://127.0.0.1:${await findFreePort()}`,
      seedProjects: testProjects,
      chains: [],
      indexer: false,
    })
    try {
      const refused = await fetch(eventsUrl(cloud, freshAccount().address))
      expect(refused.status).toBe(500)
      expect(refused.headers.get('content-type')).toMatch(/^application\/json/)
    } finally {
      await cloud.stop()
    }
  }, 30_000)
})
