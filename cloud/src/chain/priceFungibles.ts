/**
 * Prices of tokens named by CAIP-10 address (SPEC §7 POST /v1/fungible/price): the native
 * currency (0xeeee…eeee), deployed tokens, or any ERC-20 the chain answers for, priced through
 * the chain's Uniswap pools (0 without a pool). Addresses on chains the cloud does not serve,
 * or that are no ERC-20, are left out. The result keeps the order of the request.
 */
import { parseCaipAddress } from '@portico/shared'
import { type Address, getAddress } from 'viem'
import { listChainTokens, nativeCurrencyOf, priceSourcesOf } from './chainTokens.ts'
import { NATIVE_TOKEN_ADDRESS } from './cloudChains.ts'
import type { ChainRegistry } from './createChainRegistry.ts'
import { readTokenMetadata } from './readTokenMetadata.ts'
import { readUsdPrices } from './readUsdPrices.ts'

export interface Fungible {
  name: string
  symbol: string
  iconUrl: string
  price: number
}

export async function priceFungibles(
  chains: ChainRegistry,
  stablecoinSymbol: string,
  addresses: readonly string[],
  iconUrl: (symbol: string) => string,
): Promise<Fungible[]> {
  const results = await Promise.all(
    addresses.map(async (caipAddress): Promise<Fungible | null> => {
      const parsed = parseCaipAddress(caipAddress)
      const chain = chains.byCaip2(parsed.caipNetworkId)
      if (!chain) return null
      const client = chains.client(chain)
      const deployments = chains.deployments(chain)
      const sources = priceSourcesOf(deployments, stablecoinSymbol)
      const address = getAddress(parsed.address) as Address
      const isNative = address.toLowerCase() === NATIVE_TOKEN_ADDRESS
      const known = listChainTokens(deployments).find(
        (t) => t.address.toLowerCase() === address.toLowerCase(),
      )
      const token = isNative
        ? { ...nativeCurrencyOf(chain), address: sources?.weth.address }
        : (known ?? (await readTokenMetadata(client, address)))
      if (!token) return null
      let price = 0
      if (sources && token.address) {
        const prices = await readUsdPrices(client, sources, [
          { address: token.address, decimals: token.decimals },
        ])
        price = prices.get(token.address.toLowerCase()) ?? 0
      }
      return { name: token.name, symbol: token.symbol, iconUrl: iconUrl(token.symbol), price }
    }),
  )
  return results.filter((r): r is Fungible => r !== null)
}
