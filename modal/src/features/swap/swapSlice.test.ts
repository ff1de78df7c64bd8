import type { SwapToken } from '@portico/shared'
import { describe, expect, it } from 'vitest'
import {
  quoteFailed,
  quoteReceived,
  quoteRequested,
  resetSwap,
  setSwapAmount,
  setSwapSlippage,
  setSwapToken,
  swapSlice,
  switchSwapTokens,
} from './swapSlice.ts'

const token = (symbol: string, decimals = 18) =>
  ({
    name: symbol,
    symbol,
    address: `eip155:31337:0x${symbol
      .padEnd(40, '0')
      .slice(0, 40)
      .replace(/[^0-9a]/gi, '1')}`,
    decimals,
    logoUri: '',
    price: 1,
  }) as SwapToken
const ETH = token('e')
const USD = token('a', 6)
const quote = {
  fromAddress: ETH.address,
  toAddress: USD.address,
  fromAmount: '1',
  toAmount: '2500000',
  path: [],
  priceImpact: 0,
  fee: { amount: '0', percent: 0.3 },
}
const reduce = swapSlice.reducer

describe('swapSlice', () => {
  it('starts with the §9 default slippage; a reset keeps the one the user set', () => {
    let state = reduce(undefined, { type: 'init' })
    expect(state.slippage).toBe(1)
    state = reduce(state, setSwapSlippage(3))
    expect(reduce(state, resetSwap()).slippage).toBe(3)
  })

  it("choosing the other side's token swaps the two", () => {
    let state = reduce(undefined, setSwapToken({ side: 'sourceToken', token: ETH }))
    state = reduce(state, setSwapToken({ side: 'toToken', token: USD }))
    state = reduce(state, setSwapToken({ side: 'toToken', token: ETH }))
    expect([state.sourceToken?.symbol, state.toToken?.symbol]).toEqual(['a', 'e'])
  })

  it('drops an answer to an older quote request', () => {
    let state = reduce(undefined, quoteRequested('old'))
    state = reduce(state, quoteRequested('new'))
    state = reduce(state, quoteReceived({ key: 'old', quote: quote as never }))
    expect(state.quote).toBeUndefined()
    state = reduce(state, quoteFailed({ key: 'new', error: { code: 'X', message: 'x' } }))
    expect(state.quoteStatus).toBe('failed')
  })

  it('fills the side not typed from the quote, whichever side was typed', () => {
    let state = reduce(undefined, setSwapToken({ side: 'sourceToken', token: ETH }))
    state = reduce(state, setSwapToken({ side: 'toToken', token: USD }))
    state = reduce(state, setSwapAmount({ side: 'sourceToken', amount: '0.000000000000000001' }))
    state = reduce(state, quoteRequested('k'))
    state = reduce(state, quoteReceived({ key: 'k', quote: quote as never }))
    expect(state.toTokenAmount).toBe('2.5')
    state = reduce(state, setSwapAmount({ side: 'toToken', amount: '2.5' }))
    expect([state.exactSide, state.sourceTokenAmount, state.quote]).toEqual([
      'toToken',
      '',
      undefined,
    ])
    state = reduce(state, quoteRequested('k2'))
    state = reduce(
      state,
      quoteReceived({ key: 'k2', quote: { ...quote, fromAmount: '1000000000000000' } as never }),
    )
    expect(state.sourceTokenAmount).toBe('0.001')
    // A failed quote leaves nothing stale on the side it was to fill.
    state = reduce(state, setSwapAmount({ side: 'toToken', amount: '3' }))
    state = reduce(state, quoteRequested('k3'))
    state = reduce(state, quoteFailed({ key: 'k3', error: { code: 'X', message: 'x' } }))
    expect([state.sourceTokenAmount, state.toTokenAmount]).toEqual(['', '3'])
  })

  it('switching keeps the typed amount exact, with its token on the other side', () => {
    let state = reduce(undefined, setSwapToken({ side: 'sourceToken', token: ETH }))
    state = reduce(state, setSwapToken({ side: 'toToken', token: USD }))
    state = reduce(state, setSwapAmount({ side: 'sourceToken', amount: '1' }))
    state = reduce(state, quoteRequested('k'))
    state = reduce(state, quoteReceived({ key: 'k', quote: quote as never }))
    state = reduce(state, switchSwapTokens())
    expect([state.sourceToken, state.toToken]).toEqual([USD, ETH])
    // 1 ETH was paid; now exactly 1 ETH is received, and what it costs is quoted again.
    expect([state.exactSide, state.toTokenAmount, state.sourceTokenAmount]).toEqual([
      'toToken',
      '1',
      '',
    ])
    expect(state.quote).toBeUndefined()
  })
})
