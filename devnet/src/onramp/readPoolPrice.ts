/** The USD price of ETH from the devnet's WETH/tUSD Uniswap V2 pool: its reserves' ratio. */
import { createPublicClient, http, parseAbi } from 'viem'
import type { Deployments } from '../deployments.ts'
import type { SandboxAsset } from './sandboxCatalogue.ts'

const pairAbi = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'function token0() view returns (address)',
])

/** USD per unit of `asset`: 1 for tUSD, the pool's price for ETH. */
export async function readPoolPrice(
  deployments: Deployments,
  asset: SandboxAsset,
): Promise<number> {
  if (asset.id === 'tUSD') return 1
  const pool = deployments.pools.find(
    (p) =>
      [p.token0Symbol, p.token1Symbol].includes('WETH') &&
      [p.token0Symbol, p.token1Symbol].includes('tUSD'),
  )
  const usd = deployments.tokens.find((t) => t.symbol === 'tUSD')
  if (!pool || !usd) throw new Error('The devnet has no WETH/tUSD pool')
  const client = createPublicClient({ transport: http(deployments.rpcUrl) })
  const [reserve0, reserve1] = await client.readContract({
    address: pool.pair,
    abi: pairAbi,
    functionName: 'getReserves',
  })
  const [wethReserve, usdReserve] =
    pool.token0Symbol === 'WETH' ? [reserve0, reserve1] : [reserve1, reserve0]
  if (wethReserve === 0n) throw new Error('The WETH/tUSD pool is empty')
  return Number(usdReserve) / 10 ** usd.decimals / (Number(wethReserve) / 1e18)
}
