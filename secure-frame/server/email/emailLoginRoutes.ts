/** The e-mail login routes: connect, device-wait (long poll) and verify-otp. */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { FrameContext } from '../context/frameContext.ts'
import {
  emailInput,
  localeInput,
  originInput,
  otpInput,
  projectIdInput,
} from '../http/inputSchemas.ts'
import { parseInput } from '../http/parseInput.ts'
import { requestLocale } from '../i18n/serverI18n.ts'
import { limitByIp } from '../limits/limitByIp.ts'
import { createWalletInput } from '../wallet/walletSchemas.ts'
import { connectEmail } from './connectEmail.ts'
import { verifyLoginOtp } from './verifyLoginOtp.ts'
import { waitForDeviceApproval } from './waitForDeviceApproval.ts'

const connectSchema = z.object({
  projectId: projectIdInput,
  email: emailInput,
  origin: originInput,
})
const connectWithLocaleSchema = connectSchema.extend({ locale: localeInput })
const deviceWaitSchema = z.object({ email: emailInput, locale: localeInput })
// `wallet`: a first login's new wallet (POST /api/wallet's body), see verifyLoginOtp.
const verifySchema = connectSchema.extend({ otp: otpInput, wallet: createWalletInput.optional() })

export function registerEmailLoginRoutes(api: FastifyInstance, ctx: FrameContext): void {
  // Counted per IP before the body or the proof is looked at, then per address; then against
  // the hourly budgets of mails (connect) and code checks (verify), per IP and per address.
  const perIp = { onRequest: limitByIp(ctx) }
  api.post('/email/connect', perIp, async (request) => {
    const { locale, ...input } = parseInput(connectWithLocaleSchema, request.body)
    await ctx.rateLimits.consumeEmail(input.email)
    await ctx.rateLimits.consumeMail(request.ip, input.email)
    return connectEmail(
      ctx,
      { ...input, locale: requestLocale(locale, request.headers['accept-language']) },
      request.deviceId,
      request.headers['user-agent'],
    )
  })

  api.post('/email/device-wait', async (request, reply) => {
    const { email, locale } = parseInput(deviceWaitSchema, request.body)
    const gone = new AbortController()
    reply.raw.once('close', () => gone.abort())
    return waitForDeviceApproval(
      ctx,
      { email, locale: requestLocale(locale, request.headers['accept-language']) },
      request.deviceId,
      gone.signal,
    )
  })

  api.post('/email/verify-otp', perIp, async (request) => {
    const input = parseInput(verifySchema, request.body)
    await ctx.rateLimits.consumeEmail(input.email)
    await ctx.rateLimits.consumeOtp(request.ip, input.email)
    return verifyLoginOtp(ctx, input, request.deviceId, request.headers['user-agent'])
  })
}
