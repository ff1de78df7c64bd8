/**
 * GET /getWalletImage/{id} (SPEC §7): a catalogue wallet's logo, by its id or its image_id (an
 * imported registry's), read from the database copy so an import is served at once by every
 * instance (catalogue/catalogueCache.ts keeps each logo per catalogue version). The library logo
 * its entry names; a drawn monogram when it has none.
 */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { CloudContext } from '../../cloudContext.ts'
import { createCloudError } from '../../http/cloudErrors.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { projectQuery } from '../../http/queryValues.ts'
import { sendSvg } from '../../http/sendSvg.ts'
import { walletIdSchema } from './getWallets.ts'

export function registerGetWalletImage(app: FastifyInstance, ctx: CloudContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/getWalletImage/:id',
    access: 'project',
    params: z.object({ id: walletIdSchema }),
    query: projectQuery,
    handler: async ({ params, reply }) => {
      const svg = await ctx.catalogue.walletImage(params.id)
      if (svg === null) throw createCloudError('WALLET_NOT_FOUND', { details: params.id })
      return sendSvg(reply, svg)
    },
  })
}
