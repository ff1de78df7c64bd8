/**
 * GET /v1/profile/suggestions/{name}?zone=reown.id (SPEC §7) → {suggestions: [{name,
 * registered}]}: the wanted name first, then free variants.
 */
import { createPorticoError, nameSuggestionsSchema } from '@portico/shared'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { readThrough } from '../../cache/createTaggedCache.ts'
import { changeTags } from '../../cache/databaseChanges.ts'
import type { CloudContext } from '../../cloudContext.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { projectQuery } from '../../http/queryValues.ts'
import { NAME_ZONE, NAME_ZONES, nameSchema } from '../../names/nameRules.ts'
import { suggestNames } from '../../names/suggestNames.ts'

export function registerGetProfileSuggestions(app: FastifyInstance, ctx: CloudContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/v1/profile/suggestions/:name',
    access: 'project',
    response: nameSuggestionsSchema,
    params: z.object({ name: nameSchema }),
    query: projectQuery.extend({ zone: z.enum(NAME_ZONES).default(NAME_ZONE) }),
    handler: async ({ params, query }) => {
      try {
        const suggestions = await readThrough(
          ctx.caches.records,
          `suggestions:${query.zone}:${params.name.label}`,
          [changeTags.names],
          () => suggestNames(ctx.db, params.name.label, query.zone),
        )
        return { suggestions }
      } catch (cause) {
        throw createPorticoError('NAME_SUGGESTIONS_FAILED', {
          status: 500,
          cause,
          details: 'The name registry did not answer',
        })
      }
    },
  })
}
