/**
 * A client that stops reading cannot make the relay hold its backlog: past
 * MAX_SOCKET_BUFFER_BYTES the socket is closed and dropped, while reading clients go on. (Pings
 * are slowed here so that only the buffer cap, not a missed pong, can close the paused sockets.)
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { findFreePort } from '../ports.ts'
import { connectRelayClient, randomTopic, type TestRelayClient } from './relayTestClient.ts'
import { type RunningRelay, startRelay } from './startRelay.ts'

let relay: RunningRelay
const logs: string[] = []
const clients: TestRelayClient[] = []

beforeAll(async () => {
  relay = await startRelay({
    port: await findFreePort(),
    pingIntervalMs: 60_000,
    memoryStoreForTests: true,
    log: (line) => logs.push(line),
  })
})
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()))
  await relay.stop()
})

const connect = async () => {
  const client = await connectRelayClient(relay.url)
  clients.push(client)
  return client
}
/** The client's TCP socket under `ws`: pausing it stops reading, as a stalled client does. */
const tcpOf = (client: TestRelayClient) =>
  (client.socket as unknown as { _socket: { pause(): void; resume(): void } })._socket

it('drops sockets that stop reading once their backlog passes the cap; readers go on', async () => {
  const publisher = await connect()
  const reader = await connect()
  // Four topics of 6 MiB each (a topic holds at most MAX_TOPIC_LENGTH).
  const topics = [randomTopic(), randomTopic(), randomTopic(), randomTopic()]
  await reader.request('irn_batchSubscribe', { topics })
  const paused = await Promise.all(Array.from({ length: 5 }, connect))
  for (const client of paused) await client.request('irn_batchSubscribe', { topics })
  const closed = paused.map(
    (client) => new Promise<void>((resolve) => client.socket.once('close', () => resolve())),
  )
  for (const client of paused) tcpOf(client).pause()
  const rssBefore = process.memoryUsage().rss

  // 24 messages of ~1 MiB: 24 MiB owed to every paused socket, three times the cap.
  const count = 24
  for (let i = 0; i < count; i++) {
    const message = Buffer.alloc(786_000, i).toString('base64')
    const topic = topics[i % topics.length]
    const { json } = await publisher.request('irn_publish', { topic, message, ttl: 60, tag: 1 })
    expect(json.result).toBe(true)
  }
  for (const client of paused) tcpOf(client).resume()
  await Promise.all(closed)
  expect(logs.filter((line) => line.includes('not reading; closed'))).toHaveLength(paused.length)

  // The reading subscriber got every message; the publisher's socket is still open.
  await reader.waitFor(() => reader.deliveries().length === count, 20_000)
  const { json } = await publisher.request('irn_subscribe', { topic: randomTopic() })
  expect(typeof json.result).toBe('string')
  const grownMiB = (process.memoryUsage().rss - rssBefore) / 2 ** 20
  console.log(
    `paused readers: ${paused.length} × ${count} MiB owed, relay process RSS +${grownMiB.toFixed(0)} MiB`,
  )
}, 30_000)
