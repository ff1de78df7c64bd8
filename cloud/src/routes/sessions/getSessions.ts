/**
 * GET /v1/sessions/{address} (SPEC §7; result not shown there) → {pcis: [session]}: the
 * project's smart-account sessions of that account, revoked ones with `revokedAt`.
 */
import { sessionsResponseSchema } from '@portico/shared'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { readThrough } from '../../cache/createTaggedCache.ts'
import { changeTags } from '../../cache/databaseChanges.ts'
import type { CloudContext } from '../../cloudContext.ts'
import { evmAccountParam } from '../../http/addressParams.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { projectQuery } from '../../http/queryValues.ts'
import { listSessions } from '../../sessions/sessionStore.ts'

export function registerGetSessions(app: FastifyInstance, ctx: CloudContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/v1/sessions/:address',
    access: 'project',
    // A cached list comes back as one object.
    sameObjectSameAnswer: true,
    response: sessionsResponseSchema,
    params: z.object({ address: evmAccountParam }),
    query: projectQuery,
    handler: async ({ params, query }) => {
      const tag = changeTags.sessions(query.projectId, params.address)
      return readThrough(ctx.caches.records, tag, [tag], async () => ({
        pcis: await listSessions(ctx.db, query.projectId, params.address),
      }))
    },
  })
}
