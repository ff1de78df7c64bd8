/** The swap form's verdicts and figures, read by the swap views and the swap actions alike. */
import { SWAP_PRICE_IMPACT_WARNING_PERCENT, type SwapToken } from '@portico/shared'
import type { RootState } from '../../store/createPorticoStore.ts'
import { selectActiveAccount, selectActiveAccountType } from '../account/accountSlice.ts'
import { parseTokenAmount } from '../send/tokenUnits.ts'
import { estimateSwapFee } from './swapGas.ts'
import { selectSwap } from './swapSlice.ts'
import { balanceOfSwapToken, isNativeSwapToken } from './swapTokenBalance.ts'
import { getSwapIssue, type SwapIssue } from './validateSwap.ts'

/** The token's balance in base units; undefined when the account holds none. */
export function selectSwapTokenBalance(state: RootState, token: SwapToken | undefined) {
  if (!token) return undefined
  const balance = balanceOfSwapToken(token, selectActiveAccount(state).tokenBalance)
  return balance ? parseTokenAmount(balance.quantity.numeric, token.decimals) : undefined
}

/** The amount in, in base units, when it is a valid amount of the source token. */
export function selectSwapAmountUnits(state: RootState): bigint | undefined {
  const { sourceToken, sourceTokenAmount } = selectSwap(state)
  return sourceToken ? parseTokenAmount(sourceTokenAmount, sourceToken.decimals) : undefined
}

/** The user typed what to receive: the swap is for exactly that much out. */
export const selectSwapExactOut = (state: RootState): boolean =>
  selectSwap(state).exactSide === 'toToken'

/** The typed amount in its token's base units: what the quote is asked for. */
export function selectSwapExactUnits(state: RootState): bigint | undefined {
  const swap = selectSwap(state)
  const token = swap.exactSide === 'toToken' ? swap.toToken : swap.sourceToken
  const text = swap.exactSide === 'toToken' ? swap.toTokenAmount : swap.sourceTokenAmount
  return token ? parseTokenAmount(text, token.decimals) : undefined
}

/** An exact-out swap's most paid: the quote's input plus the slippage (the router's cap). */
export function selectSwapMaximumSold(state: RootState): bigint | undefined {
  const { quote, slippage } = selectSwap(state)
  if (!quote || !selectSwapExactOut(state)) return undefined
  return (BigInt(quote.fromAmount) * BigInt(10_000 + Math.round(slippage * 100))) / 10_000n
}

/**
 * What the router may take of the source token: the amount in, or for an exact-out swap its
 * cap (what the approve must allow, and the native value sent, the rest refunded).
 */
export const selectSwapSpendLimit = (state: RootState): bigint | undefined =>
  selectSwapExactOut(state) ? selectSwapMaximumSold(state) : selectSwapAmountUnits(state)

/** An ERC-20 source whose allowance to the router is short of the amount: approve first. */
export function selectSwapNeedsApproval(state: RootState): boolean {
  const { sourceToken, allowance } = selectSwap(state)
  const units = selectSwapSpendLimit(state)
  if (!sourceToken || isNativeSwapToken(sourceToken) || units === undefined) return false
  return allowance === undefined || BigInt(allowance) < units
}

/** The swap's (and its approve's) network fee in wei, before the build's own estimate. */
export const selectSwapNetworkFee = (state: RootState): bigint | undefined =>
  estimateSwapFee(selectSwap(state).gasPrice, selectSwapNeedsApproval(state))

/** The price impact is above SWAP_PRICE_IMPACT_WARNING_PERCENT: the views warn. */
export const selectSwapPriceImpactHigh = (state: RootState): boolean =>
  (selectSwap(state).quote?.priceImpact ?? 0) > SWAP_PRICE_IMPACT_WARNING_PERCENT

/** The least the swap may give (the quote less the slippage), in the out token's base units. */
export function selectSwapMinimumReceived(state: RootState): bigint | undefined {
  const { quote, slippage } = selectSwap(state)
  if (!quote) return undefined
  if (selectSwapExactOut(state)) return BigInt(quote.toAmount)
  return (BigInt(quote.toAmount) * BigInt(10_000 - Math.round(slippage * 100))) / 10_000n
}

/** The first rule the swap breaks, or undefined when it may go to preview. */
export function selectSwapIssue(state: RootState): SwapIssue | undefined {
  const swap = selectSwap(state)
  const native = swap.tokens.find(isNativeSwapToken)
  const source = swap.sourceToken
  const exactOut = selectSwapExactOut(state)
  const sourceNative = source !== undefined && isNativeSwapToken(source)
  // What leaves the balance: the native currency's cap is sent whole (the rest refunded).
  const spend = exactOut && !sourceNative ? swap.quote?.fromAmount : selectSwapSpendLimit(state)
  const units = spend === undefined ? undefined : BigInt(spend)
  return getSwapIssue({
    unsupported: swap.tokensStatus === 'unsupported',
    sourceDecimals: source?.decimals,
    hasToToken: swap.toToken !== undefined,
    amount: exactOut ? swap.toTokenAmount : swap.sourceTokenAmount,
    amountDecimals: exactOut ? swap.toToken?.decimals : source?.decimals,
    exactOut,
    spend: units,
    sourceBalance: selectSwapTokenBalance(state, source) ?? 0n,
    quote: swap.quote,
    nativeBalance: native ? (selectSwapTokenBalance(state, native) ?? 0n) : undefined,
    networkFee: selectSwapNetworkFee(state),
    nativeSpent: sourceNative ? units : undefined,
    smartAccount: selectActiveAccountType(state) === 'smartAccount',
  })
}
