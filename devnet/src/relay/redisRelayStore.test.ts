/** The relay's mailbox on a real Redis: quotas, acks, expiry and fan-out between two nodes. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningRedisServer, startRedisServer } from '../redis/startRedisServer.ts'
import { createRedisRelayStore } from './redisRelayStore.ts'
import { MailboxQuotaError } from './relayMailbox.ts'
import type { RelayStore } from './relayStore.ts'

const topic = 'a'.repeat(64)
let redis: RunningRedisServer
const stores: RelayStore[] = []
let run = 0

beforeAll(async () => {
  redis = await startRedisServer()
}, 30_000)
afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()))
  await redis.stop()
})

/** Stores on one Redis under a fresh prefix per test, like relay nodes sharing it. */
const nodes = async (count: number, options: { now?: () => number; quotas?: object } = {}) => {
  const prefix = `relay-test-${++run}:`
  const made = await Promise.all(
    Array.from({ length: count }, () =>
      createRedisRelayStore({ redisUrl: redis.url, prefix, ...options }),
    ),
  )
  stores.push(...made)
  return made as [RelayStore, RelayStore]
}
const input = (message: string, publisherId = 'alice', ttlSeconds = 60, on = topic) => ({
  topic: on,
  message,
  ttlSeconds,
  tag: 1108,
  publisherId,
})

describe('Redis relay store', () => {
  it('owes a message to everyone but its publisher and those who acked it, on every node', async () => {
    const [a, b] = await nodes(2)
    const [stored] = await a.put([input('m1')])
    expect(stored?.fresh).toBe(true)
    expect((await b.pendingFor(topic, 'bob')).map((m) => m.message)).toEqual(['m1'])
    expect(await b.pendingFor(topic, 'alice')).toEqual([])
    if (stored) await b.ack(stored.entry, 'bob')
    expect(await a.pendingFor(topic, 'bob')).toEqual([])
    expect((await a.pendingFor(topic, 'carol')).map((m) => m.message)).toEqual(['m1'])
    // The same message again is stored once.
    const [again] = await b.put([input('m1')])
    expect(again?.fresh).toBe(false)
    expect((await a.pendingFor(topic, 'carol')).length).toBe(1)
  })

  it('announces a publish to the other nodes watching its topic, not to itself', async () => {
    const [a, b] = await nodes(2)
    const heardByA: string[] = []
    const heardByB: string[] = []
    a.onRemote((entry) => heardByA.push(entry.message))
    b.onRemote((entry) => heardByB.push(entry.message))
    await a.watch(topic)
    await b.watch(topic)
    await a.put([input('hello')])
    await expect.poll(() => heardByB).toEqual(['hello'])
    expect(heardByA).toEqual([])
    await b.unwatch(topic)
    await a.put([input('unheard')])
    await a.put([input('sync')]) // a round trip after the publish
    expect(heardByB).toEqual(['hello'])
  })

  it('refuses a batch over a quota whole, evicting nothing', async () => {
    const [a] = await nodes(1, { quotas: { topicMessages: 2 } })
    await a.put([input('m1')])
    await expect(a.put([input('m2'), input('m3')])).rejects.toThrow(
      new MailboxQuotaError('the topic holds 2 messages'),
    )
    expect((await a.pendingFor(topic, 'bob')).map((m) => m.message)).toEqual(['m1'])
    await a.put([input('m2')])
    await expect(a.put([input('m3', 'bob')])).rejects.toBeInstanceOf(MailboxQuotaError)
  })

  it('expires messages and frees their quota', async () => {
    let time = Date.now()
    const [a] = await nodes(1, { now: () => time, quotas: { clientMessages: 1 } })
    await a.put([input('short', 'alice', 1)])
    await expect(a.put([input('next')])).rejects.toThrow(/this client has 1 messages waiting/)
    time += 1_001
    await a.purgeExpired()
    expect(await a.pendingFor(topic, 'bob')).toEqual([])
    await a.put([input('next')])
    expect((await a.pendingFor(topic, 'bob')).map((m) => m.message)).toEqual(['next'])
  })
})
