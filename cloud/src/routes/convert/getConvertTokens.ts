/**
 * GET /v1/convert/tokens?chainId= (SPEC §7) → {tokens}: the native currency and the deployed
 * ERC-20s a chain's Uniswap V2 pools trade, each with its USD price from the pools (null
 * without a pool; kept 30 s, as the cloud's other prices). WETH is left out: the native
 * currency stands for it in every swap.
 */
import { caipNetworkIdSchema, type SwapToken, swapTokensResponseSchema } from '@portico/shared'
import type { FastifyInstance } from 'fastify'
import { getAddress } from 'viem'
import { nativeCurrencyOf, priceSourcesOf } from '../../chain/chainTokens.ts'
import { NATIVE_TOKEN_ADDRESS } from '../../chain/cloudChains.ts'
import { readCachedPrices } from '../../chain/readCachedPrices.ts'
import { type PricedToken, type PriceSources, readUsdPrices } from '../../chain/readUsdPrices.ts'
import type { CloudContext } from '../../cloudContext.ts'
import { findSwapDex, type SwapDex } from '../../convert/findSwapDex.ts'
import { sharedSwapRead } from '../../convert/sharedSwapRead.ts'
import { caip10Of } from '../../convert/swapToken.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { publicLink } from '../../http/publicLink.ts'
import { projectQuery } from '../../http/queryValues.ts'
import { tokenImagePath } from '../images/getPublicImages.ts'

const query = projectQuery.extend({ chainId: caipNetworkIdSchema })

export function registerGetConvertTokens(app: FastifyInstance, ctx: CloudContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/v1/convert/tokens',
    access: 'project',
    response: swapTokensResponseSchema,
    query,
    handler: async ({ query }) => {
      const dex = findSwapDex(ctx, query.chainId)
      const sources = priceSourcesOf(ctx.chains.deployments(dex.chain), ctx.stablecoinSymbol)
      const erc20s = dex.tokens.filter((t) => t.address.toLowerCase() !== dex.weth.toLowerCase())
      const prices = sources ? await poolPrices(ctx, dex, sources, erc20s) : new Map()
      const logo = (symbol: string) => publicLink(ctx, tokenImagePath(symbol), query)
      const native = nativeCurrencyOf(dex.chain)
      const tokens: SwapToken[] = [
        {
          ...native,
          address: caip10Of(dex.caip2, NATIVE_TOKEN_ADDRESS as `0x${string}`),
          logoUri: logo(native.symbol),
          price: prices.get(dex.weth.toLowerCase()) ?? null,
        },
        ...erc20s.map((t) => ({
          name: t.name,
          symbol: t.symbol,
          decimals: t.decimals,
          address: caip10Of(dex.caip2, getAddress(t.address)),
          logoUri: logo(t.symbol),
          price: prices.get(t.address.toLowerCase()) ?? null,
        })),
      ]
      return { tokens }
    },
  })
}

/**
 * The tokens' USD prices from the pools, kept like every price the cloud serves; a read after
 * expiry is shared by the requests that wait on it.
 */
function poolPrices(
  ctx: CloudContext,
  dex: SwapDex,
  sources: PriceSources,
  tokens: readonly PricedToken[],
): Promise<Map<string, number>> {
  const key = `swap:${dex.caip2}`
  return readCachedPrices(ctx, key, () =>
    sharedSwapRead(ctx, key, () => readUsdPrices(dex.client, sources, tokens)),
  )
}
