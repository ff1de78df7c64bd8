/**
 * Rate limits on the routes that mail or check codes (e-mail connect, verify, update): per
 * client IP and per e-mail address, with rate-limiter-flexible. On Redis (PORTICO_REDIS_URL) the
 * counts are shared by every frame instance, so a second instance gives no second allowance;
 * in memory otherwise. A request over a limit is answered 429 `RATE_LIMITED` with SPEC §8's
 * "Please try again after {n} seconds". Addresses are hashed before they become keys.
 */
import type { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import { apiError } from '../http/apiErrors.ts'
import { sha256Base64url } from '../proof/sha256Base64url.ts'

export interface RateLimit {
  /** Requests allowed per window. */
  points: number
  windowSeconds: number
}

export interface LoginRateLimitSettings {
  perIp: RateLimit
  perEmail: RateLimit
}

/**
 * One login is a connect and a verify (an e-mail update, three calls): 20 per address per
 * 10 minutes leaves room for typos and resends, far below what guessing codes would need. Many
 * users can share one IP (offices, carrier NAT), hence the larger allowance per IP.
 */
export const DEFAULT_LOGIN_RATE_LIMITS: LoginRateLimitSettings = {
  perIp: { points: 100, windowSeconds: 600 },
  perEmail: { points: 20, windowSeconds: 600 },
}

export interface LoginRateLimits {
  /** Counts one request from `ip`; throws 429 `RATE_LIMITED` over the limit. */
  consumeIp(ip: string): Promise<void>
  /** Counts one request about `email`; throws 429 `RATE_LIMITED` over the limit. */
  consumeEmail(email: string): Promise<void>
}

export const RATE_LIMIT_KEY_PREFIX = 'portico:frame:rate:'

export function createLoginRateLimits(
  settings: LoginRateLimitSettings = DEFAULT_LOGIN_RATE_LIMITS,
  redis?: Redis,
): LoginRateLimits {
  const limiter = (name: string, { points, windowSeconds }: RateLimit) => {
    const limits = { points, duration: windowSeconds }
    return redis
      ? new RateLimiterRedis({
          ...limits,
          storeClient: redis,
          keyPrefix: `${RATE_LIMIT_KEY_PREFIX}${name}`,
          // A Redis that does not answer must not stop logins: count in memory meanwhile.
          insuranceLimiter: new RateLimiterMemory(limits),
        })
      : new RateLimiterMemory(limits)
  }
  const perIp = limiter('ip', settings.perIp)
  const perEmail = limiter('email', settings.perEmail)
  const consume = async (l: RateLimiterMemory | RateLimiterRedis, key: string) => {
    try {
      await l.consume(key)
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal
      throw apiError('RATE_LIMITED', {
        params: { n: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) },
      })
    }
  }
  return {
    consumeIp: (ip) => consume(perIp, ip),
    consumeEmail: (email) => consume(perEmail, sha256Base64url(email.toLowerCase())),
  }
}
