/**
 * GET /v1/convert/allowance?tokenAddress=&userAddress= (SPEC §7) → {allowance, spender}: what
 * the chain's Router02 may spend of the user's token, read on chain. The native currency needs
 * no approval: its allowance is the largest amount there is.
 */
import { swapAllowanceResponseSchema } from '@portico/shared'
import type { FastifyInstance } from 'fastify'
import { maxUint256 } from 'viem'
import type { CloudContext } from '../../cloudContext.ts'
import { findSwapDex } from '../../convert/findSwapDex.ts'
import { swapTokenParam } from '../../convert/swapToken.ts'
import { approveAbi } from '../../convert/uniswapV2Abi.ts'
import { evmAccountParam } from '../../http/addressParams.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { projectQuery } from '../../http/queryValues.ts'

const query = projectQuery.extend({ tokenAddress: swapTokenParam, userAddress: evmAccountParam })

export function registerGetConvertAllowance(app: FastifyInstance, ctx: CloudContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/v1/convert/allowance',
    access: 'project',
    response: swapAllowanceResponseSchema,
    query,
    handler: async ({ query }) => {
      const dex = findSwapDex(ctx, query.tokenAddress.caip2)
      const allowance = query.tokenAddress.native
        ? maxUint256
        : await dex.client.readContract({
            address: query.tokenAddress.address,
            abi: approveAbi,
            functionName: 'allowance',
            args: [query.userAddress, dex.router],
          })
      return { allowance: allowance.toString(), spender: dex.router }
    },
  })
}
