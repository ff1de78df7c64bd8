/**
 * GET /getWalletImage/{id} (SPEC §7): a catalogue wallet's logo, by its id or its image_id (an
 * imported registry's), read from the database copy so an import is served at once by every
 * instance (catalogue/catalogueCache.ts keeps each logo per catalogue version). The library logo
 * its entry names; a drawn monogram when it has none. SVG, or PNG with `format=png` (sendLogo).
 */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { CloudContext } from '../../cloudContext.ts'
import { createCloudError } from '../../http/cloudErrors.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { logoQuery, sendLogo } from '../../icons/sendLogo.ts'
import { walletIdSchema } from './getWallets.ts'

export function registerGetWalletImage(app: FastifyInstance, ctx: CloudContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/getWalletImage/:id',
    access: 'project',
    params: z.object({ id: walletIdSchema }),
    query: logoQuery,
    handler: async ({ params, query, reply }) => {
      const svg = await ctx.catalogue.walletImage(params.id)
      if (svg === null) throw createCloudError('WALLET_NOT_FOUND', { details: params.id })
      return sendLogo(reply, svg, query.format)
    },
  })
}
