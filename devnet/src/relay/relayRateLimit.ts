/**
 * How fast one client (its `iss`) may publish: RELAY_PUBLISH_RATE messages per window, counted
 * per message (a batch of 100 costs 100); and how fast one topic may be published to, whoever
 * publishes: RELAY_TOPIC_PUBLISH_RATE, so freshly minted client ids cannot flood one topic.
 * With rate-limiter-flexible. A call over either is refused with JSON-RPC -32005 and says when
 * to retry; nothing of it is stored, and other clients and topics are not slowed. On Redis the
 * counts are shared by every relay node; in memory they are per process.
 */
import { RpcError } from '@portico/shared'
import type { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import { RPC_LIMIT_EXCEEDED } from './relayMailbox.ts'

/** Messages one client may publish per window, and the window. */
export const RELAY_PUBLISH_RATE = { messages: 1_000, windowSeconds: 10 } as const

/**
 * Messages one topic may receive per window, from every publisher together: above a topic's
 * quota (500 held), so it bites only on a churn of short-lived or repeated messages.
 */
export const RELAY_TOPIC_PUBLISH_RATE = { messages: 600, windowSeconds: 10 } as const

export interface PublishRate {
  messages: number
  windowSeconds: number
}

/** A publish over the client's or a topic's rate; nothing was stored. */
export class PublishRateError extends RpcError {
  override name = 'PublishRateError'
  constructor(retryAfterMs: number, rate: PublishRate = RELAY_PUBLISH_RATE, what = 'client') {
    super(
      `Rate limit exceeded: at most ${rate.messages} messages per ${rate.windowSeconds} s per ${what}; retry in ${Math.ceil(retryAfterMs / 1000)} s`,
      { code: 'RELAY_RATE_LIMITED', rpcCode: RPC_LIMIT_EXCEEDED },
    )
  }
}

export interface PublishRateLimit {
  /** Counts the messages `method` publishes; throws PublishRateError over a rate. */
  consume(clientId: string, method: string, params: unknown): Promise<void>
}

/** How many messages a call publishes (0 for the others; bad params are refused later). */
export function publishCount(method: string, params: unknown): number {
  switch (method) {
    case 'irn_publish':
    case 'wc_proposeSession':
      return 1
    case 'wc_approveSession':
      return 2
    case 'irn_batchPublish': {
      const messages = (params as { messages?: unknown } | null)?.messages
      return Array.isArray(messages) ? Math.max(messages.length, 1) : 1
    }
    default:
      return 0
  }
}

const TOPIC = /^[0-9a-f]{64}$/

/**
 * The topics a call publishes to, with how many messages each (params are not checked yet:
 * anything but a well-formed topic is left out, and the call is refused later).
 */
export function publishTopics(method: string, params: unknown): Map<string, number> {
  const counts = new Map<string, number>()
  const add = (topic: unknown) => {
    if (typeof topic === 'string' && TOPIC.test(topic))
      counts.set(topic, (counts.get(topic) ?? 0) + 1)
  }
  const p = (typeof params === 'object' && params !== null ? params : {}) as Record<string, unknown>
  switch (method) {
    case 'irn_publish':
      add(p.topic)
      break
    case 'wc_proposeSession':
      add(p.pairingTopic)
      break
    case 'wc_approveSession':
      add(p.pairingTopic)
      add(p.sessionTopic)
      break
    case 'irn_batchPublish':
      if (Array.isArray(p.messages))
        for (const message of p.messages.slice(0, 100))
          add((message as { topic?: unknown } | null)?.topic)
      break
  }
  return counts
}

export interface PublishRateLimitOptions {
  rate?: PublishRate
  /** Messages per topic and window; RELAY_TOPIC_PUBLISH_RATE when absent. */
  topicRate?: PublishRate
  /** Count in this Redis (shared by the relay nodes) instead of in memory. */
  redis?: Redis
  /** Key prefix in Redis. Default `relay:rate:`. */
  keyPrefix?: string
}

export function createPublishRateLimit(options: PublishRateLimitOptions = {}): PublishRateLimit {
  const rate = options.rate ?? RELAY_PUBLISH_RATE
  const topicRate = options.topicRate ?? RELAY_TOPIC_PUBLISH_RATE
  const keyPrefix = options.keyPrefix ?? 'relay:rate:'
  const limiterOf = (limit: PublishRate, prefix: string) => {
    const limits = { points: limit.messages, duration: limit.windowSeconds }
    return options.redis
      ? new RateLimiterRedis({
          ...limits,
          storeClient: options.redis,
          keyPrefix: prefix,
          // A Redis that does not answer must not block publishing: count in memory meanwhile.
          insuranceLimiter: new RateLimiterMemory(limits),
        })
      : new RateLimiterMemory(limits)
  }
  // Client ids are counted under `<prefix>:<iss>` (as before), topics under `<prefix>topic:…`.
  const clients = limiterOf(rate, keyPrefix)
  const topics = limiterOf(topicRate, `${keyPrefix}topic`)
  const consume = async (
    limiter: RateLimiterMemory | RateLimiterRedis,
    key: string,
    count: number,
    limit: PublishRate,
    what: string,
  ) => {
    try {
      await limiter.consume(key, count)
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes)
        throw new PublishRateError(refusal.msBeforeNext, limit, what)
      throw refusal
    }
  }
  return {
    async consume(clientId, method, params) {
      const count = publishCount(method, params)
      if (count === 0) return
      // The client first: a refused client does not use up its topics' room.
      await consume(clients, clientId, count, rate, 'client')
      for (const [topic, n] of publishTopics(method, params))
        await consume(topics, topic, n, topicRate, 'topic')
    },
  }
}
