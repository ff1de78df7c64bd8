import { type RunningRedisServer, startRedisServer } from '@portico/devnet'
import type { Redis } from 'ioredis'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { connectFrameRedis } from '../redis/connectFrameRedis.ts'
import { createRedisReplayCache } from './createRedisReplayCache.ts'

let server: RunningRedisServer
let a: Redis
let b: Redis
beforeAll(async () => {
  server = await startRedisServer()
  ;[a, b] = await Promise.all([connectFrameRedis(server.url), connectFrameRedis(server.url)])
}, 60_000)
afterAll(async () => {
  a?.disconnect()
  b?.disconnect()
  await server?.stop()
})

it('an id one instance has seen is refused by another until its time is up', async () => {
  const first = createRedisReplayCache(a)
  const second = createRedisReplayCache(b)
  const now = Date.now()
  expect(await first.remember('device.jti-1', now + 300, now)).toBe(true)
  expect(await second.remember('device.jti-1', now + 300, now)).toBe(false)
  expect(await first.remember('device.jti-1', now + 300, now)).toBe(false)
  expect(await second.remember('device.jti-2', now + 300, now)).toBe(true)
  // Redis forgets the id once a proof carrying it could no longer be accepted.
  expect(await a.pttl('portico:frame:proof:device.jti-1')).toBeGreaterThan(0)
  await new Promise((r) => setTimeout(r, 400))
  expect(await a.exists('portico:frame:proof:device.jti-1')).toBe(0)
})

it('of many instances racing with one id, exactly one is let through', async () => {
  const caches = [a, b, a, b, a, b].map((r) => createRedisReplayCache(r))
  const now = Date.now()
  const results = await Promise.all(caches.map((c) => c.remember('device.race', now + 60_000, now)))
  expect(results.filter(Boolean)).toHaveLength(1)
})
