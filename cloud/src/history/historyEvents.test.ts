/**
 * History changes between two instances over a real Redis: a Solana or Bitcoin change reaches
 * the other instance, the same change (same key) published by both instances' watchers is
 * delivered once, and a message on the channel that is not a change (bad JSON, a wrong shape, a
 * Solana change spelled like an EVM one) is dropped.
 */
import { type RunningRedisServer, startRedisServer } from '@portico/devnet'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createHistoryEvents,
  HISTORY_CHANNEL,
  type HistoryChange,
  type HistoryEvents,
} from './historyEvents.ts'

const CLUSTER = 'solana:HLGhMhRr1gFBdrKKeVFRtgsxUzAQzwkn'
const OWNER = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const NODE = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const BTC_ADDRESS = 'bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk'

let redis: RunningRedisServer
const clients: Redis[] = []
const instances: HistoryEvents[] = []

beforeAll(async () => {
  redis = await startRedisServer()
}, 60_000)
afterAll(async () => {
  for (const events of instances) events.close()
  for (const client of clients) client.disconnect()
  await redis?.stop()
})

async function instance() {
  const client = new Redis(redis.url)
  clients.push(client)
  const events = createHistoryEvents({ redis: client, log: { warn: () => {} } })
  instances.push(events)
  await events.ready()
  const heard: HistoryChange[] = []
  events.subscribe((change) => heard.push(change))
  return { events, heard, client }
}

describe('history events over Redis', () => {
  it("delivers another instance's Solana and Bitcoin changes, a keyed one once", async () => {
    const a = await instance()
    const b = await instance()
    const change = { chainId: CLUSTER, accounts: [OWNER], key: `${CLUSTER}:sig1:${OWNER}` }
    // Both instances' watchers saw the same transaction.
    a.events.publish(change)
    b.events.publish(change)
    const sentinel = { chainId: NODE, accounts: [BTC_ADDRESS], key: `${NODE}:x` }
    b.events.publish(sentinel)
    await expect.poll(() => a.heard.some((c) => c.chainId === NODE)).toBe(true)
    await expect.poll(() => b.heard.some((c) => c.chainId === NODE)).toBe(true)
    for (const heard of [a.heard, b.heard]) expect(heard).toEqual([change, sentinel])
  })

  it('drops what is not a change', async () => {
    const a = await instance()
    for (const message of [
      'not json',
      JSON.stringify({ chainId: CLUSTER }),
      JSON.stringify({ chainId: 31337, accounts: [OWNER] }),
      JSON.stringify({ chainId: 'cosmos:hub', accounts: [OWNER] }),
      JSON.stringify({ chainId: CLUSTER, accounts: ['0x<script>'] }),
      JSON.stringify({ chainId: CLUSTER, accounts: [OWNER], key: 'k'.repeat(300) }),
    ])
      await a.client.publish(HISTORY_CHANNEL, message)
    const good = { chainId: CLUSTER, accounts: [OWNER], key: 'good' }
    await a.client.publish(HISTORY_CHANNEL, JSON.stringify(good))
    await expect.poll(() => a.heard.length).toBe(1)
    expect(a.heard).toEqual([good])
  })
})

describe('history events without Redis', () => {
  it('delivers in this process, a keyed change once', () => {
    const events = createHistoryEvents({ log: { warn: () => {} } })
    const heard: HistoryChange[] = []
    events.subscribe((change) => heard.push(change))
    const change = { chainId: CLUSTER, accounts: [OWNER], key: 'k1' }
    events.publish(change)
    events.publish(change)
    events.publish({ chainId: 31337, accounts: [`0x${'a'.repeat(40)}`] })
    events.publish({ chainId: 31337, accounts: [`0x${'a'.repeat(40)}`] })
    expect(heard).toHaveLength(3)
    events.close()
  })
})
