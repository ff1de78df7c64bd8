/**
 * GET /v1/supported-chains (SPEC §7) → {http, ws}: the CAIP-2 ids the RPC proxy serves over
 * HTTP. The proxy has no WebSocket endpoint, so `ws` is empty.
 */
import { supportedChainsSchema } from '@portico/shared'
import type { FastifyInstance } from 'fastify'
import type { CloudContext } from '../../cloudContext.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { projectQuery } from '../../http/queryValues.ts'

export function registerGetSupportedChains(app: FastifyInstance, ctx: CloudContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/v1/supported-chains',
    access: 'project',
    response: supportedChainsSchema,
    query: projectQuery,
    handler: async () => ({
      http: ctx.chains.chains.map((c) => `eip155:${c.id}`),
      ws: [] as string[],
    }),
  })
}
