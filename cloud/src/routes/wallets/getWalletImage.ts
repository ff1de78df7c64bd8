/** GET /getWalletImage/{id} (SPEC §7): a catalogue wallet's icon, an SVG we draw. */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { CloudContext } from '../../cloudContext.ts'
import { createCloudError } from '../../http/cloudErrors.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { projectQuery } from '../../http/queryValues.ts'
import { sendSvg } from '../../http/sendSvg.ts'
import { drawIcon } from '../../icons/drawIcon.ts'
import { walletIdSchema } from './getWallets.ts'

export function registerGetWalletImage(app: FastifyInstance, ctx: CloudContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/getWalletImage/:id',
    access: 'project',
    params: z.object({ id: walletIdSchema }),
    query: projectQuery,
    handler: async ({ params, reply }) => {
      const wallet = ctx.catalogue.find(params.id)
      if (!wallet) throw createCloudError('WALLET_NOT_FOUND', { details: params.id })
      return sendSvg(
        reply,
        drawIcon({ seed: wallet.image_id, label: wallet.name, shape: 'square' }),
      )
    },
  })
}
