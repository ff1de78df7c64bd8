/**
 * The proof replay cache in Redis, shared by every frame instance: one `SET key 1 NX PX ttl` per
 * proof, so a proof accepted by one instance is refused by all the others until it could no
 * longer be accepted anyway (Redis drops the key then). A Redis error fails the request: a proof
 * is never let through unrecorded.
 */
import type { Redis } from 'ioredis'
import type { ReplayCache } from './createReplayCache.ts'

export const REPLAY_KEY_PREFIX = 'portico:frame:proof:'

export function createRedisReplayCache(redis: Redis, prefix = REPLAY_KEY_PREFIX): ReplayCache {
  return {
    async remember(key, expiresAt, now) {
      const ttlMs = Math.max(1, Math.ceil(expiresAt - now))
      return (await redis.set(`${prefix}${key}`, '1', 'PX', ttlMs, 'NX')) === 'OK'
    },
  }
}
