/**
 * GET /v1/convert/build-approve?userAddress=&from=&to=&amount=&unlimited= (SPEC §7) → the
 * approve of `from` to the chain's Router02, for exactly `amount` (base units) unless
 * unlimited=true asks for the largest allowance. When the user already allows the router some
 * amount, `reset` (an approve of 0) comes first: USDT-style tokens such as tUSD refuse to move
 * an allowance from one non-zero value to another. The calls carry no return-value decoding,
 * so tokens whose approve returns nothing work.
 */
import { type SwapTransaction, swapApproveResponseSchema } from '@portico/shared'
import type { FastifyInstance } from 'fastify'
import { type Address, encodeFunctionData, maxUint256, type PublicClient } from 'viem'
import type { CloudContext } from '../../cloudContext.ts'
import { estimateSwapGas } from '../../convert/estimateSwapGas.ts'
import { findSwapDex } from '../../convert/findSwapDex.ts'
import { poolTokenOf, swapTokenParam } from '../../convert/swapToken.ts'
import { approveAbi } from '../../convert/uniswapV2Abi.ts'
import { evmAccountParam } from '../../http/addressParams.ts'
import { createCloudError } from '../../http/cloudErrors.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { booleanText, projectQuery } from '../../http/queryValues.ts'
import { amountParam, assertOneChain, assertTwoTokens } from './convertParams.ts'

const query = projectQuery
  .extend({
    userAddress: evmAccountParam,
    from: swapTokenParam,
    to: swapTokenParam,
    amount: amountParam.optional(),
    unlimited: booleanText.default(false),
  })
  .refine((q) => q.amount !== undefined || q.unlimited, {
    path: ['amount'],
    message: 'Give the amount to approve, or unlimited=true',
  })

async function approveCall(
  client: PublicClient,
  user: Address,
  token: Address,
  spender: Address,
  amount: bigint,
  gasPrice: bigint,
  estimate: boolean,
): Promise<SwapTransaction> {
  const call = {
    from: user,
    to: token,
    data: encodeFunctionData({ abi: approveAbi, functionName: 'approve', args: [spender, amount] }),
    value: 0n,
  }
  const gas = estimate ? await estimateSwapGas(client, call) : null
  return {
    from: call.from,
    to: call.to,
    data: call.data,
    value: '0',
    eip155: { gas: gas === null ? null : gas.toString(), gasPrice: gasPrice.toString() },
  }
}

export function registerGetConvertBuildApprove(app: FastifyInstance, ctx: CloudContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/v1/convert/build-approve',
    access: 'project',
    response: swapApproveResponseSchema,
    query,
    handler: async ({ query }) => {
      const { from, to, userAddress } = query
      assertOneChain(from, to)
      const dex = findSwapDex(ctx, from.caip2)
      if (from.native) throw createCloudError('SWAP_NATIVE_NEEDS_NO_APPROVAL')
      assertTwoTokens(poolTokenOf(from, dex.weth), poolTokenOf(to, dex.weth))
      const amount = query.unlimited ? maxUint256 : (query.amount ?? 0n)
      const [current, gasPrice] = await Promise.all([
        dex.client.readContract({
          address: from.address,
          abi: approveAbi,
          functionName: 'allowance',
          args: [userAddress, dex.router],
        }),
        dex.client.getGasPrice(),
      ])
      const build = (value: bigint, estimate: boolean) =>
        approveCall(dex.client, userAddress, from.address, dex.router, value, gasPrice, estimate)
      // With a reset pending, the approve cannot be estimated yet (the token would refuse it).
      const reset = current > 0n ? await build(0n, true) : null
      const tx = await build(amount, reset === null)
      return { tx, reset, amount: amount.toString() }
    },
  })
}
