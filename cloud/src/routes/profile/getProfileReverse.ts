/**
 * GET /v1/profile/reverse/{address}?sender=&apiVersion=2 (SPEC §7) → the names whose
 * addresses include it, oldest first, each as the account route returns it ([] for none).
 */
import { createPorticoError, nameProfilesSchema } from '@portico/shared'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { readThrough } from '../../cache/createTaggedCache.ts'
import { changeTags } from '../../cache/databaseChanges.ts'
import type { CloudContext } from '../../cloudContext.ts'
import { evmAddressParam } from '../../http/addressParams.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { findNamesByAddress } from '../../names/nameStore.ts'
import { apiVersionQuery } from './getProfileAccount.ts'

export function registerGetProfileReverse(app: FastifyInstance, ctx: CloudContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/v1/profile/reverse/:address',
    access: 'project',
    // Cached answers (catalogue versions, the account and name caches) come back as one object.
    sameObjectSameAnswer: true,
    response: nameProfilesSchema,
    params: z.object({ address: evmAddressParam }),
    query: apiVersionQuery.extend({ sender: evmAddressParam.optional() }),
    handler: async ({ params }) => {
      try {
        return await readThrough(
          ctx.caches.records,
          `reverse:${params.address.toLowerCase()}`,
          [changeTags.names],
          () => findNamesByAddress(ctx.db, params.address),
        )
      } catch (cause) {
        throw createPorticoError('NAMES_FOR_ADDRESS_FAILED', {
          status: 500,
          cause,
          details: 'The name registry did not answer',
        })
      }
    },
  })
}
