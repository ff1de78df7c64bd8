import { DEVNET_MNEMONIC } from '@portico/devnet'
import {
  type SwapTransaction,
  swapAllowanceResponseSchema,
  swapApproveResponseSchema,
  swapBuildResponseSchema,
  swapGasPriceResponseSchema,
  swapQuotesResponseSchema,
  swapTokensResponseSchema,
} from '@portico/shared'
import {
  createPublicClient,
  createWalletClient,
  decodeFunctionData,
  erc20Abi,
  getAddress,
  http,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { approveAbi, routerAbi } from '../../convert/uniswapV2Abi.ts'
import { type CountingRpcProxy, startCountingRpcProxy } from '../../testing/countingRpcProxy.ts'
import { openTestDatabase, type TestDatabase } from '../../testing/describeOnBothDatabases.ts'
import { startTestChain, type TestChain } from '../../testing/startTestChain.ts'
import { apiUrl, postJson, TEST_PROJECT_ID, useTestCloud } from '../../testing/testCloud.ts'

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

let chain: TestChain
let database: TestDatabase
beforeAll(async () => {
  ;[chain, database] = await Promise.all([
    startTestChain('convert-routes'),
    openTestDatabase('pglite'),
  ])
}, 120_000)
afterAll(async () => {
  await database?.db.close()
  await chain?.stop()
})

const rpcUrl = () => chain.chains[0]?.rpcUrl ?? ''
const client = () => createPublicClient({ transport: http(rpcUrl()) })
const account = (index: number) => mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: index })
const token = (symbol: string) => {
  const t = chain.deployments.tokens.find((x) => x.symbol === symbol)
  if (!t) throw new Error(`no ${symbol}`)
  return `eip155:31337:${getAddress(t.address)}`
}
const eth = `eip155:31337:${NATIVE}`
const balanceOf = (symbol: string, owner: `0x${string}`) =>
  client().readContract({
    address: token(symbol).split(':')[2] as `0x${string}`,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

/**
 * Sends a transaction the routes built, from the mnemonic account `index`, and waits for it.
 * Without the route's gas (disableEstimate) it estimates as a wallet does, with a wallet's 20%
 * margin: a Uniswap V2 swap costs more in a block whose timestamp moved since the pair's last
 * trade (it writes its price accumulators then), and the bare estimate reverted now and then.
 */
async function send(index: number, tx: SwapTransaction) {
  const wallet = createWalletClient({ account: account(index), transport: http(rpcUrl()) })
  const request = {
    account: account(index),
    to: tx.to as `0x${string}`,
    data: tx.data as `0x${string}`,
    value: BigInt(tx.value),
  }
  const gas = tx.eip155.gas
    ? BigInt(tx.eip155.gas)
    : ((await client().estimateGas(request)) * 12n) / 10n
  const hash = await wallet.sendTransaction({ ...request, chain: null, gas })
  return client().waitForTransactionReceipt({ hash })
}

describe('convert routes on the devnet Uniswap V2', () => {
  const cloud = useTestCloud(
    () => database,
    () => ({ chains: chain.chains, deployments: () => chain.deployments, indexer: false }),
  )
  const url = (path: string, query: Record<string, string> = {}) => apiUrl(cloud().url, path, query)
  const get = async (path: string, query: Record<string, string>) => {
    const res = await fetch(url(path, query))
    return { status: res.status, body: await res.json() }
  }
  const build = (body: Record<string, unknown>) =>
    postJson(url('/v1/convert/build-transaction'), { projectId: TEST_PROJECT_ID, ...body })

  it('lists the native currency and the deployed tokens with pool prices, no WETH', async () => {
    const { status, body } = await get('/v1/convert/tokens', { chainId: 'eip155:31337' })
    expect(status).toBe(200)
    const { tokens } = swapTokensResponseSchema.parse(body)
    expect(tokens.map((t) => t.symbol)).toEqual(['ETH', 'tUSD', 'PTK'])
    expect(tokens[0]).toMatchObject({ address: eth, decimals: 18, price: 3000 })
    expect(tokens[1]).toMatchObject({ address: token('tUSD'), decimals: 6, price: 1 })
    expect(tokens[2]?.price).toBeCloseTo(1, 6)
    expect(tokens[1]?.logoUri).toContain(`projectId=${TEST_PROJECT_ID}`)
  })

  it("answers 'Network not supported for Swaps' / '…for Gas Price' on a chain without a DEX", async () => {
    for (const chainId of ['eip155:31338', 'eip155:1']) {
      const tokens = await get('/v1/convert/tokens', { chainId })
      expect(tokens.status).toBe(400)
      expect(tokens.body).toMatchObject({
        code: 'SWAPS_NETWORK_NOT_SUPPORTED',
        message: 'Network not supported for Swaps',
      })
      const gas = await get('/v1/convert/gas-price', { chainId })
      expect(gas.status).toBe(400)
      expect(gas.body).toMatchObject({ message: 'Network not supported for Gas Price' })
    }
    const quote = await get('/v1/convert/quotes', {
      amount: '1000',
      userAddress: account(1).address,
      from: `eip155:31338:${NATIVE}`,
      to: `eip155:31338:${account(2).address}`,
    })
    expect(quote.body).toMatchObject({ message: 'Network not supported for Swaps' })
  })

  it('gives the node gas price with EIP-1559 fields', async () => {
    const { status, body } = await get('/v1/convert/gas-price', { chainId: 'eip155:31337' })
    expect(status).toBe(200)
    const fees = swapGasPriceResponseSchema.parse(body)
    expect(BigInt(fees.gasPrice)).toBeGreaterThan(0n)
    expect(BigInt(fees.eip1559.maxFeePerGas)).toBeGreaterThanOrEqual(
      BigInt(fees.eip1559.baseFeePerGas),
    )
  })

  it('quotes ETH → tUSD on the direct pool with getAmountsOut, fee and price impact', async () => {
    const amount = parseEther('1')
    const { status, body } = await get('/v1/convert/quotes', {
      amount: amount.toString(),
      userAddress: `eip155:31337:${account(1).address}`,
      from: eth,
      to: token('tUSD'),
      gasPrice: '1000000000',
    })
    expect(status).toBe(200)
    const [quote] = swapQuotesResponseSchema.parse(body).quotes
    const deployments = chain.deployments
    const onChain = await client().readContract({
      address: deployments.contracts.uniswapV2Router02,
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [amount, [deployments.contracts.weth9, token('tUSD').split(':')[2] as `0x${string}`]],
    })
    expect(quote?.toAmount).toBe(onChain[1]?.toString())
    expect(quote?.path).toHaveLength(2)
    expect(quote?.fee.percent).toBeCloseTo(0.3, 9)
    expect(quote?.fee.amount).toBe((amount - (amount * 997n) / 1000n).toString())
    // 1 ETH into a 1,000 ETH pool moves the price by about 0.1%.
    expect(quote?.priceImpact).toBeGreaterThan(0.09)
    expect(quote?.priceImpact).toBeLessThan(0.11)
  })

  it('quotes tUSD → PTK through WETH (no direct pool)', async () => {
    const { body } = await get('/v1/convert/quotes', {
      amount: parseUnits('100', 6).toString(),
      userAddress: account(1).address,
      from: token('tUSD'),
      to: token('PTK'),
    })
    const [quote] = swapQuotesResponseSchema.parse(body).quotes
    expect(quote?.path).toEqual([
      token('tUSD'),
      `eip155:31337:${getAddress(chain.deployments.contracts.weth9)}`,
      token('PTK'),
    ])
    expect(quote?.fee.percent).toBeCloseTo((1 - 0.997 ** 2) * 100, 9)
    // 100 tUSD buys about 100 PTK less two pool fees.
    const out = Number(BigInt(quote?.toAmount ?? 0) / 10n ** 12n) / 1e6
    expect(out).toBeGreaterThan(99)
    expect(out).toBeLessThan(99.5)
  })

  it('quotes what must be paid to receive exactly toAmount (getAmountsIn)', async () => {
    const toAmount = parseUnits('1500', 6)
    const { status, body } = await get('/v1/convert/quotes', {
      toAmount: toAmount.toString(),
      userAddress: account(1).address,
      from: eth,
      to: token('tUSD'),
    })
    expect(status).toBe(200)
    const [quote] = swapQuotesResponseSchema.parse(body).quotes
    expect(quote?.toAmount).toBe(toAmount.toString())
    const paid = BigInt(quote?.fromAmount ?? 0)
    // About half an ETH at 3,000 tUSD, a little more for the fee and the price moved.
    expect(paid).toBeGreaterThan(parseEther('0.5'))
    expect(paid).toBeLessThan(parseEther('0.505'))
    // Paying that much gives at least what was asked, and a wei less gives less.
    const out = async (amountIn: bigint) =>
      (
        await client().readContract({
          address: chain.deployments.contracts.uniswapV2Router02 as `0x${string}`,
          abi: routerAbi,
          functionName: 'getAmountsOut',
          args: [
            amountIn,
            [
              chain.deployments.contracts.weth9 as `0x${string}`,
              getAddress(token('tUSD').split(':')[2] ?? ''),
            ],
          ],
        })
      ).at(-1) ?? 0n
    expect(await out(paid)).toBeGreaterThanOrEqual(toAmount)
    expect(await out(paid - 1n)).toBeLessThan(toAmount)
    expect(quote?.fee.amount).toBe((paid - (paid * 997n) / 1000n).toString())
  })

  it('refuses an exact-out quote the pools cannot fill, or both amounts, or neither', async () => {
    const base = { userAddress: account(1).address, from: eth, to: token('tUSD') }
    const tooMuch = await get('/v1/convert/quotes', {
      ...base,
      toAmount: parseUnits('100000000', 6).toString(),
    })
    expect(tooMuch.status).toBe(400)
    expect(tooMuch.body).toMatchObject({
      code: 'SWAP_INSUFFICIENT_LIQUIDITY',
      message: 'The pools do not hold that much; enter a smaller amount',
    })
    const both: Record<string, string>[] = [{ amount: '1000', toAmount: '1000' }, {}]
    for (const amounts of both) {
      const res = await get('/v1/convert/quotes', { ...base, ...amounts })
      expect(res.status, JSON.stringify(amounts)).toBe(400)
      expect(res.body.code).toBe('SCHEMA_INVALID_INPUT')
    }
  })

  it('swaps for exactly toAmount: ETH → tUSD refunds the unused ETH, tUSD → PTK takes at most', async () => {
    const index = 9
    const user = account(index).address
    const want = parseUnits('300', 6)
    const quote = async (from: string, to: string, toAmount: bigint) =>
      swapQuotesResponseSchema.parse(
        (
          await get('/v1/convert/quotes', {
            toAmount: toAmount.toString(),
            userAddress: user,
            from,
            to,
          })
        ).body,
      ).quotes[0]
    const ethQuote = await quote(eth, token('tUSD'), want)
    const res = await build({
      amount: ethQuote?.fromAmount,
      toAmount: want.toString(),
      exactOut: true,
      eip155: { slippage: 1 },
      from: eth,
      to: token('tUSD'),
      userAddress: user,
    })
    expect(res.status).toBe(200)
    const built = swapBuildResponseSchema.parse(await res.json())
    const max = (BigInt(ethQuote?.fromAmount ?? 0) * 10_100n) / 10_000n
    expect(built).toMatchObject({ amountOutMin: want.toString(), amountInMax: max.toString() })
    expect(built.tx.value).toBe(max.toString())
    const call = decodeFunctionData({ abi: routerAbi, data: built.tx.data as `0x${string}` })
    expect(call.functionName).toBe('swapETHForExactTokens')
    const [tusdBefore, ethBefore] = await Promise.all([
      balanceOf('tUSD', user),
      client().getBalance({ address: user }),
    ])
    const receipt = await send(index, built.tx)
    expect(receipt.status).toBe('success')
    expect((await balanceOf('tUSD', user)) - tusdBefore).toBe(want)
    const gas = receipt.gasUsed * receipt.effectiveGasPrice
    // The router kept only what the swap needed: the 1% margin came back.
    expect(ethBefore - (await client().getBalance({ address: user })) - gas).toBe(
      BigInt(ethQuote?.fromAmount ?? 0),
    )

    const ptk = parseUnits('100', 18)
    const tusdQuote = await quote(token('tUSD'), token('PTK'), ptk)
    const approve = swapApproveResponseSchema.parse(
      (
        await get('/v1/convert/build-approve', {
          userAddress: user,
          from: token('tUSD'),
          to: token('PTK'),
          amount: ((BigInt(tusdQuote?.fromAmount ?? 0) * 10_050n) / 10_000n).toString(),
        })
      ).body,
    )
    await send(index, approve.tx)
    const second = swapBuildResponseSchema.parse(
      await (
        await build({
          amount: tusdQuote?.fromAmount,
          toAmount: ptk.toString(),
          exactOut: true,
          eip155: { slippage: 0.5 },
          from: token('tUSD'),
          to: token('PTK'),
          userAddress: user,
        })
      ).json(),
    )
    expect(
      decodeFunctionData({ abi: routerAbi, data: second.tx.data as `0x${string}` }).functionName,
    ).toBe('swapTokensForExactTokens')
    const ptkBefore = await balanceOf('PTK', user)
    expect((await send(index, second.tx)).status).toBe('success')
    expect((await balanceOf('PTK', user)) - ptkBefore).toBe(ptk)
  })

  it('refuses bad quote input with 400 and every failed check', async () => {
    const base = { amount: '1000', userAddress: account(1).address, from: eth, to: token('tUSD') }
    const cases: [Record<string, string>, string][] = [
      [{ amount: '0' }, 'SCHEMA_INVALID_INPUT'],
      [{ amount: '1.5' }, 'SCHEMA_INVALID_INPUT'],
      [{ from: '0x12' }, 'SCHEMA_INVALID_INPUT'],
      [{ userAddress: 'nobody' }, 'SCHEMA_INVALID_INPUT'],
      [{ to: eth }, 'SWAP_SAME_TOKEN'],
      [{ to: `eip155:31338:${account(2).address}` }, 'SWAP_CHAIN_MISMATCH'],
      [{ to: `eip155:31337:${account(2).address}` }, 'SWAP_NO_ROUTE'],
    ]
    for (const [change, code] of cases) {
      const { status, body } = await get('/v1/convert/quotes', { ...base, ...change })
      expect(status, JSON.stringify(change)).toBe(400)
      expect(body.code).toBe(code)
    }
    const missing = await get('/v1/convert/quotes', { from: eth })
    expect(missing.body.issues.map((i: { path: string }) => i.path).sort()).toEqual([
      'query.to',
      'query.userAddress',
    ])
  })

  it('swaps ETH → tUSD with the built transaction, estimated by the node', async () => {
    const user = account(3).address
    const amount = parseEther('0.5')
    const res = await build({
      amount: amount.toString(),
      eip155: { slippage: '1' },
      from: eth,
      to: token('tUSD'),
      userAddress: user,
    })
    expect(res.status).toBe(200)
    const built = swapBuildResponseSchema.parse(await res.json())
    expect(built.tx.to).toBe(getAddress(chain.deployments.contracts.uniswapV2Router02))
    expect(built.tx.value).toBe(amount.toString())
    expect(BigInt(built.tx.eip155.gas ?? 0)).toBeGreaterThan(21_000n)
    const call = decodeFunctionData({ abi: routerAbi, data: built.tx.data as `0x${string}` })
    expect(call.functionName).toBe('swapExactETHForTokens')
    const before = await balanceOf('tUSD', user)
    expect((await send(3, built.tx)).status).toBe('success')
    expect((await balanceOf('tUSD', user)) - before).toBeGreaterThanOrEqual(
      BigInt(built.amountOutMin),
    )
  })

  it('approves tUSD (no-bool approve) for the exact amount, then swaps tUSD → PTK', async () => {
    const index = 4
    const user = account(index).address
    const amount = parseUnits('250', 6)
    const allowance = async (tokenAddress: string) =>
      swapAllowanceResponseSchema.parse(
        (await get('/v1/convert/allowance', { tokenAddress, userAddress: user })).body,
      ).allowance
    expect(await allowance(eth)).toBe(maxUint256.toString())
    expect(await allowance(token('tUSD'))).toBe('0')

    // Without the allowance the node refuses the swap: a clear 422 before anything is signed.
    const refused = await build({
      amount: amount.toString(),
      eip155: { slippage: 1 },
      from: token('tUSD'),
      to: token('PTK'),
      userAddress: user,
    })
    expect(refused.status).toBe(422)
    expect((await refused.json()).message).toMatch(/^The swap would fail: .*TRANSFER_FROM_FAILED/)

    const approve = swapApproveResponseSchema.parse(
      (
        await get('/v1/convert/build-approve', {
          userAddress: user,
          from: token('tUSD'),
          to: token('PTK'),
          amount: amount.toString(),
        })
      ).body,
    )
    expect(approve.reset).toBeNull()
    expect(decodeFunctionData({ abi: approveAbi, data: approve.tx.data as `0x${string}` })).toEqual(
      {
        functionName: 'approve',
        args: [getAddress(chain.deployments.contracts.uniswapV2Router02), amount],
      },
    )
    expect((await send(index, approve.tx)).status).toBe('success')
    expect(await allowance(token('tUSD'))).toBe(amount.toString())

    const built = swapBuildResponseSchema.parse(
      await (
        await build({
          amount: amount.toString(),
          eip155: { slippage: 0.5 },
          from: token('tUSD'),
          to: token('PTK'),
          userAddress: user,
        })
      ).json(),
    )
    expect(
      decodeFunctionData({ abi: routerAbi, data: built.tx.data as `0x${string}` }).functionName,
    ).toBe('swapExactTokensForTokens')
    const before = await balanceOf('PTK', user)
    expect((await send(index, built.tx)).status).toBe('success')
    expect((await balanceOf('PTK', user)) - before).toBeGreaterThanOrEqual(
      BigInt(built.amountOutMin),
    )
    expect(await allowance(token('tUSD'))).toBe('0')
  })

  it('resets a standing allowance to 0 first (USDT rule), and approves unlimited when asked', async () => {
    const index = 5
    const user = account(index).address
    const ask = (query: Record<string, string>) =>
      get('/v1/convert/build-approve', {
        userAddress: user,
        from: token('tUSD'),
        to: eth,
        ...query,
      })
    const first = swapApproveResponseSchema.parse((await ask({ amount: '1000' })).body)
    await send(index, first.tx)
    const second = swapApproveResponseSchema.parse((await ask({ unlimited: 'true' })).body)
    expect(second.amount).toBe(maxUint256.toString())
    expect(second.reset).not.toBeNull()
    expect(second.tx.eip155.gas).toBeNull()
    if (!second.reset) throw new Error('no reset')
    // Straight from 1000 to unlimited, tUSD refuses; after the reset it takes it.
    await expect(send(index, second.tx)).rejects.toThrow(/reset allowance first/)
    expect((await send(index, second.reset)).status).toBe('success')
    expect((await send(index, second.tx)).status).toBe('success')
  })

  it('refuses bad approve input', async () => {
    const user = account(1).address
    const cases: [Record<string, string>, number, string][] = [
      [{ from: token('tUSD'), to: eth }, 400, 'SCHEMA_INVALID_INPUT'],
      [{ from: token('tUSD'), to: eth, amount: '-1' }, 400, 'SCHEMA_INVALID_INPUT'],
      [{ from: eth, to: token('tUSD'), amount: '1' }, 400, 'SWAP_NATIVE_NEEDS_NO_APPROVAL'],
      [{ from: token('tUSD'), to: token('tUSD'), amount: '1' }, 400, 'SWAP_SAME_TOKEN'],
    ]
    for (const [query, status, code] of cases) {
      const res = await get('/v1/convert/build-approve', { userAddress: user, ...query })
      expect(res.status, JSON.stringify(query)).toBe(status)
      expect(res.body.code).toBe(code)
    }
  })

  it('honours disableEstimate and swaps tUSD → ETH', async () => {
    const index = 6
    const user = account(index).address
    const amount = parseUnits('30', 6)
    const approve = swapApproveResponseSchema.parse(
      (
        await get('/v1/convert/build-approve', {
          userAddress: user,
          from: token('tUSD'),
          to: eth,
          amount: amount.toString(),
        })
      ).body,
    )
    await send(index, approve.tx)
    const res = await build({
      amount: amount.toString(),
      eip155: { slippage: 1 },
      from: token('tUSD'),
      to: eth,
      userAddress: user,
      disableEstimate: true,
    })
    const built = swapBuildResponseSchema.parse(await res.json())
    expect(built.tx.eip155.gas).toBeNull()
    expect(
      decodeFunctionData({ abi: routerAbi, data: built.tx.data as `0x${string}` }).functionName,
    ).toBe('swapExactTokensForETH')
    expect((await send(index, built.tx)).status).toBe('success')
  })

  it('builds a swap that reverts once the price moves beyond the slippage', async () => {
    const index = 7
    const user = account(index).address
    const built = swapBuildResponseSchema.parse(
      await (
        await build({
          amount: parseEther('1').toString(),
          eip155: { slippage: '0.1' },
          from: eth,
          to: token('tUSD'),
          userAddress: user,
        })
      ).json(),
    )
    // Someone else buys tUSD first, and the price moves by more than 0.1%.
    const other = swapBuildResponseSchema.parse(
      await (
        await build({
          amount: parseEther('20').toString(),
          eip155: { slippage: 50 },
          from: eth,
          to: token('tUSD'),
          userAddress: account(8).address,
        })
      ).json(),
    )
    await send(8, other.tx)
    await expect(
      client().estimateGas({
        account: user,
        to: built.tx.to as `0x${string}`,
        data: built.tx.data as `0x${string}`,
        value: BigInt(built.tx.value),
      }),
    ).rejects.toThrow(/INSUFFICIENT_OUTPUT_AMOUNT/)
  })

  it('takes the slippage from the accepted quote: a price moved further fails with why', async () => {
    const user = account(2).address
    const quoted = swapQuotesResponseSchema.parse(
      (
        await get('/v1/convert/quotes', {
          amount: parseEther('1').toString(),
          userAddress: user,
          from: eth,
          to: token('tUSD'),
        })
      ).body,
    ).quotes[0]
    const asked = {
      amount: parseEther('1').toString(),
      from: eth,
      to: token('tUSD'),
      userAddress: user,
    }
    // A quote 5% better than the pools give now: 1% slippage from it cannot be met.
    const better = ((BigInt(quoted?.toAmount ?? 0) * 105n) / 100n).toString()
    const res = await build({ ...asked, eip155: { slippage: 1 }, toAmount: better })
    expect(res.status).toBe(422)
    expect((await res.json()).message).toBe(
      'The swap would fail: UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT',
    )
    const ok = await build({ ...asked, eip155: { slippage: 1 }, toAmount: quoted?.toAmount })
    expect(ok.status).toBe(200)
    const built = swapBuildResponseSchema.parse(await ok.json())
    expect(built.amountOutMin).toBe(((BigInt(quoted?.toAmount ?? 0) * 9900n) / 10000n).toString())
  })

  it('refuses a bad build body with 400 and changes nothing', async () => {
    const user = account(1).address
    const base = {
      amount: '1000',
      eip155: { slippage: 1 },
      from: eth,
      to: token('tUSD'),
      userAddress: user,
    }
    const nonce = await client().getTransactionCount({ address: user })
    for (const change of [
      { eip155: { slippage: 60 } },
      { eip155: { slippage: -1 } },
      { eip155: {} },
      { amount: 5 },
      { projectId: 'quiet-project' },
      { disableEstimate: 'yes' },
      { toAmount: '0' },
      { exactOut: true },
    ]) {
      const res = await build({ ...base, ...change })
      expect(res.status, JSON.stringify(change)).toBe(400)
      expect((await res.json()).code).toBe('SCHEMA_INVALID_INPUT')
    }
    expect(await client().getTransactionCount({ address: user })).toBe(nonce)
  })
})

describe('convert routes under identical requests at once', () => {
  const ONE_MILLI_ETH = parseEther('0.001').toString()
  let proxy: CountingRpcProxy
  beforeAll(async () => {
    proxy = await startCountingRpcProxy(rpcUrl())
  })
  afterAll(async () => {
    await proxy?.stop()
  })
  // The same cloud, reaching chain 31337 through the counting proxy.
  const cloud = useTestCloud(
    () => database,
    () => ({
      chains: chain.chains.map((c) => (c.id === 31337 ? { ...c, rpcUrl: proxy.url } : c)),
      deployments: () => chain.deployments,
      indexer: false,
    }),
  )

  /** Node calls for one request alone, then for `n` identical requests at once, all answered 200. */
  async function nodeCalls(path: string, query: Record<string, string>, n: number) {
    const ask = async () => {
      const res = await fetch(apiUrl(cloud().url, path, query))
      expect(res.status).toBe(200)
      return res.json()
    }
    proxy.reset()
    const alone = await ask()
    const one = proxy.total()
    proxy.reset()
    const answers = await Promise.all(Array.from({ length: n }, ask))
    for (const answer of answers) expect(answer).toEqual(alone)
    return { one, together: proxy.total() }
  }

  // A request joins the read that starts after it asked: 16 requests arriving over a few reads'
  // time share two or three of them, where each would otherwise make its own.
  it('16 identical requests for the gas price, pool prices or a quote share reads', async () => {
    const user = account(1).address
    for (const [path, query] of [
      ['/v1/convert/gas-price', { chainId: 'eip155:31337' }],
      ['/v1/convert/tokens', { chainId: 'eip155:31337' }],
      [
        '/v1/convert/quotes',
        { amount: ONE_MILLI_ETH, userAddress: user, from: eth, to: token('tUSD') },
      ],
    ] as const) {
      const { one, together } = await nodeCalls(path, query, 16)
      expect(one, path).toBeGreaterThan(0)
      expect(together, path).toBeLessThanOrEqual(8 * one)
    }
  })

  it("keeps the token list's pool prices: the next list reads nothing from the node", async () => {
    const list = () => fetch(apiUrl(cloud().url, '/v1/convert/tokens', { chainId: 'eip155:31337' }))
    expect((await list()).status).toBe(200)
    proxy.reset()
    const res = await list()
    expect(res.status).toBe(200)
    expect(swapTokensResponseSchema.parse(await res.json()).tokens[0]?.price).toBeGreaterThan(0)
    expect(proxy.total()).toBe(0)
  })

  it('does not share a read between different amounts', async () => {
    const user = account(1).address
    const quote = (amount: string) =>
      fetch(
        apiUrl(cloud().url, '/v1/convert/quotes', {
          amount,
          userAddress: user,
          from: eth,
          to: token('tUSD'),
        }),
      ).then(async (res) => swapQuotesResponseSchema.parse(await res.json()).quotes[0]?.toAmount)
    const [small, large] = await Promise.all([
      quote(ONE_MILLI_ETH),
      quote(`${2n * BigInt(ONE_MILLI_ETH)}`),
    ])
    expect(BigInt(large ?? 0)).toBeGreaterThan(BigInt(small ?? 0))
  })
})
