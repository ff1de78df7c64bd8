import { DEVNET_MNEMONIC } from '@portico/devnet'
import {
  createPublicClient,
  createWalletClient,
  http,
  type PublicClient,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestChain, type TestChain } from '../testing/startTestChain.ts'
import { priceSourcesOf } from './chainTokens.ts'
import { readBalances } from './readBalances.ts'
import { readTokenMetadata } from './readTokenMetadata.ts'
import { readUsdPrices } from './readUsdPrices.ts'

/** Its own chain: this suite swaps on the pools, which moves prices. */
describe('chain reads on devnet', () => {
  let chain: TestChain
  let client: PublicClient
  beforeAll(async () => {
    chain = await startTestChain('chain-reads')
    client = createPublicClient({ transport: http(chain.chains[0]?.rpcUrl, { batch: true }) })
  }, 120_000)
  afterAll(() => chain?.stop())

  const token = (symbol: string) => {
    const t = chain.deployments.tokens.find((x) => x.symbol === symbol)
    if (!t) throw new Error(`no ${symbol}`)
    return t
  }
  const sources = () => {
    const s = priceSourcesOf(chain.deployments, 'tUSD')
    if (!s) throw new Error('no price sources')
    return s
  }

  it('reads the native balance and each token balance of an account in one batch', async () => {
    const holder = chain.deployments.accounts[9] as `0x${string}`
    const raw = await readBalances(client, holder, [
      token('tUSD').address,
      token('PTK').address,
      chain.deployments.contracts.weth9,
    ])
    expect(raw).toEqual({
      native: parseEther('10000'),
      tokens: [parseUnits('100000', 6), parseUnits('100000', 18), 0n],
    })
  })

  it('prices WETH against the stablecoin and PTK through WETH, from pool reserves', async () => {
    const prices = await readUsdPrices(client, sources(), [
      { address: token('PTK').address, decimals: 18 },
      { address: token('tUSD').address, decimals: 6 },
    ])
    expect(prices.get(chain.deployments.contracts.weth9.toLowerCase())).toBe(3000)
    expect(prices.get(token('tUSD').address.toLowerCase())).toBe(1)
    expect(prices.get(token('PTK').address.toLowerCase())).toBeCloseTo(1, 9)
  })

  it('leaves out a token without a pool, and reads its metadata from the chain', async () => {
    const pair = chain.deployments.pools[0]?.pair as `0x${string}`
    const prices = await readUsdPrices(client, sources(), [{ address: pair, decimals: 18 }])
    expect(prices.has(pair.toLowerCase())).toBe(false)
    expect(await readTokenMetadata(client, pair)).toEqual({
      address: pair,
      name: 'Uniswap V2',
      symbol: 'UNI-V2',
      decimals: 18,
    })
    expect(
      await readTokenMetadata(client, chain.deployments.accounts[1] as `0x${string}`),
    ).toBeNull()
  })

  it('follows the pool: selling ETH for tUSD lowers the ETH price', async () => {
    const trader = createWalletClient({
      account: mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 6 }),
      transport: http(chain.chains[0]?.rpcUrl),
    })
    const block = await client.getBlock()
    const hash = await trader.writeContract({
      address: chain.deployments.contracts.uniswapV2Router02,
      abi: parseAbi([
        'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
      ]),
      functionName: 'swapExactETHForTokens',
      args: [
        0n,
        [chain.deployments.contracts.weth9, token('tUSD').address],
        trader.account.address,
        block.timestamp + 600n,
      ],
      value: parseEther('10'),
      chain: null,
    })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    const prices = await readUsdPrices(client, sources(), [])
    const eth = prices.get(chain.deployments.contracts.weth9.toLowerCase()) ?? 0
    expect(eth).toBeLessThan(2950)
    expect(eth).toBeGreaterThan(2900)
  })
})
