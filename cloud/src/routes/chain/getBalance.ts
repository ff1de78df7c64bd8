/**
 * GET /v1/account/{address}/balance?currency=usd&chainId=&forceUpdate= (SPEC §7) → {balances}:
 * native and ERC-20 balances read from the chain, priced in USD through the local Uniswap
 * pools. Without chainId, every served chain. Cached per address and chain for 30 s
 * (PORTFOLIO_CACHE_EXPIRY_MS); forceUpdate=true reads the chain again. A chain that is not
 * served gives no balances; a Solana address too (no Solana chain is served).
 */
import {
  caipNetworkIdSchema,
  createPorticoError,
  solanaAddressSchema,
  type TokenBalance,
  tokenBalanceSchema,
} from '@portico/shared'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { CloudChain } from '../../chain/cloudChains.ts'
import { readPortfolio } from '../../chain/readPortfolio.ts'
import type { CloudContext } from '../../cloudContext.ts'
import { evmAddressParam } from '../../http/addressParams.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { publicLink } from '../../http/publicLink.ts'
import { booleanText, projectQuery } from '../../http/queryValues.ts'
import { tokenImagePath } from '../images/getPublicImages.ts'

export const getBalanceResponse = z.object({ balances: z.array(tokenBalanceSchema) })

const params = z.object({
  address: z.union([
    evmAddressParam.transform((address) => ({ family: 'evm' as const, address })),
    solanaAddressSchema.transform((address) => ({ family: 'solana' as const, address })),
  ]),
})

const query = projectQuery.extend({
  currency: z.literal('usd').default('usd'),
  chainId: caipNetworkIdSchema.optional(),
  forceUpdate: booleanText.default(false),
})

async function chainBalances(
  ctx: CloudContext,
  chain: CloudChain,
  address: `0x${string}`,
  forceUpdate: boolean,
): Promise<TokenBalance[]> {
  const key = `${address.toLowerCase()}:${chain.id}`
  const cached = forceUpdate ? undefined : ctx.caches.balances.get(key)
  if (cached) return cached
  const balances = await readPortfolio({
    client: ctx.chains.client(chain),
    chain,
    deployments: ctx.chains.deployments(chain),
    stablecoinSymbol: ctx.stablecoinSymbol,
    address,
    iconUrl: tokenImagePath,
  })
  ctx.caches.balances.set(key, balances)
  return balances
}

export function registerGetBalance(app: FastifyInstance, ctx: CloudContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/v1/account/:address/balance',
    access: 'project',
    params,
    query,
    handler: async ({ params, query, request }) => {
      const account = params.address
      if (account.family !== 'evm') return { balances: [] }
      const chains = query.chainId
        ? ctx.chains.chains.filter((c) => `eip155:${c.id}` === query.chainId)
        : ctx.chains.chains
      let perChain: TokenBalance[][]
      try {
        perChain = await Promise.all(
          chains.map((chain) => chainBalances(ctx, chain, account.address, query.forceUpdate)),
        )
      } catch (cause) {
        request.log.warn({ err: cause }, 'balance read failed')
        throw createPorticoError('TOKEN_BALANCE_UNAVAILABLE', {
          status: 502,
          cause,
          details: 'The chain did not answer',
        })
      }
      const balances = perChain
        .flat()
        .map((b) => ({ ...b, iconUrl: publicLink(ctx, b.iconUrl, query) }))
      return { balances }
    },
  })
}
