/**
 * GET /getWalletImage/{id} (SPEC §7): a catalogue wallet's logo, by its id or its image_id (an
 * imported registry's), read from the database copy so an import is served at once by every
 * instance. The library logo its entry names; a drawn monogram when it has none.
 */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { CloudContext } from '../../cloudContext.ts'
import { createCloudError } from '../../http/cloudErrors.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { projectQuery } from '../../http/queryValues.ts'
import { sendSvg } from '../../http/sendSvg.ts'
import { drawIcon } from '../../icons/drawIcon.ts'
import { loadLibraryIcon } from '../../icons/libraryIcons.ts'
import { walletIdSchema } from './getWallets.ts'

export function registerGetWalletImage(app: FastifyInstance, ctx: CloudContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/getWalletImage/:id',
    access: 'project',
    params: z.object({ id: walletIdSchema }),
    query: projectQuery,
    handler: async ({ params, reply }) => {
      const { rows } = await ctx.db.query<{ name: string; image_id: string; icon: string | null }>(
        `SELECT name, image_id, icon FROM wallets WHERE id = $1 OR image_id = $1
         ORDER BY (id = $1) DESC, position LIMIT 1`,
        [params.id],
      )
      const wallet = rows[0]
      if (!wallet) throw createCloudError('WALLET_NOT_FOUND', { details: params.id })
      const logo = wallet.icon ? await loadLibraryIcon(wallet.icon) : undefined
      return sendSvg(
        reply,
        logo ?? drawIcon({ seed: wallet.image_id, label: wallet.name, shape: 'square' }),
      )
    },
  })
}
