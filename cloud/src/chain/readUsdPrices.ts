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
  // Every pool is asked at once (the client batches them into one JSON-RPC request): a token's
  // WETH pool is read alongside its stablecoin pool rather than after it, as is WETH's own.
  const priced = [key(stablecoin.address), key(weth.address)]
  const others = tokens.filter((t) => !priced.includes(key(t.address)))
  const [ethPrice, ...pools] = await Promise.all([
    midPrice(client, factory, weth, stablecoin),
    ...others.map((token) =>
      Promise.all([
        midPrice(client, factory, token, stablecoin),
        midPrice(client, factory, token, weth),
      ]),
    ),
  ])
  prices.set(key(stablecoin.address), 1)
  if (ethPrice !== null) prices.set(key(weth.address), ethPrice)
  others.forEach((token, i) => {
    const [direct, inEth] = pools[i] ?? [null, null]
    if (direct !== null) prices.set(key(token.address), direct)
    else if (ethPrice !== null && inEth !== null) prices.set(key(token.address), inEth * ethPrice)
  })
  return prices
}
