/**
 * GET /getWallets (SPEC §7): the wallet catalogue, filtered and paged → {data, count}.
 * page from 1; entries up to 100 (4 featured or recommended, 40 a page, 100 for search);
 * chains, include and exclude as comma lists; badge_type `certified` keeps certified wallets
 * (`none` filters nothing).
 */
import {
  caipNetworkIdSchema,
  chainNamespaceSchema,
  getWalletsResponseSchema,
  WALLET_PAGE_SIZES,
} from '@portico/shared'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { CloudContext } from '../../cloudContext.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { commaList, positiveIntText, projectQuery } from '../../http/queryValues.ts'

export const walletIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'Invalid wallet id')

export const getWalletsQuery = projectQuery.extend({
  page: positiveIntText.default(1),
  entries: positiveIntText
    .pipe(z.number().max(WALLET_PAGE_SIZES.search))
    .default(WALLET_PAGE_SIZES.list),
  chains: commaList(z.union([caipNetworkIdSchema, chainNamespaceSchema])).optional(),
  include: commaList(walletIdSchema).optional(),
  exclude: commaList(walletIdSchema).optional(),
  search: z.string().max(100).optional(),
  badge_type: z.enum(['none', 'certified']).optional(),
})

export const walletEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  image_id: z.string(),
  rdns: z.string().nullable(),
  chains: z.array(caipNetworkIdSchema),
  mobile_link: z.string().nullable(),
  desktop_link: z.string().nullable(),
  webapp_link: z.string().nullable(),
  badge_type: z.enum(['certified', 'none']),
})

export function registerGetWallets(app: FastifyInstance, ctx: CloudContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/getWallets',
    access: 'project',
    // Cached answers (catalogue versions, the account and name caches) come back as one object.
    sameObjectSameAnswer: true,
    response: getWalletsResponseSchema,
    query: getWalletsQuery,
    handler: async ({ query }) =>
      ctx.catalogue.wallets({
        page: query.page,
        entries: query.entries,
        chains: query.chains,
        include: query.include,
        exclude: query.exclude,
        search: query.search,
        badgeType: query.badge_type === 'certified' ? 'certified' : undefined,
      }),
  })
}
