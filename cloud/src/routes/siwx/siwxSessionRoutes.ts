/**
 * The session a dapp's backend reads to authorise its own calls, by the bearer token the
 * modal got at sign-in (`Authorization: Bearer <token>`):
 * GET /v1/siwx/session → {address, chainId, issuedAt, expiresAt}; POST /v1/siwx/session/revoke
 * ends it (the modal does on disconnect) → {success: true}. No live session: 401 SIWX_SESSION_INVALID.
 */
import { siwxSessionInfoSchema } from '@portico/shared'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { CloudContext } from '../../cloudContext.ts'
import { createCloudError } from '../../http/cloudErrors.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { projectQuery } from '../../http/queryValues.ts'
import { readSiwxSession, revokeSiwxSession } from '../../siwx/siwxStore.ts'

const bearer = z.string().regex(/^Bearer [A-Za-z0-9_-]{43}$/)

/** The request's token. @throws ApiError SIWX_SESSION_INVALID when it has none. */
function bearerToken(request: FastifyRequest): string {
  const header = bearer.safeParse(request.headers.authorization)
  if (!header.success) throw createCloudError('SIWX_SESSION_INVALID')
  return header.data.slice('Bearer '.length)
}

export function registerSiwxSessionRoutes(app: FastifyInstance, ctx: CloudContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/v1/siwx/session',
    access: 'project',
    query: projectQuery,
    response: siwxSessionInfoSchema,
    handler: async ({ query, request }) => {
      const session = await readSiwxSession(
        ctx.db,
        query.projectId,
        bearerToken(request),
        ctx.now(),
      )
      if (!session) throw createCloudError('SIWX_SESSION_INVALID')
      return session
    },
  })
  defineRoute(app, ctx, {
    method: 'POST',
    url: '/v1/siwx/session/revoke',
    rateLimit: 'write',
    access: 'project',
    query: projectQuery,
    handler: async ({ query, request }) => {
      if (!(await revokeSiwxSession(ctx.db, query.projectId, bearerToken(request))))
        throw createCloudError('SIWX_SESSION_INVALID')
      return { success: true }
    },
  })
}
