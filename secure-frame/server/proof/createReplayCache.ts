/**
 * Remembers the proof ids (`jti`) seen while their proofs could still be accepted, so a proof is
 * good for one request only. This one lives in the process (one instance); instances that share
 * a Redis use createRedisReplayCache instead. Bounded: beyond `maxEntries` the oldest ids are
 * forgotten first.
 */
export interface ReplayCache {
  /** Records `key` until `expiresAt` (ms); false if it was already there (a replay). */
  remember(key: string, expiresAt: number, now: number): Promise<boolean>
}

export interface MemoryReplayCache extends ReplayCache {
  readonly size: number
}

export function createReplayCache(maxEntries = 20_000): MemoryReplayCache {
  const entries = new Map<string, number>()
  return {
    async remember(key, expiresAt, now) {
      const seenUntil = entries.get(key)
      if (seenUntil !== undefined && seenUntil > now) return false
      entries.delete(key)
      for (const [k, until] of entries) {
        if (until > now && entries.size < maxEntries) break
        entries.delete(k)
      }
      entries.set(key, expiresAt)
      return true
    },
    get size() {
      return entries.size
    },
  }
}
