/**
 * A socket's waiting requests are bounded: past the bound a request is answered at once with
 * -32005 and takes no room, the socket stays open, and another socket on the same hub is served.
 */
import { expect, it } from 'vitest'
import { createRelayHub, frameText, type RelayClient } from './relayHub.ts'
import { randomTopic } from './relayTestClient.ts'
import { createTestMemoryRelayStore } from './testMemoryRelayStore.ts'

const request = (id: number, method: string, params: unknown) =>
  JSON.stringify({ id, jsonrpc: '2.0', method, params })

function connect(hub: ReturnType<typeof createRelayHub>, clientId: string) {
  const sent: { id?: number; result?: unknown; error?: { code: number; message: string } }[] = []
  const client: RelayClient = hub.connect(clientId, (frame) =>
    sent.push(JSON.parse(frameText(frame))),
  )
  return { client, sent }
}

it('refuses requests past the per-socket bound at once; the socket and others go on', async () => {
  const hub = createRelayHub({
    store: createTestMemoryRelayStore(),
    queueLimits: { requests: 4, length: 1_000_000 },
  })
  const flooder = connect(hub, 'flooder')
  const other = connect(hub, 'other')
  // Ten requests arrive before any is handled (as in one TCP read): four wait, six are refused.
  for (let id = 1; id <= 10; id++)
    flooder.client.receive(request(id, 'irn_subscribe', { topic: randomTopic() }))
  expect(flooder.sent.map((frame) => frame.id)).toEqual([5, 6, 7, 8, 9, 10])
  expect(flooder.sent[0]?.error).toEqual({
    code: -32005,
    message:
      'Too many requests waiting: at most 4 requests (1000000 characters) per socket; wait for the replies',
  })
  for (let id = 1; id <= 4; id++)
    other.client.receive(request(id, 'irn_subscribe', { topic: randomTopic() }))
  await Promise.all([flooder.client.idle(), other.client.idle()])
  expect(flooder.sent.slice(6).map((frame) => [frame.id, typeof frame.result])).toEqual([
    [1, 'string'],
    [2, 'string'],
    [3, 'string'],
    [4, 'string'],
  ])
  expect(other.sent.every((frame) => typeof frame.result === 'string')).toBe(true)
  expect(other.sent).toHaveLength(4)

  // Once answered, the room is back.
  flooder.client.receive(request(11, 'irn_subscribe', { topic: randomTopic() }))
  await flooder.client.idle()
  expect(typeof flooder.sent.at(-1)?.result).toBe('string')
})

it('bounds the characters waiting too, and never queues acks', async () => {
  const hub = createRelayHub({
    store: createTestMemoryRelayStore(),
    queueLimits: { requests: 100, length: 2_500 },
  })
  const { client, sent } = connect(hub, 'big')
  const message = 'a'.repeat(900)
  // Acks (responses) take no room in the queue (2,000 characters of them here): settled at once.
  for (let id = 0; id < 50; id++)
    client.receive(JSON.stringify({ id, jsonrpc: '2.0', result: true }))
  client.receive(request(1, 'irn_publish', { topic: randomTopic(), message, ttl: 60 }))
  client.receive(request(2, 'irn_publish', { topic: randomTopic(), message, ttl: 60 }))
  client.receive(request(3, 'irn_publish', { topic: randomTopic(), message, ttl: 60 }))
  expect(sent.map((frame) => [frame.id, frame.error?.code])).toEqual([[3, -32005]])
  await client.idle()
  expect(sent.slice(1).map((frame) => [frame.id, frame.result])).toEqual([
    [1, true],
    [2, true],
  ])
})

it('remembers a bounded number of unacked deliveries; a forgotten one stays owed', async () => {
  const hub = createRelayHub({ store: createTestMemoryRelayStore(), maxInflight: 5 })
  const publisher = connect(hub, 'publisher')
  const reader = connect(hub, 'reader')
  const topic = randomTopic()
  reader.client.receive(request(1, 'irn_subscribe', { topic }))
  await reader.client.idle()
  const messages = Array.from({ length: 8 }, (_, i) => ({ topic, message: `bTo${i}`, ttl: 60 }))
  publisher.client.receive(request(1, 'irn_batchPublish', { messages }))
  await publisher.client.idle()
  const deliveries = () =>
    reader.sent.filter((frame) => (frame as { method?: string }).method === 'irn_subscription')
  expect(deliveries()).toHaveLength(8)
  // Every one acked: the three oldest were forgotten (only 5 remembered), so theirs do not count.
  for (const frame of deliveries())
    reader.client.receive(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
  await reader.client.idle()
  reader.sent.length = 0
  reader.client.receive(request(2, 'irn_subscribe', { topic }))
  await reader.client.idle()
  const again = deliveries().map(
    (frame) => (frame as { params?: { data: { message: string } } }).params?.data.message,
  )
  expect(again).toEqual(['bTo0', 'bTo1', 'bTo2'])
})
