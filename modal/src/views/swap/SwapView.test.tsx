import type { SwapQuote, SwapToken } from '@portico/shared'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setTokenBalance } from '../../features/account/accountSlice.ts'
import {
  createConnectedStore,
  createFakeCloud,
  ETH,
  TUSD,
  USDT_STYLE_CONTRACT,
} from '../../features/account/fakeCloud.test-helpers.ts'
import {
  quoteReceived,
  quoteRequested,
  selectSwap,
  setSwapAllowance,
  setSwapAmount,
  setSwapGasPrice,
  setSwapToken,
  setSwapTokens,
} from '../../features/swap/swapSlice.ts'
import { executeSwap, prepareSwap, previewSwap } from '../../features/swap/swapThunks.ts'
import { renderWithStore, unmountAll } from '../../ui/renderWithStore.test-helpers.tsx'
import { SwapPreviewView } from './SwapPreviewView.tsx'
import { SwapView } from './SwapView.tsx'

vi.mock('../../features/swap/swapThunks.ts', async (original) =>
  (await import('../../ui/renderWithStore.test-helpers.tsx')).spyOnThunks(original, [
    'prepareSwap',
    'previewSwap',
    'executeSwap',
    'fetchSwapQuote',
    'refreshSwapGasPrice',
  ]),
)

afterEach(unmountAll)

/** Types into a React-controlled input the way a user's keystrokes do. */
function typeInto(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  setValue?.call(input, text)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

const byTestId = (root: ParentNode, id: string) =>
  root.querySelector(`[data-testid="${id}"]`) as HTMLElement & HTMLInputElement & HTMLButtonElement

const eth = {
  name: 'Ether',
  symbol: 'ETH',
  address: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  decimals: 18,
  logoUri: '',
  price: 3000,
} as SwapToken
const usd = {
  name: 'Test USD',
  symbol: 'tUSD',
  address: `eip155:31337:${USDT_STYLE_CONTRACT}`,
  decimals: 6,
  logoUri: '',
  price: 1,
} as SwapToken
const quote = (fromAmount: string, priceImpact = 0.1): SwapQuote => ({
  fromAddress: usd.address,
  toAddress: eth.address,
  fromAmount,
  toAmount: '3300000000000000',
  path: [usd.address, eth.address],
  priceImpact,
  fee: { amount: '30000', percent: 0.3 },
})

function setup() {
  const { store } = createConnectedStore(createFakeCloud().cloud)
  store.dispatch(setTokenBalance('eip155', [ETH, TUSD]))
  store.dispatch(setSwapTokens({ status: 'ready', tokens: [eth, usd] }))
  store.dispatch(setSwapGasPrice('1000000000'))
  return { store }
}

describe('SwapView', () => {
  it('prepares on opening; the button says what is missing, then Review swap', async () => {
    const { store } = setup()
    // A swap just opened: nothing read yet.
    store.dispatch(setSwapTokens({ status: 'idle', tokens: [eth, usd] }))
    const view = await renderWithStore(<SwapView />, store)
    expect(prepareSwap).toHaveBeenCalled()
    const review = byTestId(view, 'swap-review')
    expect(review.textContent).toBe('Select a token')
    await act(async () => {
      store.dispatch(setSwapToken({ side: 'sourceToken', token: usd }))
      store.dispatch(setSwapToken({ side: 'toToken', token: eth }))
    })
    expect(review.textContent).toBe('Enter an amount')
    await act(async () => store.dispatch(setSwapAmount({ side: 'sourceToken', amount: '60' })))
    expect(review.textContent).toBe('Insufficient balance')
    expect(byTestId(view, 'swap-amount-input').getAttribute('aria-invalid')).toBe('true')
    await act(async () => store.dispatch(setSwapAmount({ side: 'sourceToken', amount: '10' })))
    expect(review.textContent).toBe('No quote for this swap')
    await act(async () => {
      store.dispatch(quoteRequested('k'))
      store.dispatch(quoteReceived({ key: 'k', quote: quote('10000000') }))
    })
    expect(review.disabled).toBe(false)
    expect(review.textContent).toBe('Review swap')
    expect(byTestId(view, 'swap-to-amount').value).toBe('0.0033')
    expect(byTestId(view, 'swap-minimum').textContent).toBe('0.003267 ETH')
    expect(byTestId(view, 'swap-price-impact').textContent).toBe('0.1%')
    expect(byTestId(view, 'swap-price-impact-warning')).toBeNull()
    await act(async () => review.click())
    expect(previewSwap).toHaveBeenCalled()
  })

  it('takes an amount in the received field: the paid field and the maximum follow the quote', async () => {
    const { store } = setup()
    store.dispatch(setSwapToken({ side: 'sourceToken', token: usd }))
    store.dispatch(setSwapToken({ side: 'toToken', token: eth }))
    const view = await renderWithStore(<SwapView />, store)
    const received = byTestId(view, 'swap-to-amount')
    await act(async () => typeInto(received, '0.0033'))
    expect(selectSwap(store.getState())).toMatchObject({
      exactSide: 'toToken',
      toTokenAmount: '0.0033',
    })
    const review = byTestId(view, 'swap-review')
    expect(review.textContent).toBe('No quote for this swap')
    await act(async () => {
      store.dispatch(quoteRequested('k'))
      store.dispatch(quoteReceived({ key: 'k', quote: quote('10000000') }))
    })
    expect(received.value).toBe('0.0033')
    expect(byTestId(view, 'swap-amount-input').value).toBe('10')
    expect(byTestId(view, 'swap-maximum').textContent).toBe('10.1 tUSD')
    expect(byTestId(view, 'swap-minimum')).toBeNull()
    expect(review.textContent).toBe('Review swap')
    // What it costs is over the 50 tUSD held.
    await act(async () => {
      store.dispatch(quoteRequested('k2'))
      store.dispatch(quoteReceived({ key: 'k2', quote: quote('60000000') }))
    })
    expect(review.textContent).toBe('Insufficient balance')
  })

  it('back from SwapSelectToken, does not read the tokens and balances again', async () => {
    const { store } = setup()
    vi.mocked(prepareSwap).mockClear()
    await renderWithStore(<SwapView />, store)
    expect(prepareSwap).not.toHaveBeenCalled()
    store.dispatch(setSwapTokens({ status: 'failed', tokens: [] }))
    await renderWithStore(<SwapView />, store)
    expect(prepareSwap).toHaveBeenCalledOnce()
  })

  it('warns of a high price impact', async () => {
    const { store } = setup()
    store.dispatch(setSwapToken({ side: 'sourceToken', token: usd }))
    store.dispatch(setSwapToken({ side: 'toToken', token: eth }))
    store.dispatch(setSwapAmount({ side: 'sourceToken', amount: '10' }))
    store.dispatch(quoteRequested('k'))
    store.dispatch(quoteReceived({ key: 'k', quote: quote('10000000', 7.5) }))
    const view = await renderWithStore(<SwapView />, store)
    expect(byTestId(view, 'swap-price-impact-warning').textContent).toBe(
      'High price impact: this swap moves the price by 7.5%',
    )
  })

  it("says 'Network not supported for Swaps' on a network without pools", async () => {
    const { store } = setup()
    store.dispatch(setSwapTokens({ status: 'unsupported', tokens: [] }))
    const view = await renderWithStore(<SwapView />, store)
    expect(byTestId(view, 'swap-unsupported').textContent).toBe('Network not supported for Swaps')
  })
})

describe('SwapPreviewView', () => {
  it('asks to approve and swap when the allowance is short, and swap once it is not', async () => {
    const { store } = setup()
    store.dispatch(setSwapToken({ side: 'sourceToken', token: usd }))
    store.dispatch(setSwapToken({ side: 'toToken', token: eth }))
    store.dispatch(setSwapAmount({ side: 'sourceToken', amount: '10' }))
    store.dispatch(quoteRequested('k'))
    store.dispatch(quoteReceived({ key: 'k', quote: quote('10000000') }))
    store.dispatch(setSwapAllowance('0'))
    const view = await renderWithStore(<SwapPreviewView />, store)
    const confirm = byTestId(view, 'swap-confirm')
    expect(confirm.textContent).toBe('Approve and swap')
    expect(byTestId(view, 'swap-slippage').textContent).toBe('1%')
    await act(async () => store.dispatch(setSwapAllowance('10000000')))
    expect(confirm.textContent).toBe('Swap')
    await act(async () => confirm.click())
    expect(executeSwap).toHaveBeenCalled()
  })
})
