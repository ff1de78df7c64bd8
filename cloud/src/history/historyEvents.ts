/**
 * "This account's history changed": the indexer publishes, after each stored batch, the
 * accounts its transfers touched on a chain; the history streams (historyStreams.ts) of every
 * instance hear it. With Redis (several instances) a change goes through one pub/sub channel,
 * so a batch indexed by the instance holding the lease reaches streams open on any other; each
 * instance hears its own changes back from Redis too, so a change is delivered once. Without
 * Redis, changes stay in this process. Best effort: a change lost while Redis is unreachable
 * is caught up by the client's own refetch when its stream opens again.
 */
import type { Redis } from 'ioredis'
import { z } from 'zod'

export interface HistoryChange {
  chainId: number
  /** Lower-case 0x addresses whose history gained entries. */
  accounts: string[]
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

const changeSchema = z.object({
  chainId: z.number().int().positive(),
  accounts: z.array(z.string().regex(/^0x[0-9a-f]{40}$/)).max(100_000),
})

export interface HistoryEventsOptions {
  /** The instances' shared Redis (a subscriber connection is made from it). */
  redis?: Redis
  log: { warn(fields: object, message: string): void }
}

export function createHistoryEvents({ redis, log }: HistoryEventsOptions): HistoryEvents {
  const listeners = new Set<HistoryListener>()
  const deliver = (change: HistoryChange) => {
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
