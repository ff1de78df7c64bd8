/**
 * The swap form's rules: two tokens, an amount above 0 within the source token's decimals and
 * balance, a quote for it, and enough native currency for the fee (SPEC §5's gas rule: a
 * smart account skips it). The first unmet rule is what the action button says.
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
  amount: string
  /** The source token's balance in base units; undefined when the account holds none. */
  sourceBalance?: bigint
  quote?: SwapQuote
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
  if (fractionDigits(amount) > form.sourceDecimals) return 'TOO_MANY_DECIMALS'
  const units = parseTokenAmount(amount, form.sourceDecimals)
  if (units === undefined || units <= 0n) return 'INVALID_AMOUNT'
  if (units > (form.sourceBalance ?? 0n)) return 'INSUFFICIENT_BALANCE'
  if (!form.quote || form.quote.fromAmount !== units.toString()) return 'NO_QUOTE'
  if (!form.smartAccount && form.nativeBalance !== undefined) {
    const needed = (form.networkFee ?? 0n) + (form.nativeSpent ?? 0n)
    if (form.nativeBalance === 0n || needed > form.nativeBalance) return 'INSUFFICIENT_GAS'
  }
  return undefined
}
