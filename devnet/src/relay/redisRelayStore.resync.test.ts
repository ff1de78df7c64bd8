/**
 * Fan-out across a dropped pub/sub link: Redis pub/sub keeps nothing for a subscriber that is
 * away, so a relay node whose link to Redis was cut must, once back, hand on what other nodes
 * stored meanwhile on the topics it watches (with who acked it), or a connected client waits for
 * a reply that is already in the mailbox.
 */
import { Redis } from 'ioredis'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type RunningRedisServer, startRedisServer } from '../redis/startRedisServer.ts'
import { createRedisRelayStore } from './redisRelayStore.ts'
import type { MailboxMessage } from './relayMailbox.ts'
import type { RelayStore } from './relayStore.ts'
import { sleep } from './relayTestClient.ts'

const topic = 'b'.repeat(64)
let redis: RunningRedisServer
let admin: Redis
const stores: RelayStore[] = []

beforeAll(async () => {
  redis = await startRedisServer()
  admin = new Redis(redis.url)
}, 30_000)
afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()))
  admin?.disconnect()
  await redis?.stop()
})

it('a node whose pub/sub link was killed gets what another node stored while it was away', async () => {
  const [a, b] = await Promise.all(
    [0, 1].map(() => createRedisRelayStore({ redisUrl: redis.url, prefix: 'resync:' })),
  )
  stores.push(a as RelayStore, b as RelayStore)
  if (!a || !b) throw new Error('no stores')
  const heard: MailboxMessage[] = []
  a.onRemote((entry) => heard.push(entry))
  await a.watch(topic)
  const input = (message: string) => ({
    topic,
    message,
    ttlSeconds: 60,
    tag: 1108,
    publisherId: 'wallet',
  })

  await b.put([input('before')])
  for (let i = 0; i < 40 && heard.length < 1; i++) await sleep(25)
  expect(heard.map((m) => m.message)).toEqual(['before'])
  heard.length = 0

  // Only A's pub/sub connection goes; what B stores right after is announced to nobody on A.
  expect(Number(await admin.call('CLIENT', 'KILL', 'TYPE', 'pubsub'))).toBe(1)
  const [stored] = await b.put([input('while away')])
  if (stored) await b.ack(stored.entry, 'someone-else')

  for (let i = 0; i < 200 && !heard.some((m) => m.message === 'while away'); i++) await sleep(25)
  const missed = heard.find((m) => m.message === 'while away')
  expect(missed?.ackedBy.has('someone-else')).toBe(true)
  expect(missed?.publisherId).toBe('wallet')
}, 20_000)
