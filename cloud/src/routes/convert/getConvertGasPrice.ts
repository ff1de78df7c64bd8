/**
 * GET /v1/convert/gas-price?chainId= (SPEC §7) → the node's gas price and EIP-1559 fees (the
 * latest block's base fee, and the max and priority fees the node suggests), in wei. A
 * network without swaps answers SPEC §8's GAS_PRICE_NETWORK_NOT_SUPPORTED text. For the
 * served Bitcoin network (bip122) → fee rates in sat/vB from its node (readBitcoinFeeRates.ts).
 */
import { caipNetworkIdSchema, swapGasPriceResponseSchema } from '@portico/shared'
import type { FastifyInstance } from 'fastify'
import type { PublicClient } from 'viem'
import { z } from 'zod'
import { bcoinNode } from '../../chain/bitcoin/bcoinNode.ts'
import {
  bitcoinFeeRatesSchema,
  readBitcoinFeeRates,
} from '../../chain/bitcoin/readBitcoinFeeRates.ts'
import type { CloudContext } from '../../cloudContext.ts'
import { findSwapDex } from '../../convert/findSwapDex.ts'
import { sharedSwapRead } from '../../convert/sharedSwapRead.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { projectQuery } from '../../http/queryValues.ts'

const query = projectQuery.extend({ chainId: caipNetworkIdSchema })

export function registerGetConvertGasPrice(app: FastifyInstance, ctx: CloudContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/v1/convert/gas-price',
    access: 'project',
    response: z.union([swapGasPriceResponseSchema, bitcoinFeeRatesSchema]),
    query,
    handler: async ({ query }) => {
      const bitcoin = ctx.chains.bitcoin()
      if (bitcoin && query.chainId === bitcoin.caip2)
        return readBitcoinFeeRates(bcoinNode(bitcoin.nodeUrl))
      const { client, caip2 } = findSwapDex(ctx, query.chainId, 'GAS_PRICE_NETWORK_NOT_SUPPORTED')
      return sharedSwapRead(ctx, `gas-price:${caip2}`, () => readGasPrice(client))
    },
  })
}

async function readGasPrice(client: PublicClient) {
  const [gasPrice, block, fees] = await Promise.all([
    client.getGasPrice(),
    client.getBlock({ blockTag: 'latest' }),
    client.estimateFeesPerGas({ chain: null, type: 'eip1559' }),
  ])
  return {
    gasPrice: gasPrice.toString(),
    eip1559: {
      baseFeePerGas: (block.baseFeePerGas ?? 0n).toString(),
      maxFeePerGas: fees.maxFeePerGas.toString(),
      maxPriorityFeePerGas: fees.maxPriorityFeePerGas.toString(),
    },
  }
}
