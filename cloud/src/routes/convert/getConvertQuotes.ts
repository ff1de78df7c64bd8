/**
 * GET /v1/convert/quotes?amount=&userAddress=&from=&to=&gasPrice= (SPEC §7) → {quotes}: one
 * quote on the chain's Uniswap V2 pools for `amount` (base units) of `from` into `to`
 * (convert/quoteSwap.ts). Portico's own `toAmount`, given instead of `amount`, asks what must
 * be paid to receive exactly that much (the user typed in the field received). gasPrice is
 * accepted as AppKit sends it; the quote does not need it.
 */
import { swapQuotesResponseSchema } from '@portico/shared'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { CloudContext } from '../../cloudContext.ts'
import { findSwapDex } from '../../convert/findSwapDex.ts'
import { quoteSwap } from '../../convert/quoteSwap.ts'
import { sharedSwapRead } from '../../convert/sharedSwapRead.ts'
import { caip10Of, poolTokenOf, swapTokenParam } from '../../convert/swapToken.ts'
import { evmAccountParam } from '../../http/addressParams.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { projectQuery } from '../../http/queryValues.ts'
import { amountParam, assertOneChain, assertTwoTokens } from './convertParams.ts'

const query = projectQuery
  .extend({
    amount: amountParam.optional(),
    toAmount: amountParam.optional(),
    userAddress: evmAccountParam,
    from: swapTokenParam,
    to: swapTokenParam,
    gasPrice: z.optional(z.string().regex(/^[0-9]{1,78}$/, 'Expected the gas price in wei')),
  })
  .refine((q) => (q.amount === undefined) !== (q.toAmount === undefined), {
    message: 'Give either amount (paid) or toAmount (received)',
    path: ['amount'],
  })

export function registerGetConvertQuotes(app: FastifyInstance, ctx: CloudContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/v1/convert/quotes',
    access: 'project',
    response: swapQuotesResponseSchema,
    query,
    handler: async ({ query }) => {
      const { from, to, amount, toAmount } = query
      assertOneChain(from, to)
      const dex = findSwapDex(ctx, from.caip2)
      const [fromPool, toPool] = [poolTokenOf(from, dex.weth), poolTokenOf(to, dex.weth)]
      assertTwoTokens(fromPool, toPool)
      const fixed = amount === undefined ? { amountOut: toAmount ?? 0n } : { amountIn: amount }
      const amountKey = 'amountIn' in fixed ? `in:${fixed.amountIn}` : `out:${fixed.amountOut}`
      const route = await sharedSwapRead(
        ctx,
        `quote:${dex.caip2}:${fromPool}:${toPool}:${amountKey}`.toLowerCase(),
        () => quoteSwap(dex, fromPool, toPool, fixed),
      )
      return {
        quotes: [
          {
            fromAddress: caip10Of(dex.caip2, from.address),
            toAddress: caip10Of(dex.caip2, to.address),
            fromAmount: route.amountIn.toString(),
            toAmount: route.amountOut.toString(),
            path: route.path.map((a) => caip10Of(dex.caip2, a)),
            priceImpact: route.priceImpact,
            fee: { amount: route.fee.amount.toString(), percent: route.fee.percent },
          },
        ],
      }
    },
  })
}
