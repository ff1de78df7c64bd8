import { accountHistorySchema } from '@portico/shared'
import { createWalletClient, getAddress, http, parseAbi, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeOnBothDatabases } from '../testing/describeOnBothDatabases.ts'
import { startTestChain, type TestChain } from '../testing/startTestChain.ts'
import { apiUrl, useTestCloud } from '../testing/testCloud.ts'
import { freshAccount, type TestTransfers, testTransfers } from '../testing/testTransfers.ts'
import { waitForIndexed } from '../testing/waitForIndexed.ts'

const router = parseAbi([
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
])
const usdtApprove = parseAbi(['function approve(address spender, uint256 value)'])

let chain: TestChain
let sends: TestTransfers
beforeAll(async () => {
  chain = await startTestChain('indexer-swaps')
  sends = testTransfers(chain)
}, 120_000)
afterAll(() => chain?.stop())

const tokenAddress = (symbol: string) => {
  const token = chain.deployments.tokens.find((t) => t.symbol === symbol)
  if (!token) throw new Error(`no ${symbol}`)
  return getAddress(token.address)
}

describeOnBothDatabases('indexer: Uniswap V2 swaps', (database) => {
  const cloud = useTestCloud(database, () => ({
    chains: chain.chains,
    deployments: () => chain.deployments,
    indexer: { pollIntervalMs: 100 },
  }))

  it('shows a swap as one trade with both legs, the native payout of tUSD → ETH included', async () => {
    const user = freshAccount()
    await sends.native(9, user.address, parseEther('1'))
    await sends.token(9, 'tUSD', user.address, parseUnits('500', 6))
    const wallet = createWalletClient({ account: user, transport: http(chain.chains[0]?.rpcUrl) })
    const mined = async (hash: `0x${string}`) =>
      sends.client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    const { contracts } = chain.deployments
    await mined(
      await wallet.writeContract({
        address: tokenAddress('tUSD'),
        abi: usdtApprove,
        functionName: 'approve',
        args: [contracts.uniswapV2Router02, parseUnits('500', 6)],
        chain: null,
      }),
    )
    const deadline = (await sends.client.getBlock()).timestamp + 600n
    const toEth = await mined(
      await wallet.writeContract({
        address: contracts.uniswapV2Router02,
        abi: router,
        functionName: 'swapExactTokensForETH',
        args: [
          parseUnits('300', 6),
          0n,
          [tokenAddress('tUSD'), contracts.weth9],
          user.address,
          deadline,
        ],
        chain: null,
      }),
    )
    const toPtk = await mined(
      await wallet.writeContract({
        address: contracts.uniswapV2Router02,
        abi: router,
        functionName: 'swapExactTokensForTokens',
        args: [
          parseUnits('200', 6),
          0n,
          [tokenAddress('tUSD'), contracts.weth9, tokenAddress('PTK')],
          user.address,
          deadline,
        ],
        chain: null,
      }),
    )
    await waitForIndexed(database().db, 31337, toPtk.blockNumber)
    // Both swaps, as the Activity tab shows them once they are in. Asked again for a while: in
    // two loaded clean-clone runs one swap was missing from the first answer after the head had
    // passed it (cause not found; the message below says what was listed if one never shows).
    const swaps = [toEth.transactionHash, toPtk.transactionHash]
    const shownBy = Date.now() + 10_000
    type Listed = ReturnType<typeof accountHistorySchema.parse>['data'][number]
    let data: Listed[] = []
    let byHash = new Map<string | undefined, Listed>()
    for (;;) {
      const res = await fetch(apiUrl(cloud().url, `/v1/account/${user.address}/history`))
      data = accountHistorySchema.parse(await res.json()).data
      byHash = new Map(data.map((tx) => [tx.hash, tx]))
      if (swaps.every((hash) => byHash.has(hash)) || Date.now() > shownBy) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(
      swaps.filter((hash) => !byHash.has(hash)),
      `swaps missing from /history 10 s after the head passed block ${toPtk.blockNumber}; it lists ${data.map((tx) => tx.hash).join(', ')}`,
    ).toEqual([])

    const ethOut = byHash.get(toEth.transactionHash)
    expect(ethOut?.metadata.operationType).toBe('trade')
    expect(ethOut?.transfers.map((t) => [t.direction, t.fungible_info?.symbol])).toEqual([
      ['out', 'tUSD'],
      ['in', 'ETH'],
    ])
    expect(ethOut?.transfers[0]?.quantity.numeric).toBe('300')
    // 300 tUSD at 3,000 tUSD per ETH, less the pool's fee: a little under 0.1 ETH.
    const eth = Number(ethOut?.transfers[1]?.quantity.numeric)
    expect(eth).toBeGreaterThan(0.099)
    expect(eth).toBeLessThan(0.1)
    const balance = await sends.client.getBalance({ address: user.address })
    expect(balance).toBeGreaterThan(parseEther('1.09'))

    const multiHop = byHash.get(toPtk.transactionHash)
    expect(multiHop?.metadata.operationType).toBe('trade')
    expect(multiHop?.transfers.map((t) => [t.direction, t.fungible_info?.symbol])).toEqual([
      ['out', 'tUSD'],
      ['in', 'PTK'],
    ])
  })
})
