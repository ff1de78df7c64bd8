import type { SwapQuote, SwapToken } from '@portico/shared'
import { describe, expect, it, vi } from 'vitest'
import { createFakeProvider } from '../../connectors/injected/fakeWallet.test-helpers.ts'
import { resetView } from '../../store/routerSlice.ts'
import { fakeCoreServices } from '../../store/testStore.test-helpers.ts'
import {
  ACCOUNT,
  createConnectedStore,
  createFakeCloud,
  ETH,
  PTK,
  TOKEN_CONTRACT,
  TUSD,
  USDT_STYLE_CONTRACT,
} from '../account/fakeCloud.test-helpers.ts'
import { sendTimingKey } from '../send/sendContext.ts'
import { selectSwapIssue, selectSwapNeedsApproval } from './swapSelectors.ts'
import { selectSwap } from './swapSlice.ts'
import {
  chooseSwapSlippage,
  chooseSwapToken,
  executeSwap,
  fetchSwapQuote,
  openSwap,
  openSwapSelectToken,
  prepareSwap,
  previewSwap,
  typeSwapAmount,
} from './swapThunks.ts'

const HASH = `0x${'cd'.repeat(32)}`
const ROUTER = '0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0'
const native = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' as const
const swapToken = (symbol: string, address: string, decimals: number, price: number) =>
  ({ name: symbol, symbol, address, decimals, logoUri: '', price }) as SwapToken
const TOKENS = [
  swapToken('ETH', native, 18, 3000),
  swapToken('tUSD', `eip155:31337:${USDT_STYLE_CONTRACT}`, 6, 1),
  swapToken('PTK', `eip155:31337:${TOKEN_CONTRACT}`, 18, 1),
]
const tx = (data: string, value = '0') => ({
  from: ACCOUNT,
  to: ROUTER,
  data,
  value,
  eip155: { gas: '150000', gasPrice: '1000000000' },
})
const cloudError = (status: number, code: string, message: string) =>
  Object.assign(new Error(`HTTP status code: ${status}`), {
    status,
    details: JSON.stringify({ name: 'ApiError', code, message }),
  })

function setup({ allowance = '0', build = (): unknown => undefined } = {}) {
  const quote = (params: Record<string, unknown>): { quotes: SwapQuote[] } => ({
    quotes: [
      {
        fromAddress: params.from as SwapQuote['fromAddress'],
        toAddress: params.to as SwapQuote['toAddress'],
        // Asked for an amount out: 10.05 tUSD pays for it.
        fromAmount: params.toAmount ? '10050000' : String(params.amount),
        toAmount: params.toAmount ? String(params.toAmount) : '2990000000',
        path: [params.from, params.to] as SwapQuote['path'],
        priceImpact: 0.1,
        fee: { amount: '3', percent: 0.3 },
      },
    ],
  })
  const { cloud, seen } = createFakeCloud({
    '/balance': () => ({ balances: [ETH, PTK, TUSD] }),
    '/convert/tokens': () => ({ tokens: TOKENS }),
    '/convert/gas-price': () => ({
      gasPrice: '1000000000',
      eip1559: { baseFeePerGas: '1', maxFeePerGas: '2', maxPriorityFeePerGas: '1' },
    }),
    '/convert/quotes': ({ params }) => quote(params),
    '/convert/allowance': () => ({ allowance, spender: ROUTER }),
    '/convert/build-approve': ({ params }) => ({
      tx: tx('0x095ea7b3'),
      reset: null,
      amount: String(params.amount),
    }),
    '/convert/build-transaction': () =>
      build() ?? { tx: tx('0x7ff36ab5', '1'), amountOutMin: '1', deadline: 1 },
  })
  const provider = createFakeProvider({ accounts: [ACCOUNT] })
  provider.handlers = {
    eth_sendTransaction: () => HASH,
    eth_getTransactionReceipt: () => ({ status: '0x1' }),
  }
  const track = vi.fn()
  const core = fakeCoreServices({
    track,
    getProvider: () => provider,
    refreshNativeBalance: vi.fn(),
  })
  const { store, services } = createConnectedStore(cloud, undefined, core)
  services.set(sendTimingKey, { receipt: { pollMs: 1, timeoutMs: 50 }, receiverLookupDelayMs: 0 })
  store.dispatch(resetView('Account'))
  return { store, seen, provider, track }
}

const sent = (provider: ReturnType<typeof createFakeProvider>) =>
  provider.request.mock.calls
    .filter(([a]) => a.method === 'eth_sendTransaction')
    .map(([a]) => (a.params as { data: string }[])[0]?.data)

async function ready(s: ReturnType<typeof setup>, from: SwapToken, to: SwapToken, amount: string) {
  s.store.dispatch(openSwap())
  await s.store.dispatch(prepareSwap())
  s.store.dispatch(openSwapSelectToken('sourceToken'))
  s.store.dispatch(chooseSwapToken(from))
  s.store.dispatch(openSwapSelectToken('toToken'))
  s.store.dispatch(chooseSwapToken(to))
  s.store.dispatch(typeSwapAmount(amount))
  await s.store.dispatch(fetchSwapQuote())
}

describe('swap actions', () => {
  it('opens on Swap with the chain tokens, the native currency first, and the §9 slippage', async () => {
    const s = setup()
    s.store.dispatch(openSwap())
    await s.store.dispatch(prepareSwap())
    const { router } = s.store.getState()
    const swap = selectSwap(s.store.getState())
    expect(router.view).toBe('Swap')
    expect(swap.tokens.map((t) => t.symbol)).toEqual(['ETH', 'tUSD', 'PTK'])
    expect(swap.sourceToken?.symbol).toBe('ETH')
    expect(swap.slippage).toBe(1)
    expect(swap.gasPrice).toBe('1000000000')
    expect(selectSwapIssue(s.store.getState())).toBe('SELECT_TOKEN')
  })

  it("says 'Network not supported for Swaps' when the cloud has no pools there", async () => {
    const { cloud } = createFakeCloud({
      '/convert/tokens': () => {
        throw cloudError(400, 'SWAPS_NETWORK_NOT_SUPPORTED', 'Network not supported for Swaps')
      },
    })
    const { store } = createConnectedStore(cloud)
    await store.dispatch(prepareSwap())
    expect(selectSwap(store.getState()).tokensStatus).toBe('unsupported')
    expect(selectSwapIssue(store.getState())).toBe('UNSUPPORTED_NETWORK')
  })

  it('quotes the typed amount in base units and checks the balance', async () => {
    const s = setup()
    await ready(s, TOKENS[0] as SwapToken, TOKENS[1] as SwapToken, '1')
    const quote = s.seen.find((r) => r.path.includes('/convert/quotes'))
    expect(quote?.params).toMatchObject({
      amount: '1000000000000000000',
      userAddress: ACCOUNT,
      from: native,
    })
    expect(selectSwap(s.store.getState()).quote?.toAmount).toBe('2990000000')
    expect(selectSwapIssue(s.store.getState())).toBeUndefined()
    s.store.dispatch(typeSwapAmount('5'))
    expect(selectSwapIssue(s.store.getState())).toBe('INSUFFICIENT_BALANCE')
    s.store.dispatch(typeSwapAmount('1.2.3'))
    expect(selectSwapIssue(s.store.getState())).toBe('INVALID_AMOUNT')
  })

  it('quotes an amount typed in the received field: what is paid follows the quote', async () => {
    const s = setup({ allowance: '0' })
    await ready(s, TOKENS[1] as SwapToken, TOKENS[2] as SwapToken, '')
    s.store.dispatch(typeSwapAmount('10', 'toToken'))
    await s.store.dispatch(fetchSwapQuote())
    const quote = s.seen.filter((r) => r.path.includes('/convert/quotes')).at(-1)
    expect(quote?.params).toMatchObject({ toAmount: '10000000000000000000' })
    expect(quote?.params.amount).toBeUndefined()
    const swap = selectSwap(s.store.getState())
    expect([swap.sourceTokenAmount, swap.toTokenAmount]).toEqual(['10.05', '10'])
    expect(selectSwapIssue(s.store.getState())).toBeUndefined()
    // Typed again on the paid side: that side is exact, the received one waits for a quote.
    s.store.dispatch(typeSwapAmount('10.05'))
    expect(selectSwap(s.store.getState()).toTokenAmount).toBe('')
    expect(selectSwapIssue(s.store.getState())).toBe('NO_QUOTE')
    s.store.dispatch(typeSwapAmount('10', 'toToken'))
    await s.store.dispatch(fetchSwapQuote())
    s.store.dispatch(previewSwap())
    await s.store.dispatch(executeSwap())
    // The approve covers the most the swap may take: 10.05 tUSD plus the 1% slippage.
    const approve = s.seen.find((r) => r.path.includes('build-approve'))
    expect(approve?.params.amount).toBe('10150500')
    const build = s.seen.find((r) => r.path.includes('build-transaction'))
    expect(build?.body).toMatchObject({
      amount: '10050000',
      toAmount: '10000000000000000000',
      exactOut: true,
      eip155: { slippage: 1 },
    })
  })

  it('an exact amount out checks its decimals and what it costs against the balance', async () => {
    const s = setup()
    await ready(s, TOKENS[1] as SwapToken, TOKENS[2] as SwapToken, '')
    s.store.dispatch(typeSwapAmount('1', 'toToken'))
    await s.store.dispatch(fetchSwapQuote())
    expect(selectSwapIssue(s.store.getState())).toBeUndefined()
    s.store.dispatch(chooseSwapSlippage(50))
    // Paying 10.05 tUSD of 50 is fine whatever the slippage: only the native cap is sent whole.
    expect(selectSwapIssue(s.store.getState())).toBeUndefined()
    s.store.dispatch(typeSwapAmount('1.0000000000000000001', 'toToken'))
    expect(selectSwapIssue(s.store.getState())).toBe('TOO_MANY_DECIMALS')
  })

  it('keeps the slippage within 0 and the maximum', () => {
    const s = setup()
    s.store.dispatch(chooseSwapSlippage(80))
    expect(selectSwap(s.store.getState()).slippage).toBe(50)
    s.store.dispatch(chooseSwapSlippage(Number('abc')))
    expect(selectSwap(s.store.getState()).slippage).toBe(50)
    s.store.dispatch(chooseSwapSlippage(0.5))
    expect(selectSwap(s.store.getState()).slippage).toBe(0.5)
  })

  it('ETH → tUSD: no approve, the swap built with the accepted quote, then back to Account', async () => {
    const s = setup()
    await ready(s, TOKENS[0] as SwapToken, TOKENS[1] as SwapToken, '0.5')
    s.store.dispatch(previewSwap())
    expect(s.store.getState().router.view).toBe('SwapPreview')
    await s.store.dispatch(executeSwap())
    expect(sent(s.provider)).toEqual(['0x7ff36ab5'])
    const build = s.seen.find((r) => r.path.includes('build-transaction'))
    expect(build).toBeDefined()
    expect(s.store.getState().router.view).toBe('Account')
    expect(s.store.getState().snackbar).toMatchObject({
      message: 'Transaction started',
      variant: 'success',
    })
    expect(selectSwap(s.store.getState()).sourceTokenAmount).toBe('')
  })

  it('tUSD → PTK with a short allowance: approve (mined) first, then the swap', async () => {
    const s = setup({ allowance: '0' })
    await ready(s, TOKENS[1] as SwapToken, TOKENS[2] as SwapToken, '10')
    expect(selectSwapNeedsApproval(s.store.getState())).toBe(true)
    s.store.dispatch(previewSwap())
    await s.store.dispatch(executeSwap())
    const approve = s.seen.find((r) => r.path.includes('build-approve'))
    expect(approve?.params.amount).toBe('10000000')
    expect(sent(s.provider)).toEqual(['0x095ea7b3', '0x7ff36ab5'])
    expect(s.store.getState().router.view).toBe('Account')
  })

  it('a price moved past the slippage stays on the preview with a clear reason', async () => {
    const s = setup({
      build: () => {
        throw cloudError(
          422,
          'SWAP_WOULD_FAIL',
          'The swap would fail: UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT',
        )
      },
    })
    await ready(s, TOKENS[0] as SwapToken, TOKENS[1] as SwapToken, '0.5')
    s.store.dispatch(previewSwap())
    await s.store.dispatch(executeSwap())
    const { router, snackbar } = s.store.getState()
    const swap = selectSwap(s.store.getState())
    expect(router.view).toBe('SwapPreview')
    expect(swap.step).toBe('idle')
    expect(swap.error).toEqual({
      code: 'SLIPPAGE_EXCEEDED',
      message: 'The price moved beyond your slippage tolerance. Review the new quote.',
    })
    expect(snackbar.variant).toBe('error')
    expect(sent(s.provider)).toEqual([])
  })
})
