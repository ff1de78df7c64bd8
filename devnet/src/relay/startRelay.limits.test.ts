/**
 * The relay's bounds over real sockets on Redis: one topic takes at most
 * RELAY_TOPIC_PUBLISH_RATE messages per window from any number of fresh client ids on any node;
 * a socket that sends requests faster than it is answered gets -32005 for the excess and stays
 * open while others are served; one address opens at most `maxConnectionsPerIp` sockets.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { findFreePort } from '../ports.ts'
import { type RunningRedisServer, startRedisServer } from '../redis/startRedisServer.ts'
import { MAX_QUEUED_REQUESTS } from './relayHub.ts'
import { RELAY_TOPIC_PUBLISH_RATE } from './relayRateLimit.ts'
import {
  connectRelayClient,
  type RelayFrameIn,
  randomTopic,
  sleep,
  type TestRelayClient,
} from './relayTestClient.ts'
import { type RunningRelay, startRelay } from './startRelay.ts'

let redis: RunningRedisServer
const relays: RunningRelay[] = []
const clients: TestRelayClient[] = []

beforeAll(async () => {
  redis = await startRedisServer()
}, 30_000)
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()))
  for (const relay of relays) await relay.stop()
  await redis.stop()
})

const node = async (options: { maxConnectionsPerIp?: number } = {}) => {
  const relay = await startRelay({ port: await findFreePort(), redisUrl: redis.url, ...options })
  relays.push(relay)
  return relay
}
const connect = async (relay: RunningRelay) => {
  const client = await connectRelayClient(relay.url)
  clients.push(client)
  return client
}

it('one topic takes a bounded rate from fresh client ids spread over two nodes', async () => {
  expect(RELAY_TOPIC_PUBLISH_RATE).toEqual({ messages: 600, windowSeconds: 10 })
  const [a, b] = [await node(), await node()]
  const topic = randomTopic()
  const batch = (n: number) =>
    Array.from({ length: 100 }, (_, i) => ({ topic, message: `Zmx${n}x${i}`, ttl: 1 }))
  // Six fresh ids, 100 messages each (TTL 1 s, so the topic's 500-message quota frees up).
  for (let n = 0; n < 6; n++) {
    if (n === 5) await sleep(1_100)
    const fresh = await connect(n % 2 ? b : a)
    const { json } = await fresh.request('irn_batchPublish', { messages: batch(n) })
    expect(json.result).toBe(true)
  }
  const seventh = await connect(b)
  const refused = await seventh.request('irn_publish', { topic, message: 'bW9yZQ==', ttl: 60 })
  expect(refused.json.error).toMatchObject({
    code: -32005,
    message: expect.stringMatching(/^Rate limit exceeded: at most 600 messages per 10 s per topic/),
  })
  // The refused message was not stored; the same client publishes elsewhere.
  const reader = await connect(a)
  const fetched = await reader.request('irn_fetchMessages', { topic })
  const messages = (fetched.json.result as { messages: { message: string }[] }).messages
  expect(messages.map((m) => m.message)).not.toContain('bW9yZQ==')
  const other = await seventh.request('irn_publish', {
    topic: randomTopic(),
    message: 'b2s=',
    ttl: 60,
  })
  expect(other.json.result).toBe(true)
}, 30_000)

it('answers requests past the per-socket bound with -32005; the socket and others go on', async () => {
  const relay = await node()
  const flooder = await connect(relay)
  const other = await connect(relay)
  const count = 2_000
  const answered = new Promise<RelayFrameIn[]>((resolve) => {
    const check = () => {
      const responses = flooder.frames.filter((frame) => !frame.json.method)
      if (responses.length >= count) resolve(responses)
      else setTimeout(check, 20)
    }
    check()
  })
  // All at once, as a client that does not wait for replies: far more than the relay handles
  // before the next ones arrive.
  for (let id = 1; id <= count; id++)
    flooder.socket.send(
      JSON.stringify({
        id,
        jsonrpc: '2.0',
        method: 'irn_fetchMessages',
        params: { topic: randomTopic() },
      }),
    )
  const meanwhile = await other.request('irn_fetchMessages', { topic: randomTopic() })
  expect(meanwhile.json.result).toEqual({ messages: [], hasMore: false })
  const responses = await answered
  const refused = responses.filter((frame) => frame.json.error)
  expect(refused.length).toBeGreaterThan(0)
  expect(refused[0]?.json.error).toEqual({
    code: -32005,
    message: `Too many requests waiting: at most ${MAX_QUEUED_REQUESTS} requests (16777216 characters) per socket; wait for the replies`,
  })
  expect(responses.length - refused.length).toBeGreaterThanOrEqual(MAX_QUEUED_REQUESTS)
  console.log(`request flood: ${count} sent at once, ${refused.length} refused with -32005`)
  const after = await flooder.request('irn_fetchMessages', { topic: randomTopic() })
  expect(after.json.result).toEqual({ messages: [], hasMore: false })
}, 30_000)

it('refuses sockets past the per-address cap with HTTP 429 until one closes', async () => {
  const relay = await node({ maxConnectionsPerIp: 3 })
  const open = [await connect(relay), await connect(relay), await connect(relay)]
  await expect(connectRelayClient(relay.url)).rejects.toMatchObject({ status: 429 })
  await open[0]?.close()
  let again: TestRelayClient | undefined
  for (let i = 0; i < 50 && !again; i++)
    again = await connectRelayClient(relay.url).catch(() => sleep(20).then(() => undefined))
  expect(again).toBeDefined()
  if (again) clients.push(again)
}, 30_000)
