/**
 * The frame app's same-origin JSON API under /api: raw-body JSON parsing (the device proof
 * covers the exact bytes), a device proof on every call, cross-site browser requests refused,
 * no CORS headers, and every error answered as `{code, message}`.
 */
import { drainRequestBody } from '@portico/shared'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { FrameContext } from '../context/frameContext.ts'
import { registerEmailLoginRoutes } from '../email/emailLoginRoutes.ts'
import { registerEmailUpdateRoutes } from '../email/emailUpdateRoutes.ts'
import { registerFarcasterRoutes } from '../farcaster/farcasterRoutes.ts'
import { DEVICE_PROOF_HEADER } from '../proof/deviceProofFormat.ts'
import { verifyDeviceProof } from '../proof/verifyDeviceProof.ts'
import { registerRpcRoutes } from '../rpc/rpcRoutes.ts'
import { bearerTokenOf } from '../session/authenticateSession.ts'
import { registerSessionRoutes } from '../session/sessionRoutes.ts'
import { registerSmartSessionRoutes } from '../smartSessions/smartSessionRoutes.ts'
import { registerSocialApiRoutes } from '../social/socialRoutes.ts'
import { registerWalletRoutes } from '../wallet/walletRoutes.ts'
import { apiError, apiErrors, FrameApiError } from './apiErrors.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The device id (key thumbprint) of the request's verified proof. */
    deviceId: string
    /** The raw JSON body, as the proof's `bh` hashes it. */
    rawBody: Buffer | undefined
  }
}

export const API_BODY_LIMIT = 256 * 1024

async function sendApiError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof FrameApiError) {
    const status = error.status ?? 500
    if (status >= 500) request.log.error({ err: error.cause }, error.shortMessage)
    if (error.retryAfterSeconds !== undefined)
      reply.header('retry-after', String(error.retryAfterSeconds))
    return reply.code(status).send({ code: error.code, message: error.shortMessage, ...error.body })
  }
  if (error.statusCode === 413) {
    // Read the rest of the refused body first, so the client gets the 413 and not a reset.
    await drainRequestBody(request.raw)
    const { status, message } = apiErrors.PAYLOAD_TOO_LARGE
    return reply.code(status).send({ code: 'PAYLOAD_TOO_LARGE', message })
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    const { status, message } = apiErrors.SCHEMA_INVALID_INPUT
    return reply.code(status).send({ code: 'SCHEMA_INVALID_INPUT', message })
  }
  request.log.error({ err: error }, 'frame API request failed')
  const { status, message } = apiErrors.INTERNAL_ERROR
  return reply.code(status).send({ code: 'INTERNAL_ERROR', message })
}

export async function registerApi(app: FastifyInstance, ctx: FrameContext): Promise<void> {
  await app.register(
    async (api) => {
      api.decorateRequest('deviceId', '')
      api.decorateRequest('rawBody', undefined)
      api.removeAllContentTypeParsers()
      api.addContentTypeParser(
        'application/json',
        { parseAs: 'buffer', bodyLimit: API_BODY_LIMIT },
        (request, body, done) => {
          const raw = body as Buffer
          request.rawBody = raw
          if (raw.length === 0) return done(null, undefined)
          try {
            done(null, JSON.parse(raw.toString('utf8')))
          } catch {
            done(apiError('SCHEMA_INVALID_INPUT'), undefined)
          }
        },
      )
      api.setErrorHandler(sendApiError)
      api.setNotFoundHandler((_request, reply) =>
        reply.code(404).send({ code: 'NOT_FOUND', message: apiErrors.NOT_FOUND.message }),
      )
      // Every call counts against its client IP's budget, before anything else is looked at.
      api.addHook('onRequest', async (request) => {
        await ctx.rateLimits.consumeApi(request.ip)
      })
      // Only the frame app itself calls this API: a browser says so in Sec-Fetch-Site.
      api.addHook('onRequest', async (request) => {
        const site = request.headers['sec-fetch-site']
        if (site !== undefined && site !== 'same-origin')
          throw apiError('INVALID_APP_CONFIGURATION')
      })
      api.addHook('preHandler', async (request) => {
        const proof = await verifyDeviceProof(
          {
            proof: request.headers[DEVICE_PROOF_HEADER],
            method: request.method,
            path: request.url.split('?')[0] ?? '',
            body: request.rawBody,
            accessToken: bearerTokenOf(request.headers.authorization),
            now: ctx.clock(),
          },
          ctx.replayCache,
        )
        request.deviceId = proof.deviceId
      })
      registerEmailLoginRoutes(api, ctx)
      registerEmailUpdateRoutes(api, ctx)
      registerFarcasterRoutes(api, ctx)
      registerSessionRoutes(api, ctx)
      registerRpcRoutes(api, ctx)
      registerWalletRoutes(api, ctx)
      registerSmartSessionRoutes(api, ctx)
      registerSocialApiRoutes(api, ctx)
    },
    { prefix: '/api' },
  )
}
