/**
 * GET /v1/account/{address}/history/events?projectId&st&sv&chainId → a Server-Sent Events
 * stream (history/historyStreams.ts): `ready` once it listens, then `history` with
 * `{"chainId":"<CAIP-2>"}` each time the account's history changes: a transfer the indexer
 * stored (EVM), a transaction the cloud's watchers saw land on a Solana cluster or enter the
 * Bitcoin node's mempool or a block; on the network `chainId` names or on any served one. The
 * client refetches the history page on each. Same checks as every project route; an unserved
 * network is refused, as is a stream over the caps.
 */
import { type CaipNetworkId, caipNetworkIdSchema } from '@portico/shared'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { CloudContext } from '../../cloudContext.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { projectQuery } from '../../http/queryValues.ts'
import { accountParams } from './accountParams.ts'

export function registerGetAccountHistoryEvents(app: FastifyInstance, ctx: CloudContext): void {
  const query = projectQuery.extend({
    chainId: z.optional(
      z.pipe(
        caipNetworkIdSchema,
        z.transform((id: CaipNetworkId, check) => {
          const served =
            ctx.chains.byCaip2(id) ||
            ctx.chains.solana().some((c) => c.caip2 === id) ||
            ctx.chains.bitcoin()?.caip2 === id
          if (served) return id
          check.issues.push({
            code: 'custom',
            input: id,
            message: 'Not a chain this service serves',
          })
          return z.NEVER
        }),
      ),
    ),
  })
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/v1/account/:address/history/events',
    access: 'project',
    params: accountParams,
    query,
    handler: async ({ params, query, project, request, reply }) => {
      await ctx.historyStreams.open(request, reply, {
        account:
          params.address.family === 'evm'
            ? params.address.address.toLowerCase()
            : params.address.address,
        family: params.address.family,
        networks: query.chainId ? [query.chainId] : undefined,
        projectId: project?.projectId ?? query.projectId,
      })
    },
  })
}
