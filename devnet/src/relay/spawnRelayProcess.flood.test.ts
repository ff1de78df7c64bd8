/**
 * The relay as its own process (as `npm start` runs it) under paused readers and a publish
 * flood, with the bounds asserted:
 * - PAUSED_READERS sockets that never read, subscribed to the flood topics, each owed FLOOD_MIB
 *   MiB: every one is closed with 1013; the relay child's RSS (VmRSS) stays under
 *   baseline + RSS_FLOOD_BOUND_MIB during the flood and under baseline + RSS_AFTER_BOUND_MIB
 *   once they are gone;
 * - meanwhile, and while one client publishes as fast as it is allowed, round trips between two
 *   other clients (publish on one, delivery on the other) keep a p99 under P99_BOUND_MS, and the
 *   flooder's excess publishes are refused (rate) and not stored.
 * Bounds are generous for a loaded 2-core machine; `npm run bench` measures the real figures.
 */
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { findFreePort } from '../ports.ts'
import { type RunningRedisServer, startRedisServer } from '../redis/startRedisServer.ts'
import { RELAY_PUBLISH_RATE } from './relayRateLimit.ts'
import { connectRelayClient, randomTopic, sleep, type TestRelayClient } from './relayTestClient.ts'
import { type RelayProcess, spawnRelayProcess } from './spawnRelayProcess.ts'
import { MAX_SOCKET_BUFFER_BYTES } from './startRelay.ts'

const PAUSED_READERS = 10
/** MiB published to the flood topics (owed to every paused reader). */
const FLOOD_MIB = 24
const RSS_FLOOD_BOUND_MIB = 160
const RSS_AFTER_BOUND_MIB = 64
const P99_BOUND_MS = 500

let redis: RunningRedisServer
let relay: RelayProcess
const logs: string[] = []
const clients: TestRelayClient[] = []

beforeAll(async () => {
  redis = await startRedisServer()
  relay = await spawnRelayProcess({
    port: await findFreePort(),
    redisUrl: redis.url,
    // Slow pings: only the send buffer cap, not a missed pong, may close the paused sockets.
    pingIntervalMs: 30_000,
    log: (line) => logs.push(line),
  })
}, 30_000)
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()))
  await relay?.stop()
  await redis?.stop()
})

const connect = async () => {
  const client = await connectRelayClient(relay.url)
  clients.push(client)
  return client
}
/** The relay child's resident memory in MiB, from /proc. */
const rssMiB = () => {
  const status = readFileSync(`/proc/${relay.process.pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024
}
/** The client's TCP socket under `ws`: pausing it stops reading, as a stalled client does. */
const tcpOf = (client: TestRelayClient) =>
  (client.socket as unknown as { _socket: { pause(): void; resume(): void } })._socket
const p99 = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y)
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0
}

/** Two clients on their own topic timing publish → delivery until `until` resolves. */
async function roundTrips(until: Promise<unknown>): Promise<number[]> {
  const [sender, receiver] = [await connect(), await connect()]
  const topic = randomTopic()
  await receiver.request('irn_subscribe', { topic })
  let done = false
  void until.finally(() => {
    done = true
  })
  const times: number[] = []
  for (let i = 0; !done || times.length < 20; i++) {
    const message = Buffer.from(`ping ${i} ${Date.now()}`).toString('base64')
    const start = performance.now()
    await sender.request('irn_publish', { topic, message, ttl: 60 })
    await receiver.waitFor((frame) => frame.json.params?.data.message === message, 10_000)
    times.push(performance.now() - start)
    await sleep(10)
  }
  return times
}

it('closes paused readers with 1013 and keeps RSS and others’ round trips bounded', async () => {
  const publisher = await connect()
  const topics = [randomTopic(), randomTopic(), randomTopic(), randomTopic()]
  const paused = await Promise.all(Array.from({ length: PAUSED_READERS }, connect))
  for (const client of paused) await client.request('irn_batchSubscribe', { topics })
  // The test process only counts their bytes: parsing 10 × 8 MiB here would slow the timing.
  for (const client of paused) client.socket.removeAllListeners('message')
  const closeCodes = paused.map(
    (client) => new Promise<number>((resolve) => client.socket.once('close', resolve)),
  )
  // A stalled client comes back once the relay has given up on it: it reads the 1013.
  const given = new Set<TestRelayClient>()
  const resumeWhenClosed = setInterval(() => {
    for (const client of paused)
      if (
        !given.has(client) &&
        logs.some((l) => l.includes(`${client.identity.clientId.slice(0, 16)}… is not reading`))
      ) {
        given.add(client)
        tcpOf(client).resume()
      }
  }, 20)
  for (const client of paused) tcpOf(client).pause()
  await sleep(500)
  const baseline = rssMiB()
  let peak = baseline
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMiB())
  }, 25)

  const flood = (async () => {
    for (let i = 0; i < FLOOD_MIB; i++) {
      const message = Buffer.alloc(786_000, i).toString('base64') // 1 MiB of text
      const topic = topics[i % topics.length]
      const { json } = await publisher.request('irn_publish', { topic, message, ttl: 60 })
      expect(json.result).toBe(true)
    }
    return Promise.all(closeCodes)
  })()
  const [times, codes] = await Promise.all([roundTrips(flood), flood])
  clearInterval(resumeWhenClosed)
  const peakDuring = peak
  await sleep(3_000)
  clearInterval(sampler)
  const after = rssMiB()
  console.log(
    `paused readers: ${PAUSED_READERS} × ${FLOOD_MIB} MiB owed (cap ${MAX_SOCKET_BUFFER_BYTES / 2 ** 20} MiB each); relay RSS ${baseline.toFixed(0)} MiB before, peak +${(peakDuring - baseline).toFixed(0)} MiB, +${(after - baseline).toFixed(0)} MiB 3 s after; round trips during the flood: ${times.length}, p99 ${p99(times).toFixed(0)} ms (${times.map((t) => t.toFixed(0)).join(' ')})`,
  )
  expect(codes).toEqual(Array(PAUSED_READERS).fill(1013))
  expect(peakDuring - baseline).toBeLessThan(RSS_FLOOD_BOUND_MIB)
  expect(after - baseline).toBeLessThan(RSS_AFTER_BOUND_MIB)
  expect(p99(times)).toBeLessThan(P99_BOUND_MS)
}, 60_000)

it('refuses a flooder past its rate, stores none of the excess, and others keep their p99', async () => {
  const flooder = await connect()
  const topics = Array.from({ length: 10 }, randomTopic)
  let accepted = 0
  let refused = 0
  const flood = (async () => {
    // As fast as the relay answers: 50 publishes in flight at a time, 3 × the rate in all.
    for (let round = 0; round < (3 * RELAY_PUBLISH_RATE.messages) / 50; round++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          flooder.request('irn_publish', {
            topic: topics[i % topics.length],
            message: Buffer.from(`flood ${round} ${i}`).toString('base64'),
            ttl: 60,
          }),
        ),
      )
      for (const { json } of answers) {
        if (json.result === true) accepted++
        else if (/^Rate limit exceeded/.test(json.error?.message ?? '')) refused++
      }
    }
  })()
  const times = await roundTrips(flood)
  await flood
  const reader = await connect()
  const { json } = await reader.request('irn_batchFetchMessages', { topics })
  const stored = (json.result as { messages: unknown[] }).messages.length
  console.log(
    `flood: ${accepted} publishes accepted, ${refused} refused (rate), ${stored} stored; others' round trips: ${times.length}, p99 ${p99(times).toFixed(0)} ms`,
  )
  expect(accepted).toBeLessThanOrEqual(2 * RELAY_PUBLISH_RATE.messages)
  expect(refused).toBe(3 * RELAY_PUBLISH_RATE.messages - accepted)
  expect(stored).toBe(accepted)
  expect(p99(times)).toBeLessThan(P99_BOUND_MS)
}, 60_000)
