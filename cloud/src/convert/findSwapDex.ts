/**
 * The Uniswap V2 deployment a swap request runs on: the served chain of a CAIP-2 id with its
 * router, factory, WETH and known tokens. A chain the cloud does not serve, or one without a
 * router in its deployments, takes no swaps: SPEC §8's SWAPS_NETWORK_NOT_SUPPORTED text (or
 * GAS_PRICE_NETWORK_NOT_SUPPORTED, for the gas-price route).
 */
import { createPorticoError } from '@portico/shared'
import { type Address, getAddress, type PublicClient } from 'viem'
import { type ChainToken, listChainTokens } from '../chain/chainTokens.ts'
import type { CloudChain } from '../chain/cloudChains.ts'
import type { CloudContext } from '../cloudContext.ts'

export interface SwapDex {
  chain: CloudChain
  /** `eip155:<id>`. */
  caip2: string
  client: PublicClient
  router: Address
  factory: Address
  weth: Address
  /** The deployed ERC-20s and WETH, with their metadata. */
  tokens: ChainToken[]
}

export function findSwapDex(
  ctx: CloudContext,
  caip2: string,
  unsupported:
    | 'SWAPS_NETWORK_NOT_SUPPORTED'
    | 'GAS_PRICE_NETWORK_NOT_SUPPORTED' = 'SWAPS_NETWORK_NOT_SUPPORTED',
): SwapDex {
  const chain = ctx.chains.byCaip2(caip2)
  const deployments = chain && ctx.chains.deployments(chain)
  const router = deployments?.contracts.uniswapV2Router02
  if (!chain || !deployments || !router)
    throw createPorticoError(unsupported, { status: 400, details: `${caip2} has no swap pools` })
  return {
    chain,
    caip2,
    client: ctx.chains.client(chain),
    router: getAddress(router),
    factory: getAddress(deployments.contracts.uniswapV2Factory),
    weth: getAddress(deployments.contracts.weth9),
    tokens: listChainTokens(deployments),
  }
}
