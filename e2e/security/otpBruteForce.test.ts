/**
 * Probe: guessing an address's login code. The attacker holds the worst case issue 16 names, a
 * device already approved for the address, so every connect mails a fresh code to guess. What
 * bounds it: 5 tries burn a code (even the right code is refused after), one code per 30 s per
 * address, and the per-address rate limit over connect and verify together. The hourly figure
 * is computed from the server's settings; one real window of the limiter is then measured.
 */
import { EMAIL_LOGIN_COOLDOWN_MS } from '@portico/shared'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { DEFAULT_LOGIN_RATE_LIMITS } from '../../secure-frame/server/limits/createLoginRateLimits.ts'
import { OTP_MAX_ATTEMPTS } from '../../secure-frame/server/otp/oneTimeCodes.ts'
import { createDeviceKey } from '../../secure-frame/server/proof/createDeviceProof.ts'
import { approveByLink } from '../../secure-frame/server/testing/approveByLink.ts'
import {
  createFrameApiClient,
  type FrameApiClient,
} from '../../secure-frame/server/testing/frameApiClient.ts'
import { loginBody } from '../../secure-frame/server/testing/loginByEmail.ts'
import { lastApprovalLink, lastCode } from '../../secure-frame/server/testing/readInbox.ts'
import {
  type FrameTestEnv,
  startFrameTestEnv,
} from '../../secure-frame/server/testing/startFrameTestEnv.ts'
import { printProbeSummary } from './printProbeSummary.ts'

/** At most this many checked guesses per hour per address: a 6-digit code then takes ~3 years on average. */
const MAX_GUESSES_PER_HOUR = 20

/** The most guesses `points` rate-limit points and `codes` mailed codes allow: each connect and each guess costs a point. */
function maxGuesses(points: number, codes: number): number {
  let best = 0
  for (let c = 0; c <= codes; c++) best = Math.max(best, Math.min(OTP_MAX_ATTEMPTS * c, points - c))
  return best
}

const email = 'target@example.com'
let env: FrameTestEnv
let attacker: FrameApiClient
beforeAll(async () => {
  env = await startFrameTestEnv()
  attacker = createFrameApiClient(() => env.frame.url, await createDeviceKey(), env.clock.now)
}, 60_000)
afterAll(() => env?.stop())

it('bounds code guesses per address: 5 per code, and a budget per hour', async () => {
  const { perEmail, perIp, otpPerEmail, mailPerEmail } = DEFAULT_LOGIN_RATE_LIMITS
  const windowsPerHour = 3600 / perEmail.windowSeconds
  // Codes an hour: the 30 s cooldown, and the hourly mail budget per address.
  const codesPerHour = Math.min(
    Math.floor(3_600_000 / EMAIL_LOGIN_COOLDOWN_MS),
    (mailPerEmail.points * 3600) / mailPerEmail.windowSeconds,
  )
  // Guesses an hour: the 10-minute login budget, and the hourly code-check budget per address.
  const perHour = Math.min(
    maxGuesses(perEmail.points * windowsPerHour, codesPerHour),
    (otpPerEmail.points * 3600) / otpPerEmail.windowSeconds,
  )
  const perWindow = maxGuesses(
    perEmail.points,
    Math.ceil((perEmail.windowSeconds * 1000) / EMAIL_LOGIN_COOLDOWN_MS),
  )

  // The device is approved (the worst case); approval mails the first code.
  const connect = await attacker.call('POST', '/api/email/connect', loginBody(email))
  expect(connect.body).toEqual({ action: 'VERIFY_DEVICE' })
  const wait = attacker.call('POST', '/api/email/device-wait', { email })
  await approveByLink(await lastApprovalLink(env.mail, email))
  expect((await wait).status).toBe(200)

  const guess = (otp: string) =>
    attacker.call<{ code?: string }>('POST', '/api/email/verify-otp', { ...loginBody(email), otp })
  let checked = 0
  let codes = 1
  let limited = false
  let rightCodeAfterLock = ''
  for (let cycle = 0; cycle < 50 && !limited; cycle++) {
    const code = await lastCode(env.mail, email)
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')
    for (let i = 0; i <= OTP_MAX_ATTEMPTS && !limited; i++) {
      const res = await guess(wrong(i))
      if (res.status === 429) limited = true
      else if (res.body.code === 'INVALID_OTP') checked++
      else expect({ try: i + 1, code: res.body.code }).toEqual({ try: i + 1, code: 'OTP_EXPIRED' })
      // The lock holds on the first code even for the right code (counted against the budget too).
      if (cycle === 0 && i === OTP_MAX_ATTEMPTS && !limited)
        rightCodeAfterLock = String((await guess(code)).body.code)
    }
    if (limited) break
    env.clock.advance(EMAIL_LOGIN_COOLDOWN_MS + 1000)
    const next = await attacker.call('POST', '/api/email/connect', loginBody(email))
    if (next.status === 429) limited = true
    else {
      expect(next.body).toEqual({ action: 'VERIFY_OTP' })
      codes++
    }
  }
  printProbeSummary('OTP brute force', {
    'tries per code': OTP_MAX_ATTEMPTS,
    'guesses checked in one window': checked,
    'codes mailed': codes,
    'window s': perEmail.windowSeconds,
    'allowed guesses per hour per address': perHour,
    'per-IP requests per hour': (perIp.points * 3600) / perIp.windowSeconds,
  })
  expect(rightCodeAfterLock).toBe('OTP_EXPIRED')
  expect(limited).toBe(true)
  expect(checked).toBeGreaterThan(0)
  expect(checked).toBeLessThanOrEqual(perWindow)
  expect(perHour).toBeLessThanOrEqual(MAX_GUESSES_PER_HOUR)
})
