/**
 * The token balances of an address on one chain in the shape of SPEC §3 "Token balance": the
 * native currency and each known ERC-20 it holds, with USD prices from the chain's pools.
 * Zero balances are left out; so is a token whose decimals are 0 (SPEC §3 drops those).
 */
import { formatCaipAddress, formatCaipNetworkId, type TokenBalance } from '@portico/shared'
import { type Address, formatUnits, getAddress, type PublicClient } from 'viem'
import { listChainTokens, nativeCurrencyOf, priceSourcesOf } from './chainTokens.ts'
import type { CloudChain, CloudDeployments } from './cloudChains.ts'
import { readBalances } from './readBalances.ts'
import { readUsdPrices } from './readUsdPrices.ts'

export interface PortfolioInput {
  client: PublicClient
  chain: CloudChain
  deployments: CloudDeployments | null
  stablecoinSymbol: string
  address: Address
  /** The icon URL of a token symbol. */
  iconUrl(symbol: string): string
}

function balanceOf(
  token: { name: string; symbol: string; decimals: number },
  raw: bigint,
  price: number,
  extra: { chainId: string; address?: string; iconUrl: string },
): TokenBalance {
  const numeric = formatUnits(raw, token.decimals)
  return {
    name: token.name,
    symbol: token.symbol,
    chainId: extra.chainId,
    ...(extra.address ? { address: extra.address } : {}),
    value: Number(numeric) * price,
    price,
    quantity: { decimals: String(token.decimals), numeric },
    iconUrl: extra.iconUrl,
  }
}

export async function readPortfolio(input: PortfolioInput): Promise<TokenBalance[]> {
  const { client, chain, deployments, address } = input
  const chainId = formatCaipNetworkId({ chainNamespace: 'eip155', chainId: chain.id })
  const tokens = listChainTokens(deployments).filter((t) => t.decimals > 0)
  const sources = priceSourcesOf(deployments, input.stablecoinSymbol)
  const [raw, prices] = await Promise.all([
    readBalances(
      client,
      address,
      tokens.map((t) => t.address),
    ),
    sources ? readUsdPrices(client, sources, tokens) : Promise.resolve(new Map<string, number>()),
  ])
  const native = nativeCurrencyOf(chain)
  const nativePrice = sources ? (prices.get(sources.weth.address.toLowerCase()) ?? 0) : 0
  const balances: TokenBalance[] = []
  if (raw.native > 0n)
    balances.push(
      balanceOf(native, raw.native, nativePrice, {
        chainId,
        iconUrl: input.iconUrl(native.symbol),
      }),
    )
  tokens.forEach((token, i) => {
    const amount = raw.tokens[i] ?? 0n
    if (amount === 0n) return
    balances.push(
      balanceOf(token, amount, prices.get(token.address.toLowerCase()) ?? 0, {
        chainId,
        address: formatCaipAddress({
          chainNamespace: 'eip155',
          chainId: chain.id,
          address: getAddress(token.address),
        }),
        iconUrl: input.iconUrl(token.symbol),
      }),
    )
  })
  return balances.sort((a, b) => (b.value ?? 0) - (a.value ?? 0))
}
