/**
 * A read cache whose entries carry tags (`names`, `history:31337:0xabc…`): a write
 * invalidates the tags it touched and every entry holding one is gone at once, whatever its
 * age. A read takes a ticket before it asks the database and stores its answer with it, so an
 * answer read while a write of its tags was landing is never served (the ticket predates the
 * write). What each instance may cache is decided by whoever invalidates: only writes it hears
 * of (see databaseChanges.ts and history/historyEvents.ts). Bounded in entries and in tags
 * remembered: past that, every older entry counts as changed.
 */
import { REQUEST_CACHE_MAX_ENTRIES } from '@portico/shared'
import { createTtlCache } from './createTtlCache.ts'

/** When a read began: the count of invalidations so far. */
export type CacheTicket = number

export interface TaggedCache<T> {
  /** Taken before reading the database; its answer is stored with it. */
  ticket(): CacheTicket
  get(key: string): T | undefined
  /** Stores `value` unless one of `tags` was invalidated after `ticket` was taken. */
  set(key: string, value: T, tags: readonly string[], ticket: CacheTicket): void
  /** The cached answer of `key`, else `load()`'s, stored under `tags`. */
  read(key: string, tags: readonly string[], load: () => Promise<T>): Promise<T>
  invalidate(tags: readonly string[]): void
  clear(): void
}

export interface TaggedCacheOptions {
  /** Entries also expire after this long (prices in a history page age regardless). */
  ttlMs: number
  maxEntries?: number
  /** How many changed tags are remembered before they are forgotten all at once. */
  maxTags?: number
  now?: () => number
}

export function createTaggedCache<T>(options: TaggedCacheOptions): TaggedCache<T> {
  const entries = createTtlCache<{ value: T; tags: readonly string[]; ticket: CacheTicket }>({
    ttlMs: options.ttlMs,
    maxEntries: options.maxEntries ?? REQUEST_CACHE_MAX_ENTRIES,
    now: options.now,
  })
  const maxTags = options.maxTags ?? 4 * REQUEST_CACHE_MAX_ENTRIES
  let epoch = 0
  /** Every tag not in `changed` is taken to have changed at `floor`. */
  let floor = 0
  const changed = new Map<string, number>()
  const fresh = (tags: readonly string[], ticket: CacheTicket) =>
    ticket >= floor && tags.every((tag) => (changed.get(tag) ?? floor) <= ticket)
  const get = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return undefined
    if (fresh(entry.tags, entry.ticket)) return entry
    entries.delete(key)
    return undefined
  }
  const set = (key: string, value: T, tags: readonly string[], ticket: CacheTicket) => {
    if (fresh(tags, ticket)) entries.set(key, { value, tags, ticket })
  }
  return {
    ticket: () => epoch,
    get: (key) => get(key)?.value,
    set,
    async read(key, tags, load) {
      const hit = get(key)
      if (hit) return hit.value
      const ticket = epoch
      const value = await load()
      set(key, value, tags, ticket)
      return value
    },
    invalidate(tags) {
      if (!tags.length) return
      epoch++
      for (const tag of tags) changed.set(tag, epoch)
      if (changed.size > maxTags) {
        changed.clear()
        floor = epoch
      }
    },
    clear() {
      entries.clear()
      epoch++
      changed.clear()
      floor = epoch
    },
  }
}

/** `load()` through `cache` when there is one (a route's cache may be off: see cloudContext.ts). */
export function readThrough<T>(
  cache: TaggedCache<unknown> | null,
  key: string,
  tags: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  return cache ? (cache.read(key, tags, load) as Promise<T>) : load()
}
