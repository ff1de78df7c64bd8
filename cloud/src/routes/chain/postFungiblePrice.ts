/**
 * POST /v1/fungible/price (SPEC §7), body {currency: 'usd', addresses: [CAIP-10], projectId}
 * → {fungibles: [{name, symbol, iconUrl, price}]}. The body's projectId must be the query's.
 */
import { caipAddressSchema, createPorticoError, fungiblePriceResponseSchema } from '@portico/shared'
import type { FastifyInstance } from 'fastify'
import { isAddress } from 'viem'
import { z } from 'zod'
import { priceFungibles } from '../../chain/priceFungibles.ts'
import type { CloudContext } from '../../cloudContext.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { publicLink } from '../../http/publicLink.ts'
import { projectQuery } from '../../http/queryValues.ts'
import { projectIdSchema } from '../../projects/projectRecord.ts'
import { tokenImagePath } from '../images/getPublicImages.ts'

export const fungiblePriceBody = z.object({
  currency: z.literal('usd'),
  addresses: z
    .array(
      caipAddressSchema.check(
        z.refine(
          (a) => a.startsWith('eip155:') && isAddress(a.split(':')[2] ?? '', { strict: false }),
          'Expected an eip155 token address',
        ),
      ),
    )
    .min(1)
    .max(100),
  projectId: projectIdSchema,
})

export function registerPostFungiblePrice(app: FastifyInstance, ctx: CloudContext): void {
  defineRoute(app, ctx, {
    method: 'POST',
    url: '/v1/fungible/price',
    access: 'project',
    response: fungiblePriceResponseSchema,
    query: projectQuery,
    body: fungiblePriceBody,
    handler: async ({ query, body, request }) => {
      if (body.projectId !== query.projectId)
        throw createPorticoError('SCHEMA_INVALID_INPUT', {
          details: 'body.projectId: must be the projectId of the query',
          issues: [{ path: ['body', 'projectId'], message: 'must be the projectId of the query' }],
        })
      try {
        const fungibles = await priceFungibles(
          ctx.chains,
          ctx.stablecoinSymbol,
          body.addresses,
          (symbol) => publicLink(ctx, tokenImagePath(symbol), query),
        )
        return { fungibles }
      } catch (cause) {
        request.log.warn({ err: cause }, 'price read failed')
        throw createPorticoError('RPC_HTTP_ERROR', { cause, details: 'The chain did not answer' })
      }
    },
  })
}
