/**
 * "This account's history changed": the indexer publishes, after each stored batch, the
 * accounts its transfers touched on an EVM chain, and the Solana and Bitcoin watchers
 * (watchHistoryAccounts.ts) the watched accounts a transaction touched; the history streams
 * (historyStreams.ts) of every instance hear it. With Redis (several instances) a change goes
 * through one pub/sub channel, so a batch indexed by the instance holding the lease reaches
 * streams open on any other; each instance hears its own changes back from Redis too, so a
 * change is delivered once. A change with a `key` (one transaction of one account) that two
 * instances' watchers both saw is delivered once as well. Without Redis, changes stay in this
 * process. Best effort: a change lost while Redis is unreachable is caught up by the client's
 * own refetch when its stream opens again.
 */
import type { Redis } from 'ioredis'
import { z } from 'zod'

export interface HistoryChange {
  /** An EVM chain id, or the CAIP-2 id of another family's network (`solana:…`, `bip122:…`). */
  chainId: number | string
  /** Whose history gained or changed entries: lower-case 0x addresses, or the family's spelling. */
  accounts: string[]
  /** What changed (a transaction of one account), for changes several watchers may publish. */
  key?: string
}

export type HistoryListener = (change: HistoryChange) => void

export interface HistoryEvents {
  publish(change: HistoryChange): void
  /** Returns the function that stops listening. */
  subscribe(listener: HistoryListener): () => void
  /**
   * Resolves once changes from other instances are heard (at once without Redis); rejects while
   * the channel cannot be subscribed (Redis unreachable since the start).
   */
  ready(): Promise<void>
  close(): void
}

/** The one channel every instance publishes to and listens on. */
export const HISTORY_CHANNEL = 'portico:cloud:history'

const changeSchema = z.union([
  z.strictObject({
    chainId: z.number().int().positive(),
    accounts: z.array(z.string().regex(/^0x[0-9a-f]{40}$/)).max(100_000),
  }),
  z.strictObject({
    chainId: z.string().regex(/^(solana|bip122):[0-9A-Za-z]{1,64}$/),
    accounts: z
      .array(z.string().regex(/^[0-9A-Za-z]{25,90}$/))
      .min(1)
      .max(100),
    key: z.string().max(256).optional(),
  }),
])

/** How many recent change keys are remembered to deliver a change once. */
const RECENT_KEYS = 4096

export interface HistoryEventsOptions {
  /** The instances' shared Redis (a subscriber connection is made from it). */
  redis?: Redis
  log: { warn(fields: object, message: string): void }
}

export function createHistoryEvents({ redis, log }: HistoryEventsOptions): HistoryEvents {
  const listeners = new Set<HistoryListener>()
  // Insertion-ordered: the oldest key is dropped first.
  const recentKeys = new Set<string>()
  const deliver = (change: HistoryChange) => {
    if (change.key !== undefined) {
      if (recentKeys.has(change.key)) return
      recentKeys.add(change.key)
      if (recentKeys.size > RECENT_KEYS)
        recentKeys.delete(recentKeys.values().next().value as string)
    }
    for (const listener of listeners) listener(change)
  }
  const subscribe = (listener: HistoryListener) => {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  }
  if (!redis)
    return {
      publish: deliver,
      subscribe,
      ready: () => Promise.resolve(),
      close: () => listeners.clear(),
    }

  const subscriber = redis.duplicate()
  subscriber.on('error', (error) => log.warn({ err: error }, 'redis history channel failed'))
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== HISTORY_CHANNEL) return
    let parsed: unknown
    try {
      parsed = JSON.parse(message)
    } catch {
      return
    }
    const change = changeSchema.safeParse(parsed)
    if (change.success) deliver(change.data)
  })
  // ioredis subscribes again by itself after a reconnect, once a subscribe went through; one
  // that failed (Redis down at the start) is tried again when the connection is back.
  let subscribed: Promise<void>
  const trySubscribe = () => {
    subscribed = subscriber.subscribe(HISTORY_CHANNEL).then(() => undefined)
    subscribed.catch((error: unknown) => log.warn({ err: error }, 'history channel not subscribed'))
    let failed = false
    subscribed.catch(() => {
      failed = true
    })
    return () => failed
  }
  let failed = trySubscribe()
  subscriber.on('ready', () => {
    if (failed()) failed = trySubscribe()
  })
  return {
    publish(change) {
      redis
        .publish(HISTORY_CHANNEL, JSON.stringify(change))
        .catch((error: unknown) => log.warn({ err: error }, 'history change not published'))
    },
    subscribe,
    ready: () => subscribed,
    close() {
      listeners.clear()
      subscriber.disconnect()
    },
  }
}
