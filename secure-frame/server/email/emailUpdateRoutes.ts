/** The e-mail update routes (signed in): start, confirm the current address, confirm the new. */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { FrameContext } from '../context/frameContext.ts'
import { emailInput, otpInput } from '../http/inputSchemas.ts'
import { parseInput } from '../http/parseInput.ts'
import { requestLocale } from '../i18n/serverI18n.ts'
import { limitByIp } from '../limits/limitByIp.ts'
import { authenticateRequest } from '../session/authenticateRequest.ts'
import { emailOf } from '../users/userRecord.ts'
import { confirmCurrentEmail, confirmNewEmail, startEmailUpdate } from './updateEmail.ts'

const updateSchema = z.object({ email: emailInput })
const otpSchema = z.object({ otp: otpInput })

export function registerEmailUpdateRoutes(api: FastifyInstance, ctx: FrameContext): void {
  const perIp = { onRequest: limitByIp(ctx) }
  // Counted per IP, then per the signed-in user's address; then the hourly budgets of mails
  // (update) and code checks (primary, secondary), per IP and per that address.
  const authenticate = async (request: FastifyRequest) => {
    const auth = await authenticateRequest(ctx, request)
    await ctx.rateLimits.consumeEmail(emailOf(auth.user))
    return auth
  }
  api.post('/email/update', perIp, async (request) => {
    const auth = await authenticate(request)
    await ctx.rateLimits.consumeMail(request.ip, emailOf(auth.user))
    // Mails in the reader's browser language (the frame's fetch sends its Accept-Language).
    const locale = requestLocale(undefined, request.headers['accept-language'])
    return startEmailUpdate(ctx, auth, parseInput(updateSchema, request.body).email, locale)
  })
  api.post('/email/update/primary', perIp, async (request) => {
    const auth = await authenticate(request)
    await ctx.rateLimits.consumeOtp(request.ip, emailOf(auth.user))
    const locale = requestLocale(undefined, request.headers['accept-language'])
    return confirmCurrentEmail(ctx, auth, parseInput(otpSchema, request.body).otp, locale)
  })
  api.post('/email/update/secondary', perIp, async (request) => {
    const auth = await authenticate(request)
    await ctx.rateLimits.consumeOtp(request.ip, emailOf(auth.user))
    return confirmNewEmail(ctx, auth, parseInput(otpSchema, request.body).otp)
  })
}
