/**
 * GET /v1/identity/{address}?sender= (SPEC §7) → {name, avatar}: the address's first name in
 * the name registry and that name's avatar attribute (an http(s) URL, else null). Cached per
 * address for 5 min (IDENTITY_CACHE_EXPIRY_MS); a registration in this instance refreshes it.
 */
import { identitySchema, isHttpUrl } from '@portico/shared'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { CloudContext } from '../../cloudContext.ts'
import { evmAddressParam } from '../../http/addressParams.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { projectQuery } from '../../http/queryValues.ts'
import { findNamesByAddress } from '../../names/nameStore.ts'

export function registerGetIdentity(app: FastifyInstance, ctx: CloudContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/v1/identity/:address',
    access: 'project',
    response: identitySchema,
    params: z.object({ address: evmAddressParam }),
    query: projectQuery.extend({ sender: evmAddressParam.optional() }),
    handler: async ({ params }) => {
      const key = params.address.toLowerCase()
      const cached = ctx.caches.identity.get(key)
      if (cached) return cached
      const [first] = await findNamesByAddress(ctx.db, params.address)
      const avatar = first?.attributes.avatar
      const identity = { name: first?.name ?? null, avatar: isHttpUrl(avatar) ? avatar : null }
      ctx.caches.identity.set(key, identity)
      return identity
    },
  })
}
