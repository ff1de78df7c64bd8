/**
 * GET /v1/profile/account/{name}?apiVersion=2 (SPEC §7) → {name, addresses: {'60': {address}},
 * attributes, registered}. An unknown name is 404 'Error resolving name'.
 */
import { createPorticoError, nameProfileSchema } from '@portico/shared'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { readThrough } from '../../cache/createTaggedCache.ts'
import { changeTags } from '../../cache/databaseChanges.ts'
import type { CloudContext } from '../../cloudContext.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { projectQuery } from '../../http/queryValues.ts'
import { nameSchema } from '../../names/nameRules.ts'
import { findName, type NameProfile } from '../../names/nameStore.ts'

export const apiVersionQuery = projectQuery.extend({ apiVersion: z.literal('2').optional() })

export function registerGetProfileAccount(app: FastifyInstance, ctx: CloudContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/v1/profile/account/:name',
    access: 'project',
    // A cached profile comes back as one object.
    sameObjectSameAnswer: true,
    response: nameProfileSchema,
    params: z.object({ name: nameSchema }),
    query: apiVersionQuery,
    handler: async ({ params }) => {
      let profile: NameProfile | null
      try {
        profile = await readThrough(
          ctx.caches.records,
          `name:${params.name.label}`,
          [changeTags.names],
          () => findName(ctx.db, params.name.label),
        )
      } catch (cause) {
        throw createPorticoError('NAME_RESOLUTION_FAILED', {
          status: 500,
          cause,
          details: 'The name registry did not answer',
        })
      }
      if (!profile)
        throw createPorticoError('NAME_RESOLUTION_FAILED', {
          status: 404,
          details: `${params.name.name} is not registered`,
        })
      return profile
    },
  })
}
