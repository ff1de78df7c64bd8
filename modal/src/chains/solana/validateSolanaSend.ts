/**
 * The Solana send form's rules (SPEC §5), in the EVM send's order and with its issues (so the
 * views show the same texts, `send.issue.<issue>`): a token; an amount above 0 within the
 * balance and the token's decimals; a receiver that is a Solana address (base58, 32 bytes; a
 * token's receiver must be a wallet, on the ed25519 curve, as Phantom requires: an off-curve
 * address there is most often a token account pasted by mistake, whose "associated" account
 * no wallet would show); enough SOL for the fee, the receiver's new token account's rent and,
 * for SOL, the amount; and the rent rule of the runtime: a SOL transfer may not open a receiver
 * account below the rent-exempt minimum, nor leave the sender between 0 and that minimum.
 * SPEC §5/§8's 'Please enter a valid amount and receiver address' is the error when a send is
 * asked for with a missing or invalid amount or receiver (solanaSendInputError).
 */
import { createPorticoError, type TokenBalance, type ValidationError } from '@portico/shared'
import { PublicKey } from '@solana/web3.js'
import { fractionDigits, parseTokenAmount } from '../../features/send/tokenUnits.ts'
import { type SendIssue, sendIssues, tokenDecimals } from '../../features/send/validateSend.ts'
import type { SolanaSendCost } from './solanaFee.ts'

/** The EVM send's issues, and the one only Solana has (each with its `send.issue.*` text). */
export const solanaSendIssues = [...sendIssues, 'BELOW_RENT_MINIMUM'] as const
export type SolanaSendIssue = SendIssue | 'BELOW_RENT_MINIMUM'

export interface SolanaSendForm {
  /** The token to send: SOL (no `address`) or an SPL token (`address` is its CAIP-10 mint). */
  token?: TokenBalance
  sendTokenAmount?: string
  receiverAddress?: string
  /** The sender's SOL in lamports, when read. */
  solLamports?: bigint
  /** readSolanaSendCost's answer, once the preview has it. */
  cost?: SolanaSendCost
  /** The receiver's lamports now (0: its account does not exist yet), when read. */
  receiverLamports?: bigint
  /** readRentExemptMinimum's answer (890880 lamports). */
  rentExemptMinimum?: bigint
}

/** The public key a receiver field holds, when it is one (canonical base58, 32 bytes). */
export function parseSolanaAddress(text: string): PublicKey | undefined {
  const trimmed = text.trim()
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(trimmed)) return undefined
  try {
    const key = new PublicKey(trimmed)
    return key.toBase58() === trimmed ? key : undefined
  } catch {
    return undefined
  }
}

/** Whether the balance is SOL itself rather than an SPL token. */
export const isNativeSol = (token: Pick<TokenBalance, 'address'>): boolean => !token.address

export function getSolanaSendIssue(form: SolanaSendForm): SolanaSendIssue | undefined {
  const { token } = form
  if (!token) return 'SELECT_TOKEN'
  const amount = (form.sendTokenAmount ?? '').trim()
  if (!amount) return 'ENTER_AMOUNT'
  const decimals = tokenDecimals(token)
  if (!/^\d*\.?\d*$/.test(amount)) return 'INVALID_AMOUNT'
  if (fractionDigits(amount) > decimals) return 'TOO_MANY_DECIMALS'
  const units = parseTokenAmount(amount, decimals)
  if (units === undefined || units <= 0n || units >= 2n ** 64n) return 'INVALID_AMOUNT'
  const balance = parseTokenAmount(token.quantity.numeric, decimals)
  const tooMuch =
    balance === undefined ? Number(amount) > Number(token.quantity.numeric) : units > balance
  if (tooMuch) return 'INSUFFICIENT_FUNDS'
  const receiverText = (form.receiverAddress ?? '').trim()
  if (!receiverText) return 'ENTER_RECEIVER'
  const receiver = parseSolanaAddress(receiverText)
  const sol = isNativeSol(token)
  if (!receiver || (!sol && !PublicKey.isOnCurve(receiver.toBytes()))) return 'INVALID_RECEIVER'
  const { rentExemptMinimum, receiverLamports, solLamports, cost } = form
  if (
    sol &&
    rentExemptMinimum !== undefined &&
    receiverLamports === 0n &&
    units < rentExemptMinimum
  )
    return 'BELOW_RENT_MINIMUM'
  if (solLamports === undefined || cost === undefined) return undefined
  const spent = cost.feeLamports + cost.rentLamports + (sol ? units : 0n)
  if (spent > solLamports) return 'INSUFFICIENT_GAS'
  const left = solLamports - spent
  if (sol && rentExemptMinimum !== undefined && left > 0n && left < rentExemptMinimum)
    return 'BELOW_RENT_MINIMUM'
  return undefined
}

const INPUT_ISSUES = new Set<SolanaSendIssue>([
  'ENTER_AMOUNT',
  'INVALID_AMOUNT',
  'TOO_MANY_DECIMALS',
  'ENTER_RECEIVER',
  'INVALID_RECEIVER',
])

/** SPEC §5's error for a send asked for without a valid amount and receiver; else undefined. */
export function solanaSendInputError(
  issue: SolanaSendIssue | undefined,
): ValidationError | undefined {
  if (!issue || !INPUT_ISSUES.has(issue)) return undefined
  return createPorticoError('SOLANA_SEND_INVALID', { details: issue })
}
