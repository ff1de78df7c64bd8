/**
 * A small in-memory cache with a time to live, bounded in size (oldest entries go first).
 * Each cloud instance keeps its own: the caches only spare the chain and the database repeated
 * reads, so instances behind a load balancer need not share them.
 */
import { REQUEST_CACHE_MAX_ENTRIES } from '@portico/shared'

export interface TtlCache<T> {
  get(key: string): T | undefined
  set(key: string, value: T): void
  delete(key: string): void
  clear(): void
  readonly size: number
}

export interface TtlCacheOptions {
  ttlMs: number
  maxEntries?: number
  /** The clock, in ms (tests move it). */
  now?: () => number
}

export function createTtlCache<T>(options: TtlCacheOptions): TtlCache<T> {
  const now = options.now ?? Date.now
  const max = options.maxEntries ?? REQUEST_CACHE_MAX_ENTRIES
  const entries = new Map<string, { value: T; expiresAt: number }>()
  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.expiresAt <= now()) {
        entries.delete(key)
        return undefined
      }
      return entry.value
    },
    set(key, value) {
      entries.delete(key)
      entries.set(key, { value, expiresAt: now() + options.ttlMs })
      while (entries.size > max) {
        const oldest = entries.keys().next().value
        if (oldest === undefined) break
        entries.delete(oldest)
      }
    },
    delete(key) {
      entries.delete(key)
    },
    clear() {
      entries.clear()
    },
    get size() {
      return entries.size
    },
  }
}
