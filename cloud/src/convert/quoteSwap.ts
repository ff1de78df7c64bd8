/**
 * A quote on the chain's Uniswap V2 pools: the direct pool when it has liquidity, otherwise
 * through WETH; for an amount in, the amount out from Router02's getAmountsOut, and for an
 * amount out (the user typed what to receive), the amount in from getAmountsIn (the 0.3% fee
 * taken per pool either way); the price impact against the pools' mid price (fee left out, so
 * it measures only how far the trade moves the price).
 */
import { SWAP_POOL_FEE_PERCENT } from '@portico/shared'
import { type Address, type PublicClient, zeroAddress } from 'viem'
import { readOncePerKey } from '../chain/readOncePerContract.ts'
import { createCloudError } from '../http/cloudErrors.ts'
import type { SwapDex } from './findSwapDex.ts'
import { factoryAbi, pairAbi, routerAbi } from './uniswapV2Abi.ts'

export interface SwapRoute {
  /** Pool tokens, from first to last (WETH for the native currency). */
  path: Address[]
  /** getAmountsOut's answer: one amount per token of the path. */
  amounts: bigint[]
  amountIn: bigint
  amountOut: bigint
  /** Percent. */
  priceImpact: number
  /** What the pools keep of the input, in its base units, and in percent. */
  fee: { amount: bigint; percent: number }
}

/** Uniswap V2 keeps 3 of every 1000 in each pool it passes. */
const FEE_NUMERATOR = 997n
const FEE_DENOMINATOR = 1000n

/**
 * The a/b pool's address and its first token, or null when the factory has none. Both never
 * change once the pool exists, so each is read once per chain (readOncePerKey); the reserves
 * are read every time.
 */
const poolOf = readOncePerKey(
  async (client: PublicClient, factory: Address, a: Address, b: Address) => {
    const pair = await client.readContract({
      address: factory,
      abi: factoryAbi,
      functionName: 'getPair',
      args: [a, b],
    })
    if (pair === zeroAddress) return null
    const token0 = await client.readContract({
      address: pair,
      abi: pairAbi,
      functionName: 'token0',
    })
    return { pair, token0 }
  },
  (factory, a, b) => [factory, ...[a, b].sort()].join(':').toLowerCase(),
)

/** The reserves of the a/b pool, a's first; null without a pool or liquidity. */
async function reservesOf(dex: SwapDex, a: Address, b: Address) {
  const pool = await poolOf(dex.client, dex.factory, a, b)
  if (!pool) return null
  const [r0, r1] = await dex.client.readContract({
    address: pool.pair,
    abi: pairAbi,
    functionName: 'getReserves',
  })
  if (r0 === 0n || r1 === 0n) return null
  return pool.token0.toLowerCase() === a.toLowerCase() ? [r0, r1] : [r1, r0]
}

/**
 * The path and its pools' reserves: direct first, else through WETH; null when none trades.
 * The three pools are read at once: one round trip to the node once their addresses are known.
 */
async function findPath(dex: SwapDex, from: Address, to: Address) {
  const isWeth = (a: Address) => a.toLowerCase() === dex.weth.toLowerCase()
  const viaWeth = !isWeth(from) && !isWeth(to)
  const [direct, first, second] = await Promise.all([
    reservesOf(dex, from, to),
    viaWeth ? reservesOf(dex, from, dex.weth) : null,
    viaWeth ? reservesOf(dex, dex.weth, to) : null,
  ])
  if (direct) return { path: [from, to], reserves: [direct] }
  if (!first || !second) return null
  return { path: [from, dex.weth, to], reserves: [first, second] }
}

/** What is fixed: the amount paid (exact in) or the amount received (exact out). */
export type SwapAmount = { amountIn: bigint } | { amountOut: bigint }

/** getAmountsIn for more than a pool holds: the pools cannot give that much. */
function outOfLiquidity(error: unknown): never {
  throw createCloudError('SWAP_INSUFFICIENT_LIQUIDITY', { cause: error })
}

export async function quoteSwap(
  dex: SwapDex,
  from: Address,
  to: Address,
  fixed: SwapAmount,
): Promise<SwapRoute> {
  const found = await findPath(dex, from, to)
  if (!found) throw createCloudError('SWAP_NO_ROUTE')
  const outReserve = found.reserves.at(-1)?.[1] ?? 0n
  if ('amountOut' in fixed && fixed.amountOut >= outReserve)
    throw createCloudError('SWAP_INSUFFICIENT_LIQUIDITY')
  const amounts = [
    ...('amountIn' in fixed
      ? await dex.client.readContract({
          address: dex.router,
          abi: routerAbi,
          functionName: 'getAmountsOut',
          args: [fixed.amountIn, found.path],
        })
      : await dex.client
          .readContract({
            address: dex.router,
            abi: routerAbi,
            functionName: 'getAmountsIn',
            args: [fixed.amountOut, found.path],
          })
          .catch(outOfLiquidity)),
  ]
  const amountIn = amounts[0] ?? 0n
  const amountOut = amounts.at(-1) ?? 0n
  const hops = BigInt(found.reserves.length)
  const kept = (amountIn * FEE_NUMERATOR ** hops) / FEE_DENOMINATOR ** hops
  const feePercent = (1 - (1 - SWAP_POOL_FEE_PERCENT / 100) ** found.reserves.length) * 100
  // Out at the mid price for the input after fees: how much the trade would give if it moved
  // no price. The impact is the share of that it loses.
  const midOut = found.reserves.reduce(
    (amount, [reserveIn, reserveOut]) => (amount * Number(reserveOut)) / Number(reserveIn),
    Number(kept),
  )
  const priceImpact = midOut > 0 ? Math.max(0, (1 - Number(amountOut) / midOut) * 100) : 100
  return {
    path: found.path,
    amounts,
    amountIn,
    amountOut,
    priceImpact,
    fee: { amount: amountIn - kept, percent: feePercent },
  }
}
