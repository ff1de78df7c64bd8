/**
 * USD prices read from Uniswap V2 pools on the chain itself: the mid price of a token's pool
 * against the USD stablecoin (which counts as exactly 1 USD), or, failing that, of its pool
 * against WETH times the price of WETH. A token with neither pool has no price.
 */
import { type Address, formatUnits, type PublicClient, parseAbi, zeroAddress } from 'viem'

const factoryAbi = parseAbi([
  'function getPair(address tokenA, address tokenB) view returns (address pair)',
])
const pairAbi = parseAbi([
  'function token0() view returns (address)',
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
])

export interface PricedToken {
  address: Address
  decimals: number
}

export interface PriceSources {
  factory: Address
  weth: PricedToken
  stablecoin: PricedToken
}

/** Pair addresses and their token0 never change once a pair exists: kept per client. */
const pairCache = new WeakMap<PublicClient, Map<string, { pair: Address; token0: Address }>>()

async function findPair(
  client: PublicClient,
  factory: Address,
  a: Address,
  b: Address,
): Promise<{ pair: Address; token0: Address } | null> {
  let cache = pairCache.get(client)
  if (!cache) {
    cache = new Map()
    pairCache.set(client, cache)
  }
  const key = [factory, ...[a, b].sort()].join(':').toLowerCase()
  const known = cache.get(key)
  if (known) return known
  const pair = await client.readContract({
    address: factory,
    abi: factoryAbi,
    functionName: 'getPair',
    args: [a, b],
  })
  if (pair === zeroAddress) return null
  const token0 = await client.readContract({ address: pair, abi: pairAbi, functionName: 'token0' })
  const found = { pair, token0 }
  cache.set(key, found)
  return found
}

/** How many `quote` one `base` is worth in the base/quote pool, or null without liquidity. */
async function midPrice(
  client: PublicClient,
  factory: Address,
  base: PricedToken,
  quote: PricedToken,
): Promise<number | null> {
  const found = await findPair(client, factory, base.address, quote.address)
  if (!found) return null
  const [r0, r1] = await client.readContract({
    address: found.pair,
    abi: pairAbi,
    functionName: 'getReserves',
  })
  const baseIs0 = found.token0.toLowerCase() === base.address.toLowerCase()
  const [rBase, rQuote] = baseIs0 ? [r0, r1] : [r1, r0]
  if (rBase === 0n || rQuote === 0n) return null
  return Number(formatUnits(rQuote, quote.decimals)) / Number(formatUnits(rBase, base.decimals))
}

/**
 * USD prices of `tokens`, keyed by lower-case address (WETH's price is the native currency's).
 * Tokens without a pool are left out.
 */
export async function readUsdPrices(
  client: PublicClient,
  sources: PriceSources,
  tokens: readonly PricedToken[],
): Promise<Map<string, number>> {
  const { factory, weth, stablecoin } = sources
  const prices = new Map<string, number>()
  const key = (a: Address) => a.toLowerCase()
  const ethPrice = await midPrice(client, factory, weth, stablecoin)
  prices.set(key(stablecoin.address), 1)
  if (ethPrice !== null) prices.set(key(weth.address), ethPrice)
  await Promise.all(
    tokens.map(async (token) => {
      if (prices.has(key(token.address))) return
      const direct = await midPrice(client, factory, token, stablecoin)
      if (direct !== null) {
        prices.set(key(token.address), direct)
        return
      }
      if (ethPrice === null) return
      const inEth = await midPrice(client, factory, token, weth)
      if (inEth !== null) prices.set(key(token.address), inEth * ethPrice)
    }),
  )
  return prices
}
