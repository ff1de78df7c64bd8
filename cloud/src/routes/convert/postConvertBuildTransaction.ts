/**
 * POST /v1/convert/build-transaction (SPEC §7), body {amount, eip155: {slippage}, projectId,
 * from, to, userAddress, disableEstimate} → the swap for the user's wallet to send on the
 * chain's Router02: swapExactETHForTokens, swapExactTokensForETH or swapExactTokensForTokens
 * along the quote's path, with amountOutMin the quote (or the `toAmount` the user accepted)
 * less `slippage` percent. With Portico's `exactOut: true` the user receives exactly
 * `toAmount` and pays at most `amount` (the quoted input) plus `slippage` percent:
 * swapETHForExactTokens (the router refunds what is not used), swapTokensForExactETH or
 * swapTokensForExactTokens. Either way the deadline is SWAP_DEADLINE_MS after the latest
 * block. Unless disableEstimate is true, the node estimates its gas, and a swap that would
 * revert (no allowance, short balance) answers 422 with why.
 */
import { createPorticoError, SWAP_DEADLINE_MS, swapBuildResponseSchema } from '@portico/shared'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { CloudContext } from '../../cloudContext.ts'
import { encodeSwapCall } from '../../convert/encodeSwapCall.ts'
import { estimateSwapGas } from '../../convert/estimateSwapGas.ts'
import { findSwapDex } from '../../convert/findSwapDex.ts'
import { quoteSwap } from '../../convert/quoteSwap.ts'
import { poolTokenOf, swapTokenParam } from '../../convert/swapToken.ts'
import { evmAccountParam } from '../../http/addressParams.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { projectQuery } from '../../http/queryValues.ts'
import { projectIdSchema } from '../../projects/projectRecord.ts'
import { amountParam, assertOneChain, assertTwoTokens, slippageParam } from './convertParams.ts'

const body = z
  .object({
    amount: amountParam,
    eip155: z.object({ slippage: slippageParam }),
    projectId: projectIdSchema,
    from: swapTokenParam,
    to: swapTokenParam,
    userAddress: evmAccountParam,
    disableEstimate: z.boolean().default(false),
    /**
     * The amount out the user was quoted and accepted (Portico's own field): the slippage is
     * taken from it rather than from a fresh quote, so a price that moved further since the
     * quote makes the swap fail instead of filling at the worse price.
     */
    toAmount: amountParam.optional(),
    /** Receive exactly toAmount, paying at most amount plus the slippage (Portico's own field). */
    exactOut: z.boolean().default(false),
  })
  .refine((b) => !b.exactOut || b.toAmount !== undefined, {
    message: 'exactOut needs the toAmount to receive',
    path: ['toAmount'],
  })

export function registerPostConvertBuildTransaction(app: FastifyInstance, ctx: CloudContext): void {
  defineRoute(app, ctx, {
    method: 'POST',
    url: '/v1/convert/build-transaction',
    access: 'project',
    response: swapBuildResponseSchema,
    query: projectQuery,
    body,
    handler: async ({ query, body }) => {
      if (body.projectId !== query.projectId)
        throw createPorticoError('SCHEMA_INVALID_INPUT', {
          details: 'body.projectId: must be the projectId of the query',
          issues: [{ path: ['body', 'projectId'], message: 'must be the projectId of the query' }],
        })
      const { from, to, amount, userAddress } = body
      assertOneChain(from, to)
      const dex = findSwapDex(ctx, from.caip2)
      const [fromPool, toPool] = [poolTokenOf(from, dex.weth), poolTokenOf(to, dex.weth)]
      assertTwoTokens(fromPool, toPool)
      const [route, block, gasPrice] = await Promise.all([
        quoteSwap(
          dex,
          fromPool,
          toPool,
          body.exactOut ? { amountOut: body.toAmount ?? 0n } : { amountIn: amount },
        ),
        dex.client.getBlock({ blockTag: 'latest' }),
        dex.client.getGasPrice(),
      ])
      const deadline = block.timestamp + BigInt(SWAP_DEADLINE_MS / 1000)
      const built = encodeSwapCall({
        path: route.path,
        fromNative: from.native,
        toNative: to.native,
        recipient: userAddress,
        deadline,
        slippageBps: BigInt(Math.round(body.eip155.slippage * 100)),
        // The slippage is taken from what the user accepted: exact out, the amount in it was
        // quoted; exact in, the amount out (toAmount) when given.
        amountIn: body.exactOut ? amount : route.amountIn,
        amountOut: body.exactOut ? route.amountOut : (body.toAmount ?? route.amountOut),
        exactOut: body.exactOut,
      })
      const { data, value, amountOutMin } = built
      const call = { from: userAddress, to: dex.router, data, value }
      const gas = body.disableEstimate ? null : await estimateSwapGas(dex.client, call)
      return {
        tx: {
          from: call.from,
          to: call.to,
          data: call.data,
          value: call.value.toString(),
          eip155: { gas: gas === null ? null : gas.toString(), gasPrice: gasPrice.toString() },
        },
        amountOutMin: amountOutMin.toString(),
        ...(built.amountInMax === undefined ? {} : { amountInMax: built.amountInMax.toString() }),
        deadline: Number(deadline),
      }
    },
  })
}
