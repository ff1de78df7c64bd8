/**
 * How fast one client (its `iss`) may publish: RELAY_PUBLISH_RATE messages per window, counted
 * per message (a batch of 100 costs 100), with rate-limiter-flexible. A call over it is refused
 * with JSON-RPC -32005 and says when to retry; other clients are not slowed. On Redis the count
 * is shared by every relay node; in memory it is per process.
 */
import { RpcError } from '@portico/shared'
import type { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import { RPC_LIMIT_EXCEEDED } from './relayMailbox.ts'

/** Messages one client may publish per window, and the window. */
export const RELAY_PUBLISH_RATE = { messages: 1_000, windowSeconds: 10 } as const

/** A publish over the client's rate; nothing was stored. */
export class PublishRateError extends RpcError {
  override name = 'PublishRateError'
  constructor(retryAfterMs: number) {
    super(
      `Rate limit exceeded: at most ${RELAY_PUBLISH_RATE.messages} messages per ${RELAY_PUBLISH_RATE.windowSeconds} s; retry in ${Math.ceil(retryAfterMs / 1000)} s`,
      { code: 'RELAY_RATE_LIMITED', rpcCode: RPC_LIMIT_EXCEEDED },
    )
  }
}

export interface PublishRateLimit {
  /** Counts the messages `method` publishes; throws PublishRateError over the rate. */
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

export interface PublishRateLimitOptions {
  rate?: { messages: number; windowSeconds: number }
  /** Count in this Redis (shared by the relay nodes) instead of in memory. */
  redis?: Redis
  /** Key prefix in Redis. Default `relay:rate:`. */
  keyPrefix?: string
}

export function createPublishRateLimit(options: PublishRateLimitOptions = {}): PublishRateLimit {
  const rate = options.rate ?? RELAY_PUBLISH_RATE
  const limits = { points: rate.messages, duration: rate.windowSeconds }
  const limiter = options.redis
    ? new RateLimiterRedis({
        ...limits,
        storeClient: options.redis,
        keyPrefix: options.keyPrefix ?? 'relay:rate:',
        // A Redis that does not answer must not block publishing: count in memory meanwhile.
        insuranceLimiter: new RateLimiterMemory(limits),
      })
    : new RateLimiterMemory(limits)
  return {
    async consume(clientId, method, params) {
      const count = publishCount(method, params)
      if (count === 0) return
      try {
        await limiter.consume(clientId, count)
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) throw new PublishRateError(refusal.msBeforeNext)
        throw refusal
      }
    },
  }
}
