/**
 * GET /public/getAssetImage/{id}, /public/getCurrencyImage/{id}, /public/getTokenImage/{id}
 * (SPEC §7): icons of networks, fiat currencies and tokens. Networks (a @web3icons network id,
 * or CAIP-2 as `eip155:1` or `eip155-1`) and tokens (a symbol: ETH, USDC, SOL…) get their logo
 * from @web3icons; any other well-formed id gets its own deterministic drawn SVG: there is no
 * closed list of assets to refuse. SVG, or PNG with `format=png` (sendLogo).
 */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { CloudContext } from '../../cloudContext.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { drawIcon, type IconShape } from '../../icons/drawIcon.ts'
import { findNetworkIcon, findTokenIcon } from '../../icons/libraryIcons.ts'
import { logoQuery, sendLogo } from '../../icons/sendLogo.ts'

export const imageIdSchema = z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'Invalid image id')
/** Asset ids may be CAIP-2 (`eip155:1`), so a colon is allowed there. */
const assetIdSchema = z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/, 'Invalid image id')

const kinds: {
  path: string
  shape: IconShape
  symbol: boolean
  id: z.ZodString
  logo?: (id: string) => Promise<string | undefined>
}[] = [
  {
    path: 'getAssetImage',
    shape: 'hexagon',
    symbol: false,
    id: assetIdSchema,
    logo: findNetworkIcon,
  },
  { path: 'getCurrencyImage', shape: 'circle', symbol: true, id: imageIdSchema },
  { path: 'getTokenImage', shape: 'circle', symbol: true, id: imageIdSchema, logo: findTokenIcon },
]

/** The path of a token's icon (balances and prices point at it). */
export function tokenImagePath(symbol: string): string {
  const id = symbol.replace(/[^A-Za-z0-9._-]/g, '').slice(0, 64) || 'token'
  return `/public/getTokenImage/${id}`
}

export function registerGetPublicImages(app: FastifyInstance, ctx: CloudContext): void {
  for (const kind of kinds) {
    defineRoute(app, ctx, {
      method: 'GET',
      url: `/public/${kind.path}/:id`,
      access: 'project',
      params: z.object({ id: kind.id }),
      query: logoQuery,
      handler: async ({ params, query, reply }) =>
        sendLogo(
          reply,
          (await kind.logo?.(params.id)) ??
            drawIcon({
              seed: `${kind.path}:${params.id}`,
              label: params.id,
              shape: kind.shape,
              text: kind.symbol ? params.id : undefined,
            }),
          query.format,
        ),
    })
  }
}
