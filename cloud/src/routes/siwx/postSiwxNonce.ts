/** POST /v1/siwx/nonce → {nonce, expiresAt}: a fresh single-use nonce for one SIWX message. */
import { siwxNonceResponseSchema } from '@portico/shared'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
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
    // Strict: a nonce is written per call, so a call with unknown fields gets none.
    query: z.strictObject(projectQuery.shape),
    // No body, or an empty object: anything else is a malformed call and gets no nonce.
    body: z.union([z.undefined(), z.strictObject({})]),
    response: siwxNonceResponseSchema,
    handler: async ({ query }) => createSiwxNonce(ctx.db, query.projectId, ctx.now()),
  })
}
