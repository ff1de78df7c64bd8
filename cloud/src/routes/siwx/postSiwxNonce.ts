/** POST /v1/siwx/nonce → {nonce, expiresAt}: a fresh single-use nonce for one SIWX message. */
import { siwxNonceResponseSchema } from '@portico/shared'
import type { FastifyInstance } from 'fastify'
import type { CloudContext } from '../../cloudContext.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { projectQuery } from '../../http/queryValues.ts'
import { createSiwxNonce } from '../../siwx/siwxStore.ts'

export function registerPostSiwxNonce(app: FastifyInstance, ctx: CloudContext): void {
  defineRoute(app, ctx, {
    method: 'POST',
    url: '/v1/siwx/nonce',
    rateLimit: 'write',
    access: 'project',
    query: projectQuery,
    response: siwxNonceResponseSchema,
    handler: async ({ query }) => createSiwxNonce(ctx.db, query.projectId, ctx.now()),
  })
}
