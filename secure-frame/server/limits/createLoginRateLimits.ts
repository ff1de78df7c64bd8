/**
 * The frame server's request budgets (issue 16), with rate-limiter-flexible: every /api call per
 * client IP; the routes that mail or check codes (e-mail connect, verify, update, key export) per
 * IP and per address; per hour, the code checks (per address, and per IP across addresses, on top
 * of the 5 tries each code allows), the mails asked for (per address and per IP), and the
 * recovery bundles released per user (issue 17: each is what an offline guess at a recovery
 * password starts from). On Redis (PORTICO_REDIS_URL) the counts are shared by every frame
 * instance, so a second instance gives no second allowance; in memory otherwise. A request over a
 * budget is answered 429 `RATE_LIMITED` with SPEC §8's "Please try again after {n} seconds" and
 * `Retry-After: n`. Addresses are hashed before they become keys.
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
  /** Every /api call, per client IP. */
  apiPerIp: RateLimit
  /** The routes that mail or check codes, per client IP. */
  perIp: RateLimit
  /** The routes that mail or check codes, per address. */
  perEmail: RateLimit
  /** Code checks (login and e-mail update) per address. */
  otpPerEmail: RateLimit
  /** Code checks per client IP, whatever the address. */
  otpPerIp: RateLimit
  /** Mails asked for (login, e-mail update) per address. */
  mailPerEmail: RateLimit
  /** Mails asked for per client IP, whatever the address. */
  mailPerIp: RateLimit
  /** Recovery bundles (auth share + recovery ciphertext) released per user (KEYS.md). */
  recoveryPerUser: RateLimit
}

const HOUR = 3600

/**
 * One login is a connect and a verify (an e-mail update, three calls): 20 per address per
 * 10 minutes leaves room for typos and resends, far below what guessing codes would need. Per
 * hour an address gets 20 code checks (a user retyping codes; an attacker 20 guesses of 10^6)
 * and 10 mails. Many users can share one IP (offices, carrier NAT), hence the larger
 * allowances per IP; 600 API calls a minute is ten a second, above what a page signing in a
 * loop makes.
 */
export const DEFAULT_LOGIN_RATE_LIMITS: LoginRateLimitSettings = {
  apiPerIp: { points: 600, windowSeconds: 60 },
  perIp: { points: 100, windowSeconds: 600 },
  perEmail: { points: 20, windowSeconds: 600 },
  otpPerEmail: { points: 20, windowSeconds: HOUR },
  otpPerIp: { points: 200, windowSeconds: HOUR },
  mailPerEmail: { points: 10, windowSeconds: HOUR },
  mailPerIp: { points: 200, windowSeconds: HOUR },
  recoveryPerUser: { points: 5, windowSeconds: HOUR },
}

export interface LoginRateLimits {
  /** Counts one /api call from `ip`; throws 429 `RATE_LIMITED` over the budget. */
  consumeApi(ip: string): Promise<void>
  /** Counts one login or code request from `ip`; throws 429 `RATE_LIMITED` over the limit. */
  consumeIp(ip: string): Promise<void>
  /** Counts one request about `email`; throws 429 `RATE_LIMITED` over the limit. */
  consumeEmail(email: string): Promise<void>
  /** Counts one code check for `email` from `ip` (both budgets); 429 over either. */
  consumeOtp(ip: string, email: string): Promise<void>
  /** Counts one mail asked for `email` from `ip` (both budgets); 429 over either. */
  consumeMail(ip: string, email: string): Promise<void>
  /** Counts one recovery bundle released for `userId`; 429 over the budget. */
  consumeRecovery(userId: string): Promise<void>
}

export const RATE_LIMIT_KEY_PREFIX = 'portico:frame:rate:'

type Limiter = RateLimiterMemory | RateLimiterRedis

export function createLoginRateLimits(
  settings: LoginRateLimitSettings = DEFAULT_LOGIN_RATE_LIMITS,
  redis?: Redis,
): LoginRateLimits {
  const limiter = (name: string, { points, windowSeconds }: RateLimit): Limiter => {
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
  const api = limiter('api', settings.apiPerIp)
  const perIp = limiter('ip', settings.perIp)
  const perEmail = limiter('email', settings.perEmail)
  const otpPerEmail = limiter('otp-email', settings.otpPerEmail)
  const otpPerIp = limiter('otp-ip', settings.otpPerIp)
  const mailPerEmail = limiter('mail-email', settings.mailPerEmail)
  const mailPerIp = limiter('mail-ip', settings.mailPerIp)
  const recoveryPerUser = limiter('recovery-user', settings.recoveryPerUser)
  const consume = async (l: Limiter, key: string) => {
    try {
      await l.consume(key)
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal
      const n = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))
      throw apiError('RATE_LIMITED', { params: { n }, retryAfterSeconds: n })
    }
  }
  const emailKey = (email: string) => sha256Base64url(email.toLowerCase())
  return {
    consumeApi: (ip) => consume(api, ip),
    consumeIp: (ip) => consume(perIp, ip),
    consumeEmail: (email) => consume(perEmail, emailKey(email)),
    consumeOtp: async (ip, email) => {
      await consume(otpPerIp, ip)
      await consume(otpPerEmail, emailKey(email))
    },
    consumeMail: async (ip, email) => {
      await consume(mailPerIp, ip)
      await consume(mailPerEmail, emailKey(email))
    },
    consumeRecovery: (userId) => consume(recoveryPerUser, userId),
  }
}
