/**
 * The console's sign-in: POST login/code mails a 6-digit code (one per address per 30 s; a new
 * developer is created only when a code is verified), POST login/verify exchanges it for the
 * session cookie, POST logout ends the session, GET me says who is signed in.
 */
import { ApiError, createPorticoError } from '@portico/shared'
import type { FastifyInstance } from 'fastify'
import type { CloudContext } from '../../cloudContext.ts'
import { CONSOLE_COOKIE, consoleOrigin } from '../../console/authenticateDeveloper.ts'
import {
  CONSOLE_API,
  developerViewSchema,
  emailBodySchema,
  verifyBodySchema,
} from '../../console/consoleContract.ts'
import {
  CONSOLE_SESSION_TTL_MS,
  issueCredential,
  revokeCredential,
} from '../../console/consoleCredentials.ts'
import { createLoginCode, verifyLoginCode } from '../../console/consoleLoginCodes.ts'
import { ensureDeveloper } from '../../console/developers.ts'
import { createCloudError } from '../../http/cloudErrors.ts'
import { defineRoute } from '../../http/defineRoute.ts'

const MINUTE = 60_000

export function registerConsoleLoginRoutes(app: FastifyInstance, ctx: CloudContext): void {
  defineRoute(app, ctx, {
    method: 'POST',
    url: `${CONSOLE_API}/login/code`,
    access: 'public',
    rateLimit: { max: 10, timeWindowMs: MINUTE },
    body: emailBodySchema,
    handler: async ({ body }) => {
      if (!ctx.mailer) throw createCloudError('MAIL_FAILED', { details: 'No SMTP server is set' })
      const claim = await createLoginCode(ctx.db, body.email, ctx.now())
      if ('waitSeconds' in claim) {
        // The catalogue makes it a ValidationError, which answers 400: keep its text, send 429.
        const cooldown = createPorticoError('EMAIL_LOGIN_COOLDOWN', {
          params: { n: claim.waitSeconds },
        })
        throw new ApiError(cooldown.shortMessage, { code: cooldown.code, status: 429 })
      }
      try {
        await ctx.mailer.sendLoginCode(body.email, claim.code)
      } catch (cause) {
        throw createCloudError('MAIL_FAILED', { cause })
      }
      return { sent: true }
    },
  })

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${CONSOLE_API}/login/verify`,
    access: 'public',
    rateLimit: { max: 20, timeWindowMs: MINUTE },
    body: verifyBodySchema,
    response: developerViewSchema,
    handler: async ({ body, request, reply }) => {
      if (!(await verifyLoginCode(ctx.db, body.email, body.code, ctx.now())))
        throw createCloudError('LOGIN_CODE_INVALID')
      const developer = await ensureDeveloper(ctx.db, body.email)
      const session = await issueCredential(
        ctx.db,
        developer.developerId,
        'session',
        'console',
        ctx.now(),
      )
      reply.setCookie(CONSOLE_COOKIE, session, {
        path: '/',
        httpOnly: true,
        sameSite: 'strict',
        secure: consoleOrigin(ctx, request).startsWith('https:'),
        maxAge: CONSOLE_SESSION_TTL_MS / 1000,
      })
      return { email: developer.email }
    },
  })

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${CONSOLE_API}/logout`,
    access: 'developer',
    handler: async ({ request, reply }) => {
      const session = request.cookies[CONSOLE_COOKIE]
      if (session) await revokeCredential(ctx.db, session)
      reply.clearCookie(CONSOLE_COOKIE, { path: '/' })
      return { signedOut: true }
    },
  })

  defineRoute(app, ctx, {
    method: 'GET',
    url: `${CONSOLE_API}/me`,
    access: 'developer',
    response: developerViewSchema,
    handler: async ({ developer }) => ({ email: developer?.email }),
  })
}
