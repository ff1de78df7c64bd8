/**
 * GET /v1/account/{address}/balance?currency=usd&chainId=&forceUpdate= (SPEC §7) → {balances}:
 * native and ERC-20 balances read from the chain, priced in USD through the local Uniswap
 * pools. Without chainId, every served chain. Cached per address and chain for 30 s
 * (PORTFOLIO_CACHE_EXPIRY_MS); forceUpdate=true reads the chain again (callers asking at once
 * share one read that began after they asked: cache/createFreshReads.ts). A chain that is not
 * served gives no balances. A Solana address gets its SOL and SPL tokens on the served
 * clusters (chain/solana/readSolanaAccountBalance.ts). A chain that
 * does not answer fails the call when it was asked for by chainId (502 'Token Balance
 * Unavailable'); without chainId it is left out, unless no chain answered.
 */
import {
  balanceResponseSchema,
  caipNetworkIdSchema,
  createPorticoError,
  type TokenBalance,
} from '@portico/shared'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { bitcoinAddressParam } from '../../chain/bitcoin/bitcoinAddressParam.ts'
import { readBitcoinAccountBalance } from '../../chain/bitcoin/readBitcoinAccountBalance.ts'
import type { CloudChain } from '../../chain/cloudChains.ts'
import { readPortfolio } from '../../chain/readPortfolio.ts'
import { readSolanaAccountBalance } from '../../chain/solana/readSolanaAccountBalance.ts'
import { solanaAddressParam } from '../../chain/solana/solanaAddressParam.ts'
import type { CloudContext } from '../../cloudContext.ts'
import { evmAddressParam } from '../../http/addressParams.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { publicLink } from '../../http/publicLink.ts'
import { booleanText, projectQuery } from '../../http/queryValues.ts'
import { tokenImagePath } from '../images/getPublicImages.ts'

const params = z.object({
  address: z.union([
    evmAddressParam.transform((address) => ({ family: 'evm' as const, address })),
    bitcoinAddressParam,
    solanaAddressParam,
  ]),
})

const query = projectQuery.extend({
  currency: z.literal('usd').default('usd'),
  chainId: z.optional(caipNetworkIdSchema),
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
  // Callers of one address and chain share a read that starts after they asked, never an older one.
  const balances = await ctx.caches.balanceReads(key, () =>
    readPortfolio({
      client: ctx.chains.client(chain),
      chain,
      deployments: ctx.chains.deployments(chain),
      stablecoinSymbol: ctx.stablecoinSymbol,
      address,
      iconUrl: tokenImagePath,
    }),
  )
  ctx.caches.balances.set(key, balances)
  return balances
}

export function registerGetBalance(app: FastifyInstance, ctx: CloudContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/v1/account/:address/balance',
    access: 'project',
    response: balanceResponseSchema,
    params,
    query,
    handler: async ({ params, query, request }) => {
      const account = params.address
      if (account.family === 'bitcoin')
        return readBitcoinAccountBalance(ctx, account.info, query.chainId, query)
      if (account.family === 'solana')
        return readSolanaAccountBalance(ctx, account.publicKey, query, request.log)
      const chains = query.chainId
        ? ctx.chains.chains.filter((c) => `eip155:${c.id}` === query.chainId)
        : ctx.chains.chains
      const results = await Promise.allSettled(
        chains.map((chain) => chainBalances(ctx, chain, account.address, query.forceUpdate)),
      )
      const failed = results.flatMap((r, i) =>
        r.status === 'rejected' ? [{ chainId: chains[i]?.id, reason: r.reason }] : [],
      )
      for (const { chainId, reason } of failed)
        request.log.warn({ err: reason, chainId }, 'balance read failed')
      if (failed.length && (query.chainId || failed.length === chains.length))
        throw createPorticoError('TOKEN_BALANCE_UNAVAILABLE', {
          status: 502,
          cause: failed[0]?.reason,
          details: 'The chain did not answer',
        })
      const balances = results
        .flatMap((r) => (r.status === 'fulfilled' ? r.value : []))
        .map((b) => ({ ...b, iconUrl: publicLink(ctx, b.iconUrl, query) }))
      return { balances }
    },
  })
}
