/** API tokens for the CLI and CI: list (names and ids only), create (the secret once), revoke. */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { CloudContext } from '../../cloudContext.ts'
import {
  CONSOLE_API,
  newTokenSchema,
  tokenBodySchema,
  tokenListSchema,
} from '../../console/consoleContract.ts'
import {
  hashCredential,
  issueCredential,
  listTokens,
  revokeToken,
} from '../../console/consoleCredentials.ts'
import type { Developer } from '../../console/developers.ts'
import { createCloudError } from '../../http/cloudErrors.ts'
import { defineRoute } from '../../http/defineRoute.ts'

const limit = { max: 60, timeWindowMs: 60_000 }

export function registerConsoleTokenRoutes(app: FastifyInstance, ctx: CloudContext): void {
  const me = (developer: Developer | null) => developer as Developer
  defineRoute(app, ctx, {
    method: 'GET',
    url: `${CONSOLE_API}/tokens`,
    access: 'developer',
    rateLimit: limit,
    response: tokenListSchema,
    handler: async ({ developer }) => ({
      tokens: await listTokens(ctx.db, me(developer).developerId),
    }),
  })
  defineRoute(app, ctx, {
    method: 'POST',
    url: `${CONSOLE_API}/tokens`,
    access: 'developer',
    rateLimit: limit,
    body: tokenBodySchema,
    response: newTokenSchema,
    handler: async ({ developer, body, reply }) => {
      const token = await issueCredential(
        ctx.db,
        me(developer).developerId,
        'token',
        body.name,
        ctx.now(),
      )
      reply.code(201)
      return { id: hashCredential(token).slice(0, 16), name: body.name, token }
    },
  })
  defineRoute(app, ctx, {
    method: 'DELETE',
    url: `${CONSOLE_API}/tokens/:id`,
    access: 'developer',
    rateLimit: limit,
    params: z.object({ id: z.string().regex(/^[0-9a-f]{16}$/) }),
    handler: async ({ developer, params }) => {
      if (!(await revokeToken(ctx.db, me(developer).developerId, params.id)))
        throw createCloudError('TOKEN_NOT_FOUND')
      return { revoked: true }
    },
  })
}
