/**
 * Two relay nodes on one Redis, as behind a load balancer: a dapp on node A and a wallet on node
 * B talk live; a client moving to the other node gets exactly what it has not acknowledged; a
 * node killed with SIGKILL loses no publish it had acknowledged.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { findFreePort } from '../ports.ts'
import { type RunningRedisServer, startRedisServer } from '../redis/startRedisServer.ts'
import {
  connectRelayClient,
  createTestIdentity,
  type RelayFrameIn,
  randomTopic,
  type TestRelayClient,
} from './relayTestClient.ts'
import { type RelayProcess, spawnRelayProcess } from './spawnRelayProcess.ts'
import { type RunningRelay, startRelay } from './startRelay.ts'

let redis: RunningRedisServer
const relays: RunningRelay[] = []
const clients: TestRelayClient[] = []
const isDelivery = (frame: RelayFrameIn) => frame.json.method === 'irn_subscription'
const messagesOf = (client: TestRelayClient) =>
  client.deliveries().map((frame) => frame.json.params?.data.message)

beforeAll(async () => {
  redis = await startRedisServer()
}, 30_000)
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()))
  for (const relay of relays) await relay.stop()
  await redis.stop()
})

const node = async () => {
  const relay = await startRelay({ port: await findFreePort(), redisUrl: redis.url })
  relays.push(relay)
  return relay
}
const connect = async (relay: { url: string }, options = {}) => {
  const client = await connectRelayClient(relay.url, options)
  clients.push(client)
  return client
}

it('a dapp on node A and a wallet on node B talk live; a move to B owes only the unacked', async () => {
  const [a, b] = [await node(), await node()]
  const topic = randomTopic()
  const dappIdentity = createTestIdentity()
  const dapp = await connect(a, { identity: dappIdentity, autoAck: false })
  const wallet = await connect(b)
  await dapp.request('irn_subscribe', { topic })
  await wallet.request('irn_subscribe', { topic })

  await dapp.request('irn_publish', { topic, message: 'cmVxdWVzdA==', ttl: 60 })
  await wallet.waitFor(isDelivery)
  expect(messagesOf(wallet)).toEqual(['cmVxdWVzdA=='])
  for (const message of ['b25l', 'dHdv'])
    await wallet.request('irn_publish', { topic, message, ttl: 60 })
  await dapp.waitFor(() => dapp.deliveries().length === 2)
  dapp.ack(dapp.deliveries()[0]?.json.id)
  await dapp.request('irn_fetchMessages', { topic: randomTopic() })
  await dapp.close()

  // The dapp reconnects through the other node: only what it did not ack comes again.
  const moved = await connect(b, { identity: dappIdentity })
  await moved.request('irn_subscribe', { topic })
  await moved.waitFor(isDelivery)
  await moved.request('irn_fetchMessages', { topic: randomTopic() })
  expect(messagesOf(moved)).toEqual(['dHdv'])
}, 30_000)

it('a node killed with SIGKILL loses no publish it acknowledged', async () => {
  const survivor = await node()
  let killed: RelayProcess | undefined = await spawnRelayProcess({
    port: await findFreePort(),
    redisUrl: redis.url,
  })
  try {
    const topic = randomTopic()
    const publisher = await connect(killed)
    const sent: string[] = []
    for (let i = 0; i < 50; i++) {
      const message = Buffer.from(`acked ${i}`).toString('base64')
      const { json } = await publisher.request('irn_publish', { topic, message, ttl: 60 })
      expect(json.result).toBe(true)
      sent.push(message)
    }
    killed.process.kill('SIGKILL')
    await new Promise((resolve) => killed?.process.once('exit', resolve))
    killed = undefined

    const wallet = await connect(survivor)
    await wallet.request('irn_subscribe', { topic })
    await wallet.waitFor(() => wallet.deliveries().length === 50)
    expect(messagesOf(wallet)).toEqual(sent)
  } finally {
    await killed?.stop()
  }
}, 30_000)

it("one client's publish rate is counted across the nodes", async () => {
  const [a, b] = [await node(), await node()]
  const identity = createTestIdentity()
  const onA = await connect(a, { identity })
  const onB = await connect(b, { identity })
  const topics = [randomTopic(), randomTopic(), randomTopic()]
  const batch = (n: number) =>
    Array.from({ length: 100 }, (_, i) => ({
      topic: topics[n % 3],
      message: `cA${n}x${i}`,
      ttl: 60,
    }))
  for (let n = 0; n < 10; n++) {
    const { json } = await (n % 2 ? onB : onA).request('irn_batchPublish', { messages: batch(n) })
    expect(json.result).toBe(true)
  }
  const refused = await onB.request('irn_publish', {
    topic: randomTopic(),
    message: 'bW9yZQ==',
    ttl: 60,
  })
  expect(refused.json.error?.message).toMatch(/^Rate limit exceeded/)
}, 30_000)
