/**
 * What the cloud knows about a chain's tokens: the deployed ERC-20s plus WETH9, and where
 * prices come from (the Uniswap V2 factory, WETH and the USD stablecoin).
 */
import type { Address } from 'viem'
import { type CloudChain, type CloudDeployments, DEFAULT_NATIVE_CURRENCY } from './cloudChains.ts'
import type { PriceSources } from './readUsdPrices.ts'

export interface ChainToken {
  address: Address
  name: string
  symbol: string
  decimals: number
}

/** WETH9's fixed metadata (the contract hard-codes it). */
const WETH = { name: 'Wrapped Ether', symbol: 'WETH', decimals: 18 } as const

export function nativeCurrencyOf(chain: CloudChain) {
  return chain.nativeCurrency ?? DEFAULT_NATIVE_CURRENCY
}

/** The ERC-20s of a chain's deployments, WETH last; none without deployments. */
export function listChainTokens(deployments: CloudDeployments | null): ChainToken[] {
  if (!deployments) return []
  return [
    ...deployments.tokens.map(({ address, name, symbol, decimals }) => ({
      address,
      name,
      symbol,
      decimals,
    })),
    { address: deployments.contracts.weth9, ...WETH },
  ]
}

/** Price sources of a chain: null without deployments or without the stablecoin. */
export function priceSourcesOf(
  deployments: CloudDeployments | null,
  stablecoinSymbol: string,
): PriceSources | null {
  if (!deployments) return null
  const stablecoin = deployments.tokens.find((t) => t.symbol === stablecoinSymbol)
  if (!stablecoin) return null
  return {
    factory: deployments.contracts.uniswapV2Factory,
    weth: { address: deployments.contracts.weth9, decimals: WETH.decimals },
    stablecoin: { address: stablecoin.address, decimals: stablecoin.decimals },
  }
}
