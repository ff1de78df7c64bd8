/**
 * The swap form's rules: two tokens, an amount above 0 within its token's decimals (typed on
 * either side), a quote for it, what is paid within the source token's balance, and enough
 * native currency for the fee (SPEC §5's gas rule: a smart account skips it). The first unmet
 * rule is what the action button says.
 */
import type { SwapQuote } from '@portico/shared'
import { fractionDigits, parseTokenAmount } from '../send/tokenUnits.ts'

/** Why the swap cannot go ahead; each has its text in the catalogue (`swap.issue.<issue>`). */
export const swapIssues = [
  'UNSUPPORTED_NETWORK',
  'SELECT_TOKEN',
  'ENTER_AMOUNT',
  'INVALID_AMOUNT',
  'TOO_MANY_DECIMALS',
  'INSUFFICIENT_BALANCE',
  'NO_QUOTE',
  'INSUFFICIENT_GAS',
] as const
export type SwapIssue = (typeof swapIssues)[number]

export interface SwapForm {
  unsupported: boolean
  sourceDecimals?: number
  hasToToken: boolean
  /** The amount typed, on the side `exactOut` says, in that side's token. */
  amount: string
  /** The typed side's token decimals (the source's unless exactOut). */
  amountDecimals?: number
  /** The user typed what to receive: the quote says what is paid. */
  exactOut?: boolean
  /** The source token's balance in base units; undefined when the account holds none. */
  sourceBalance?: bigint
  quote?: SwapQuote
  /** Exact out: the most the swap takes of the source balance (the quote's input, or with the
   * slippage when it is the native currency, sent whole and refunded). */
  spend?: bigint
  /** The native balance in wei; undefined when unknown (it does not block then). */
  nativeBalance?: bigint
  /** The fee the approve and swap would cost, in wei; undefined when unknown. */
  networkFee?: bigint
  /** The amount in, when it is the native currency (it and the fee come from one balance). */
  nativeSpent?: bigint
  smartAccount: boolean
}

export function getSwapIssue(form: SwapForm): SwapIssue | undefined {
  if (form.unsupported) return 'UNSUPPORTED_NETWORK'
  if (form.sourceDecimals === undefined || !form.hasToToken) return 'SELECT_TOKEN'
  const amount = form.amount.trim()
  if (!amount) return 'ENTER_AMOUNT'
  if (!/^\d*\.?\d*$/.test(amount)) return 'INVALID_AMOUNT'
  const decimals = form.amountDecimals ?? form.sourceDecimals
  if (fractionDigits(amount) > decimals) return 'TOO_MANY_DECIMALS'
  const units = parseTokenAmount(amount, decimals)
  if (units === undefined || units <= 0n) return 'INVALID_AMOUNT'
  const balance = form.sourceBalance ?? 0n
  if (!form.exactOut && units > balance) return 'INSUFFICIENT_BALANCE'
  const quoted = form.exactOut ? form.quote?.toAmount : form.quote?.fromAmount
  if (quoted !== units.toString()) return 'NO_QUOTE'
  if (form.exactOut && (form.spend ?? 0n) > balance) return 'INSUFFICIENT_BALANCE'
  if (!form.smartAccount && form.nativeBalance !== undefined) {
    const needed = (form.networkFee ?? 0n) + (form.nativeSpent ?? 0n)
    if (form.nativeBalance === 0n || needed > form.nativeBalance) return 'INSUFFICIENT_GAS'
  }
  return undefined
}
