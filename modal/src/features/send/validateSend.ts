/**
 * The send form's rules (SPEC §5): a token, an amount above 0 within the balance and the token's
 * decimals, a receiver that is an EVM address, and enough gas. The first unmet rule is the
 * reason the Preview button gives.
 */
import { isEvmAddress, type TokenBalance } from '@portico/shared'
import { fractionDigits, parseTokenAmount } from './tokenUnits.ts'

/** Why the send cannot go ahead; each has its text in the catalogue (`send.issue.<issue>`). */
export const sendIssues = [
  'SELECT_TOKEN',
  'ENTER_AMOUNT',
  'INVALID_AMOUNT',
  'TOO_MANY_DECIMALS',
  'INSUFFICIENT_FUNDS',
  'ENTER_RECEIVER',
  'INVALID_RECEIVER',
  'INSUFFICIENT_GAS',
] as const
export type SendIssue = (typeof sendIssues)[number]

export interface SendForm {
  token?: TokenBalance
  sendTokenAmount?: string
  receiverAddress?: string
  /** isInsufficientGas's verdict. */
  insufficientGas?: boolean
}

/** The token's decimals (SPEC §3 keeps them as text). */
export const tokenDecimals = (token: Pick<TokenBalance, 'quantity'>): number =>
  Number.parseInt(token.quantity.decimals, 10) || 0

/** The amount in the token's base units, when it is a valid amount of it. */
export function sendAmountUnits(token: TokenBalance, amount: string): bigint | undefined {
  return parseTokenAmount(amount, tokenDecimals(token))
}

export function getSendIssue({
  token,
  sendTokenAmount = '',
  receiverAddress = '',
  insufficientGas,
}: SendForm): SendIssue | undefined {
  if (!token) return 'SELECT_TOKEN'
  const amount = sendTokenAmount.trim()
  if (!amount) return 'ENTER_AMOUNT'
  const decimals = tokenDecimals(token)
  if (!/^\d*\.?\d*$/.test(amount)) return 'INVALID_AMOUNT'
  if (fractionDigits(amount) > decimals) return 'TOO_MANY_DECIMALS'
  const units = parseTokenAmount(amount, decimals)
  if (units === undefined || units <= 0n) return 'INVALID_AMOUNT'
  // The balance text can carry more digits than the token has (a rounded feed): compare as numbers then.
  const balance = parseTokenAmount(token.quantity.numeric, decimals)
  const tooMuch =
    balance === undefined ? Number(amount) > Number(token.quantity.numeric) : units > balance
  if (tooMuch) return 'INSUFFICIENT_FUNDS'
  const receiver = receiverAddress.trim()
  if (!receiver) return 'ENTER_RECEIVER'
  if (!isEvmAddress(receiver)) return 'INVALID_RECEIVER'
  if (insufficientGas) return 'INSUFFICIENT_GAS'
  return undefined
}

/** An EVM address with its 0x prefix (SPEC §5 allows typing it without). */
export const withHexPrefix = (address: string): `0x${string}` =>
  (address.trim().startsWith('0x') ? address.trim() : `0x${address.trim()}`) as `0x${string}`
