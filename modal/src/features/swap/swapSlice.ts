/**
 * The swap in progress (AppKit's Swap views): the chain's swappable tokens, the two tokens and
 * the two amounts (the user types either: the side typed is exact, the other follows the
 * quote), the quote for it, the slippage tolerance (SPEC §9's default), the allowance the
 * router has, and where the approve-then-swap stands. It resets on disconnect and when the
 * network changes (a token belongs to one chain). The flow is swapThunks.ts and executeSwap.ts;
 * the rules are validateSwap.ts.
 */
import { SWAP_DEFAULT_SLIPPAGE_PERCENT, type SwapQuote, type SwapToken } from '@portico/shared'
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import { setCaipNetwork } from '../../store/networkSlice.ts'
import { rootReducer } from '../../store/rootReducer.ts'
import { resetAccount } from '../account/accountSlice.ts'
import { formatTokenUnits } from '../send/tokenUnits.ts'

/** Which side SwapSelectToken chooses for. */
export type SwapSide = 'sourceToken' | 'toToken'

/** Where the approve-then-swap stands. */
export type SwapStep = 'idle' | 'approving' | 'swapping'

export interface SwapState {
  /** The chain's tokens: 'unsupported' when the cloud has no pools on it (SPEC §8). */
  tokensStatus: 'idle' | 'loading' | 'ready' | 'unsupported' | 'failed'
  tokens: SwapToken[]
  sourceToken?: SwapToken
  toToken?: SwapToken
  /** In the source token's unit ("1.5"): as typed, or the quote's when the other side is. */
  sourceTokenAmount: string
  /** In the received token's unit: as typed, or the quote's when the source side is. */
  toTokenAmount: string
  /** The side the user typed: its amount is exact, the other is quoted. */
  exactSide: SwapSide
  /** The side SwapSelectToken is open for. */
  selecting: SwapSide
  quote?: SwapQuote
  quoteStatus: 'idle' | 'loading' | 'ready' | 'failed'
  /** The request the current quote answers: an answer to an older one is dropped. */
  quoteKey?: string
  /** Percent. */
  slippage: number
  /** What the router may spend of the source token, base units; undefined until read. */
  allowance?: string
  /** Wei per gas, from the cloud (decimal text). */
  gasPrice?: string
  step: SwapStep
  /** Why the last quote or swap failed (serialised; shown through the catalogue). */
  error?: { code: string; message: string }
}

const initialState: SwapState = {
  tokensStatus: 'idle',
  tokens: [],
  sourceTokenAmount: '',
  toTokenAmount: '',
  exactSide: 'sourceToken',
  selecting: 'sourceToken',
  quoteStatus: 'idle',
  slippage: SWAP_DEFAULT_SLIPPAGE_PERCENT,
  step: 'idle',
}

const amountKey = { sourceToken: 'sourceTokenAmount', toToken: 'toTokenAmount' } as const
const otherSide = (side: SwapSide): SwapSide => (side === 'sourceToken' ? 'toToken' : 'sourceToken')

/**
 * A new pair or amount makes the quote, the amount it gave the other side, and the error
 * stale.
 */
const forgetQuote = (state: SwapState) => {
  state.quote = undefined
  state.quoteKey = undefined
  state.quoteStatus = 'idle'
  state.error = undefined
  state[amountKey[otherSide(state.exactSide)]] = ''
}

export const swapSlice = createSlice({
  name: 'swap',
  initialState,
  reducers: {
    swapTokensLoading(state) {
      state.tokensStatus = 'loading'
    },
    setSwapTokens(
      state,
      { payload }: PayloadAction<{ status: SwapState['tokensStatus']; tokens: SwapToken[] }>,
    ) {
      state.tokensStatus = payload.status
      state.tokens = payload.tokens
    },
    setSwapToken(state, { payload }: PayloadAction<{ side: SwapSide; token: SwapToken }>) {
      const other = otherSide(payload.side)
      // Choosing the other side's token swaps the two.
      if (state[other]?.address === payload.token.address) state[other] = state[payload.side]
      if (payload.side === 'sourceToken' && state.sourceToken?.address !== payload.token.address)
        state.allowance = undefined
      state[payload.side] = payload.token
      forgetQuote(state)
    },
    switchSwapTokens(state) {
      const { sourceToken, toToken, sourceTokenAmount, toTokenAmount } = state
      state.sourceToken = toToken
      state.toToken = sourceToken
      state.allowance = undefined
      // Each amount goes with its token; the one that was quoted is quoted again.
      state.sourceTokenAmount = toTokenAmount
      state.toTokenAmount = sourceTokenAmount
      state.exactSide = otherSide(state.exactSide)
      forgetQuote(state)
    },
    /** The user typed `amount` on `side`: it is exact now, the other side is quoted. */
    setSwapAmount(state, { payload }: PayloadAction<{ side: SwapSide; amount: string }>) {
      const { side, amount } = payload
      if (side === state.exactSide && amount === state[amountKey[side]]) return
      state.exactSide = side
      state[amountKey[side]] = amount
      forgetQuote(state)
    },
    setSwapSelecting(state, { payload }: PayloadAction<SwapSide>) {
      state.selecting = payload
    },
    setSwapSlippage(state, { payload }: PayloadAction<number>) {
      state.slippage = payload
    },
    quoteRequested(state, { payload }: PayloadAction<string>) {
      state.quoteKey = payload
      if (!state.quote) state.quoteStatus = 'loading'
    },
    quoteReceived(state, { payload }: PayloadAction<{ key: string; quote: SwapQuote }>) {
      if (payload.key !== state.quoteKey) return
      state.quote = payload.quote
      state.quoteStatus = 'ready'
      state.error = undefined
      // The side not typed shows what the quote gives (or takes).
      const { sourceToken, toToken } = state
      if (state.exactSide === 'sourceToken' && toToken)
        state.toTokenAmount = formatTokenUnits(BigInt(payload.quote.toAmount), toToken.decimals)
      if (state.exactSide === 'toToken' && sourceToken)
        state.sourceTokenAmount = formatTokenUnits(
          BigInt(payload.quote.fromAmount),
          sourceToken.decimals,
        )
    },
    quoteFailed(
      state,
      { payload }: PayloadAction<{ key: string; error: { code: string; message: string } }>,
    ) {
      if (payload.key !== state.quoteKey) return
      state.quote = undefined
      state.quoteStatus = 'failed'
      state.error = payload.error
      state[amountKey[otherSide(state.exactSide)]] = ''
    },
    setSwapAllowance(state, { payload }: PayloadAction<string | undefined>) {
      state.allowance = payload
    },
    setSwapGasPrice(state, { payload }: PayloadAction<string | undefined>) {
      state.gasPrice = payload
    },
    setSwapStep(state, { payload }: PayloadAction<SwapStep>) {
      state.step = payload
    },
    setSwapError(state, { payload }: PayloadAction<SwapState['error']>) {
      state.error = payload
    },
    /** A fresh swap; the slippage the user set is kept for it. */
    resetSwap: (state) => ({ ...initialState, slippage: state.slippage }),
  },
  extraReducers: (builder) => {
    builder.addCase(resetAccount, () => initialState)
    builder.addCase(setCaipNetwork, (state, { payload }) => {
      const chain = state.sourceToken?.address.split(':').slice(0, 2).join(':')
      if (chain && payload.value && chain !== payload.value.caipNetworkId)
        return { ...initialState, slippage: state.slippage }
    })
  },
})

export const {
  swapTokensLoading,
  setSwapTokens,
  setSwapToken,
  switchSwapTokens,
  setSwapAmount,
  setSwapSelecting,
  setSwapSlippage,
  quoteRequested,
  quoteReceived,
  quoteFailed,
  setSwapAllowance,
  setSwapGasPrice,
  setSwapStep,
  setSwapError,
  resetSwap,
} = swapSlice.actions

declare module '../../store/rootReducer.ts' {
  interface LazyLoadedSlices extends WithSlice<typeof swapSlice> {}
}

/** Injected when this module loads (the Account view's chunk): the open path never carries it. */
const injected = swapSlice.injectInto(rootReducer)

/** The swap's state; its initial state until the slice has seen an action. */
export const selectSwap = injected.selectSlice
