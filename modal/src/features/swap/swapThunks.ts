/**
 * The swap as the views ask for it: opening it (the chain's tokens, balances and gas price),
 * choosing the tokens and the amount, quoting (again while the view is open), the slippage,
 * and the preview (a transaction stack entry, like send's: started, the swap returns to
 * Account). The approve and the swap themselves are executeSwap.ts.
 */
import { SWAP_CHAIN_NAMESPACE, SWAP_MAX_SLIPPAGE_PERCENT, type SwapToken } from '@portico/shared'
import { swapApi } from '../../api/swapApi.ts'
import type { AppThunk } from '../../store/createPorticoStore.ts'
import { selectActiveCaipNetwork } from '../../store/networkSlice.ts'
import { popView, pushView, replaceView } from '../../store/routerSlice.ts'
import { popTransactionStack, pushTransactionStack } from '../../store/routerThunks.ts'
import { selectActiveAddress } from '../account/accountSlice.ts'
import { fetchTokenBalance } from '../account/accountThunks.ts'
import { describeSwapFailure } from './swapFailure.ts'
import { selectSwapExactOut, selectSwapExactUnits, selectSwapIssue } from './swapSelectors.ts'
import {
  quoteFailed,
  quoteReceived,
  quoteRequested,
  resetSwap,
  type SwapSide,
  selectSwap,
  setSwapAllowance,
  setSwapAmount,
  setSwapError,
  setSwapGasPrice,
  setSwapSelecting,
  setSwapSlippage,
  setSwapToken,
  setSwapTokens,
  swapTokensLoading,
} from './swapSlice.ts'
import { isNativeSwapToken } from './swapTokenBalance.ts'

export { executeSwap } from './executeSwap.ts'

/** Starts a fresh swap on Swap. */
export const openSwap = (): AppThunk => (dispatch) => {
  dispatch(resetSwap())
  dispatch(pushView('Swap'))
}

/**
 * Swap opened: the chain's tokens (SPEC §8's SWAPS_NETWORK_NOT_SUPPORTED when the cloud has
 * no pools there; §5: nothing is asked on a network of another family), the balances read past
 * the 30 s cache (a swap starts from what the account holds now) and the gas price. The native
 * currency is the first source token.
 */
export const prepareSwap = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  const network = selectActiveCaipNetwork(getState())
  if (!network || network.chainNamespace !== SWAP_CHAIN_NAMESPACE) {
    dispatch(setSwapTokens({ status: 'unsupported', tokens: [] }))
    return
  }
  const chainId = network.caipNetworkId
  if (selectSwap(getState()).tokensStatus !== 'ready') dispatch(swapTokensLoading())
  const [tokens] = await Promise.all([
    dispatch(swapApi.endpoints.getSwapTokens.initiate({ chainId }, { subscribe: false })),
    dispatch(fetchTokenBalance({ forceUpdate: true })),
    dispatch(refreshSwapGasPrice()),
  ])
  if (tokens.error) {
    const failure = describeSwapFailure(tokens.error)
    const unsupported = failure.code === 'SWAPS_NETWORK_NOT_SUPPORTED'
    dispatch(setSwapTokens({ status: unsupported ? 'unsupported' : 'failed', tokens: [] }))
    if (!unsupported) dispatch(setSwapError(failure))
    return
  }
  const list = tokens.data?.tokens ?? []
  dispatch(setSwapTokens({ status: 'ready', tokens: list }))
  const { sourceToken } = selectSwap(getState())
  const first = list.find(isNativeSwapToken) ?? list[0]
  if (!sourceToken && first) dispatch(setSwapToken({ side: 'sourceToken', token: first }))
}

/** The chain's gas price, for the fee rule and the preview. */
export const refreshSwapGasPrice = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  const network = selectActiveCaipNetwork(getState())
  if (!network || network.chainNamespace !== SWAP_CHAIN_NAMESPACE) return
  const result = await dispatch(
    swapApi.endpoints.getSwapGasPrice.initiate(
      { chainId: network.caipNetworkId },
      { subscribe: false, forceRefetch: true },
    ),
  )
  dispatch(setSwapGasPrice(result.data?.gasPrice))
}

/** To SwapSelectToken for one side. */
export const openSwapSelectToken =
  (side: SwapSide): AppThunk =>
  (dispatch) => {
    dispatch(setSwapSelecting(side))
    dispatch(pushView('SwapSelectToken'))
  }

/** Chooses the token for the side being chosen, back to Swap, and quotes. */
export const chooseSwapToken =
  (token: SwapToken): AppThunk =>
  (dispatch, getState) => {
    dispatch(setSwapToken({ side: selectSwap(getState()).selecting, token }))
    dispatch(getState().router.history.length > 1 ? popView() : replaceView('Swap'))
    void dispatch(fetchSwapQuote())
  }

/**
 * The amount as typed on one side (the token paid unless told): that side is exact, the other
 * quoted at once (the cloud answers from the chain in a few ms).
 */
export const typeSwapAmount =
  (text: string, side: SwapSide = 'sourceToken'): AppThunk =>
  (dispatch) => {
    dispatch(setSwapAmount({ side, amount: text }))
    void dispatch(fetchSwapQuote())
  }

/** The slippage tolerance in percent, kept within 0 and SWAP_MAX_SLIPPAGE_PERCENT. */
export const chooseSwapSlippage =
  (percent: number): AppThunk =>
  (dispatch) => {
    if (!Number.isFinite(percent)) return
    dispatch(setSwapSlippage(Math.min(Math.max(percent, 0), SWAP_MAX_SLIPPAGE_PERCENT)))
  }

/**
 * A quote for the amount typed (paid, or with exactOut received), and the router's allowance
 * of an ERC-20 source. An answer to an older request (another amount or pair) is dropped;
 * nothing is asked without a valid pair and amount. Called again while Swap is open (SWAP_QUOTE_REFRESH_MS), so the quote follows
 * the pools.
 */
export const fetchSwapQuote = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  const state = getState()
  const { sourceToken, toToken } = selectSwap(state)
  const user = selectActiveAddress(state)
  const amount = selectSwapExactUnits(state)
  if (!sourceToken || !toToken || !user || !amount || amount <= 0n) return
  if (sourceToken.address === toToken.address) return
  const exactOut = selectSwapExactOut(state)
  const query = {
    ...(exactOut ? { toAmount: amount.toString() } : { amount: amount.toString() }),
    userAddress: user,
    from: sourceToken.address,
    to: toToken.address,
    ...(selectSwap(state).gasPrice ? { gasPrice: selectSwap(state).gasPrice } : {}),
  }
  const key = `${query.from}>${query.to}:${exactOut ? 'out' : 'in'}${amount}:${Date.now()}`
  dispatch(quoteRequested(key))
  const [quote, allowance] = await Promise.all([
    dispatch(
      swapApi.endpoints.getSwapQuote.initiate(query, { subscribe: false, forceRefetch: true }),
    ),
    isNativeSwapToken(sourceToken)
      ? undefined
      : dispatch(
          swapApi.endpoints.getSwapAllowance.initiate(
            { tokenAddress: sourceToken.address, userAddress: user },
            { subscribe: false, forceRefetch: true },
          ),
        ),
  ])
  if (allowance?.data && selectSwap(getState()).sourceToken?.address === sourceToken.address)
    dispatch(setSwapAllowance(allowance.data.allowance))
  const first = quote.data?.quotes[0]
  if (first) dispatch(quoteReceived({ key, quote: first }))
  else dispatch(quoteFailed({ key, error: describeSwapFailure(quote.error) }))
}

/** To SwapPreview once the form is valid: a transaction stack entry, like send's. */
export const previewSwap = (): AppThunk => (dispatch, getState) => {
  if (selectSwapIssue(getState())) return
  if (getState().router.transactionStack.length === 0)
    dispatch(pushTransactionStack({ view: 'Account' }))
  dispatch(pushView('SwapPreview'))
}

/** The preview's Cancel: back to Swap. */
export const cancelSwapPreview = (): AppThunk => (dispatch, getState) => {
  if (getState().router.transactionStack.length > 0) dispatch(popTransactionStack({ cancel: true }))
  else dispatch(popView())
}
