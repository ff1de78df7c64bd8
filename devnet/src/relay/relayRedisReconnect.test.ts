/**
 * Redis connections that drop and come back lose nothing: a dapp on node A and a wallet on node
 * B publish to each other while a second Redis client kills the relays' pub/sub and command
 * connections (`CLIENT KILL TYPE pubsub` / `TYPE normal`) over and over. Every publish the relay
 * answered with `true` reaches the other side: what was published during a break comes from the
 * store once the connection is ready again.
 */
import { Redis } from 'ioredis'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { findFreePort } from '../ports.ts'
import { type RunningRedisServer, startRedisServer } from '../redis/startRedisServer.ts'
import { connectRelayClient, randomTopic, sleep, type TestRelayClient } from './relayTestClient.ts'
import { type RunningRelay, startRelay } from './startRelay.ts'

let redis: RunningRedisServer
let killer: Redis
const relays: RunningRelay[] = []
const clients: TestRelayClient[] = []
const logs: string[] = []

beforeAll(async () => {
  redis = await startRedisServer()
  killer = new Redis(redis.url)
}, 30_000)
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()))
  for (const relay of relays) await relay.stop()
  killer.disconnect()
  await redis.stop()
})

const received = (client: TestRelayClient) =>
  new Set(client.deliveries().map((frame) => String(frame.json.params?.data.message)))

it('loses no answered publish while Redis connections are killed and come back', async () => {
  for (let i = 0; i < 2; i++)
    relays.push(
      await startRelay({
        port: await findFreePort(),
        redisUrl: redis.url,
        log: (line) => logs.push(line),
      }),
    )
  const [a, b] = relays as [RunningRelay, RunningRelay]
  const dapp = await connectRelayClient(a.url)
  const wallet = await connectRelayClient(b.url)
  clients.push(dapp, wallet)
  const topic = randomTopic()
  await dapp.request('irn_subscribe', { topic })
  await wallet.request('irn_subscribe', { topic })

  let killing = true
  let kills = 0
  const kill = (async () => {
    for (let i = 0; killing; i++) {
      // Every other round the pub/sub connections, else the command ones (not this client).
      kills += Number(await killer.call('CLIENT', 'KILL', 'TYPE', i % 2 ? 'normal' : 'pubsub'))
      await sleep(40)
    }
  })()

  const answered = { dapp: [] as string[], wallet: [] as string[] }
  let refused = 0
  const rounds = 150
  for (let i = 0; i < rounds; i++) {
    const from = i % 2 ? 'wallet' : 'dapp'
    const message = Buffer.from(`${from} ${i}`).toString('base64')
    const { json } = await (from === 'dapp' ? dapp : wallet).request(
      'irn_publish',
      { topic, message, ttl: 300 },
      undefined,
    )
    if (json.result === true) answered[from].push(message)
    else refused++
    if (i % 10 === 0) await sleep(20)
  }
  killing = false
  await kill

  // Everything answered arrives on the other side (the ones in a break come on catch-up).
  const complete = (client: TestRelayClient, sent: string[]) =>
    sent.every((message) => received(client).has(message))
  for (
    let i = 0;
    i < 150 && !(complete(wallet, answered.dapp) && complete(dapp, answered.wallet));
    i++
  )
    await sleep(100)
  const lost =
    answered.dapp.filter((m) => !received(wallet).has(m)).length +
    answered.wallet.filter((m) => !received(dapp).has(m)).length
  console.log(
    `Redis connection kills: ${kills} connections killed, ${answered.dapp.length + answered.wallet.length} publishes answered, ${refused} refused, ${lost} lost, ${logs.filter((l) => l.includes('connection back')).length} catch-ups`,
  )
  expect(kills).toBeGreaterThan(10)
  expect(
    logs.some((line) => /Redis pub\/sub connection back; \d+ messages handed on/.test(line)),
  ).toBe(true)
  expect(answered.dapp.length + answered.wallet.length).toBeGreaterThan(rounds / 2)
  expect(lost).toBe(0)
}, 60_000)
