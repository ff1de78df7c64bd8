/**
 * The load and fault harness at a small size (100 clients, 50 dapp/wallet pairs across 2 relay
 * nodes on one Redis): under a steady load, a node killed with SIGKILL (its clients move to the
 * other node and re-subscribe) and the nodes' Redis connections killed with CLIENT KILL lose no
 * acknowledged publish, and every pair's messages all arrive. The full-size figures come from
 * `npm run bench` (devnet/bench/relayBench.ts); no speed is asserted here.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type RunningRedisServer, startRedisServer } from '../redis/startRedisServer.ts'
import { type RelayLoadFigures, runRelayLoad } from './relayLoad.ts'

let redis: RunningRedisServer
beforeAll(async () => {
  redis = await startRedisServer()
}, 30_000)
afterAll(async () => {
  await redis?.stop()
})

const run = (fault: 'kill-node' | 'kill-redis-clients') =>
  runRelayLoad({
    redisUrl: redis.url,
    nodes: 2,
    clients: 100,
    seconds: 5,
    ratePerClient: 2,
    fault,
    faultAfterSeconds: 2,
    drainSeconds: 10,
  })

const expectNothingLost = (figures: RelayLoadFigures) => {
  // Some publishes were in flight when the fault struck, but most went through.
  expect(figures.acked).toBeGreaterThan(100)
  expect(figures.errors).toEqual([])
  expect(figures.refused).toBe(0)
  expect(figures.ackedNotDelivered).toBe(0)
  expect(figures.ackedLost).toBe(0)
  expect(figures.pairsComplete).toBe(figures.pairs)
}

it('a node killed with SIGKILL under load: its clients move to the other, nothing acked is lost', async () => {
  const figures = await run('kill-node')
  expectNothingLost(figures)
  // Every client of the killed node reconnected and subscribed again.
  expect(figures.recoveryMs).toBeGreaterThan(0)
  expect(figures.unexpectedDrops).toBe(0)
}, 40_000)

it("the nodes' Redis connections killed under load: nothing acked is lost or left undelivered", async () => {
  const figures = await run('kill-redis-clients')
  expectNothingLost(figures)
  // Each node's command, rate-count and pub/sub connections were closed under it.
  expect(figures.redisConnectionsKilled).toBeGreaterThanOrEqual(6)
  // The relays got their Redis back without dropping a client socket.
  expect(figures.unexpectedDrops).toBe(0)
}, 40_000)
