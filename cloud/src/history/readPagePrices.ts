/**
 * Today's USD prices of the currencies in a page of history on one chain, from the chain's
 * Uniswap pools (see readUsdPrices), keyed by lower-case token address and `native`. A chain
 * without price sources, or that does not answer, gives no prices: the page is still served.
 */
import type { Address, PublicClient } from 'viem'
import { priceSourcesOf } from '../chain/chainTokens.ts'
import type { CloudDeployments } from '../chain/cloudChains.ts'
import { readUsdPrices } from '../chain/readUsdPrices.ts'
import type { FungibleLabel } from './labelContracts.ts'

export async function readPagePrices(
  client: PublicClient,
  deployments: CloudDeployments | null,
  stablecoinSymbol: string,
  fungibles: ReadonlyMap<string, FungibleLabel>,
): Promise<Map<string, number>> {
  const sources = priceSourcesOf(deployments, stablecoinSymbol)
  if (!sources) return new Map()
  const tokens = [...fungibles]
    .filter(([, label]) => label.decimals > 0)
    .map(([address, label]) => ({ address: address as Address, decimals: label.decimals }))
  try {
    const prices = await readUsdPrices(client, sources, tokens)
    const native = prices.get(sources.weth.address.toLowerCase())
    if (native !== undefined) prices.set('native', native)
    return prices
  } catch {
    return new Map()
  }
}
