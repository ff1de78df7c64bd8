/**
 * The relay as its own process (as `npm start` runs it) under paused readers and a publish
 * flood (the scenario is relayPausedReaders.ts, run once), with the bounds asserted:
 * - PAUSED_READERS sockets that never read, subscribed to the flood topics, each owed FLOOD_MIB
 *   MiB: every one is closed with 1013; the relay child's RSS (VmRSS) stays under
 *   baseline + RSS_FLOOD_BOUND_MIB during the flood and under baseline + RSS_AFTER_BOUND_MIB
 *   once they are gone;
 * - meanwhile, and while one client publishes as fast as it is allowed, round trips between two
 *   other clients (publish on one, delivery on the other) keep a p99 under P99_BOUND_MS, and the
 *   flooder's excess publishes are refused (rate) and not stored.
 * Bounds are generous for a loaded 2-core machine; `npm run bench` prints the real figures.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type RunningRedisServer, startRedisServer } from '../redis/startRedisServer.ts'
import {
  describeRelayPausedReaders,
  type RelayPausedReadersFigures,
  runRelayPausedReaders,
} from './relayPausedReaders.ts'
import { RELAY_PUBLISH_RATE } from './relayRateLimit.ts'

const PAUSED_READERS = 10
/** MiB published to the flood topics (owed to every paused reader). */
const FLOOD_MIB = 24
const RSS_FLOOD_BOUND_MIB = 160
const RSS_AFTER_BOUND_MIB = 64
const P99_BOUND_MS = 500

let redis: RunningRedisServer
let figures: RelayPausedReadersFigures

beforeAll(async () => {
  redis = await startRedisServer()
  figures = await runRelayPausedReaders({
    redisUrl: redis.url,
    readers: PAUSED_READERS,
    floodMiB: FLOOD_MIB,
    afterSeconds: 3,
    flooderRateMultiple: 3,
  })
  for (const line of describeRelayPausedReaders(figures)) console.log(line)
}, 90_000)
afterAll(async () => {
  await redis?.stop()
})

it('closes paused readers with 1013 and keeps RSS and others’ round trips bounded', () => {
  expect(figures.errors).toEqual([])
  expect(figures.floodAccepted).toBe(FLOOD_MIB)
  expect(figures.closeCodes).toEqual(Array(PAUSED_READERS).fill(1013))
  expect(figures.rssPeakMiB - figures.rssBaselineMiB).toBeLessThan(RSS_FLOOD_BOUND_MIB)
  expect(figures.rssAfterMiB - figures.rssBaselineMiB).toBeLessThan(RSS_AFTER_BOUND_MIB)
  expect(figures.duringFlood.count).toBeGreaterThanOrEqual(20)
  expect(figures.duringFlood.p99Ms).toBeLessThan(P99_BOUND_MS)
})

it('refuses a flooder past its rate, stores none of the excess, and others keep their p99', () => {
  const { offered, accepted, refused, stored, others } = figures.flooder
  expect(offered).toBe(3 * RELAY_PUBLISH_RATE.messages)
  expect(accepted).toBeLessThanOrEqual(2 * RELAY_PUBLISH_RATE.messages)
  expect(refused).toBe(3 * RELAY_PUBLISH_RATE.messages - accepted)
  expect(stored).toBe(accepted)
  expect(others.p99Ms).toBeLessThan(P99_BOUND_MS)
})
