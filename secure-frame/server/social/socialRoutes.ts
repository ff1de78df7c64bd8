/**
 * The social login routes: POST /api/social/start and /api/social/claim (the frame app's API,
 * device proof on each), and the provider's way back, GET /social/callback with its script
 * (pages, outside /api). Every input is checked with zod.
 */
import { socialProviderSchema } from '@portico/shared'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { FrameContext } from '../context/frameContext.ts'
import { apiErrors, FrameApiError } from '../http/apiErrors.ts'
import { originInput, projectIdInput } from '../http/inputSchemas.ts'
import { parseInput } from '../http/parseInput.ts'
import { limitByIp } from '../limits/limitByIp.ts'
import { limitPageByIp } from '../limits/limitPageByIp.ts'
import { claimSocialLogin } from './claimSocialLogin.ts'
import { completeSocialCallback } from './completeSocialCallback.ts'
import {
  SOCIAL_CALLBACK_CSP,
  SOCIAL_CALLBACK_SCRIPT,
  socialCallbackPage,
} from './socialCallbackPage.ts'
import { SOCIAL_CALLBACK_PATH, startSocialLogin } from './startSocialLogin.ts'

const secret = z
  .string()
  .min(32)
  .max(128)
  .regex(/^[\w-]+$/)
const startSchema = z.strictObject({
  projectId: projectIdInput,
  provider: socialProviderSchema,
  origin: originInput,
})
const claimSchema = z.strictObject({ state: secret, claimSecret: secret })

/** Under /api: the frame app starts and claims logins. */
export function registerSocialApiRoutes(api: FastifyInstance, ctx: FrameContext): void {
  api.post('/social/start', { onRequest: limitByIp(ctx) }, async (request) =>
    startSocialLogin(ctx, parseInput(startSchema, request.body), request.deviceId),
  )
  api.post('/social/claim', async (request, reply) => {
    const gone = new AbortController()
    reply.raw.once('close', () => gone.abort())
    return claimSocialLogin(
      ctx,
      parseInput(claimSchema, request.body),
      request.deviceId,
      gone.signal,
    )
  })
}

/** Outside /api: the popup's landing page and its script. */
export async function registerSocialCallbackRoutes(
  app: FastifyInstance,
  ctx: FrameContext,
): Promise<void> {
  const land = async (request: FastifyRequest, reply: FastifyReply, params: unknown) => {
    reply
      .header('content-security-policy', SOCIAL_CALLBACK_CSP)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
    try {
      const { outcome, origin } = await completeSocialCallback(ctx, params)
      const text =
        'identity' in outcome
          ? 'You are signed in. You can close this window.'
          : 'The login did not complete. You can close this window.'
      return reply.send(socialCallbackPage(text, origin))
    } catch (error) {
      if (!(error instanceof FrameApiError)) request.log.error({ err: error }, 'social callback')
      return reply.code(400).send(socialCallbackPage(apiErrors.SOCIAL_STATE_INVALID.message))
    }
  }
  const limit = { onRequest: limitPageByIp(ctx) }
  app.get(SOCIAL_CALLBACK_PATH, limit, (request, reply) => land(request, reply, request.query))
  // `response_mode=form_post` (Apple): the same fields, posted as a form; only this route parses
  // forms, and a small one.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    )
    scope.post(SOCIAL_CALLBACK_PATH, limit, (request, reply) => land(request, reply, request.body))
  })
  app.get(`${SOCIAL_CALLBACK_PATH}.js`, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(SOCIAL_CALLBACK_SCRIPT),
  )
}
