/**
 * The Send BTC form's rules (SPEC §5, as the other sends order them): an amount in BTC with at
 * most 8 decimals, a receiver that is an address of the account's network, no output below the
 * dust limit, and enough in the UTXOs for the amount and its fee at the chosen rate. The issue
 * names the text the form shows (`bitcoin.issue.*`); none means it can be sent.
 */
import { parseUnits } from 'viem'
import { BitcoinSendError } from '../../../chains/bitcoin/BitcoinSendError.ts'
import { isBitcoinAddress } from '../../../chains/bitcoin/bitcoinAddress.ts'
import { buildBitcoinTransfer } from '../../../chains/bitcoin/buildBitcoinTransfer.ts'
import type { BitcoinSendContext } from './bitcoinSendThunks.ts'

export type BitcoinSendIssue =
  | 'ENTER_AMOUNT'
  | 'INVALID_AMOUNT'
  | 'ENTER_RECEIVER'
  | 'INVALID_RECEIVER'
  | 'DUST'
  | 'INSUFFICIENT_FUNDS'

/** BTC text → sats; undefined when it is not a positive amount with at most 8 decimals. */
export function parseBtcAmount(text: string): bigint | undefined {
  const trimmed = text.trim()
  if (!/^\d{1,8}(\.\d{1,8})?$|^\.\d{1,8}$/.test(trimmed)) return undefined
  const sats = parseUnits(trimmed.startsWith('.') ? `0${trimmed}` : trimmed, 8)
  return sats > 0n ? sats : undefined
}

export interface BitcoinSendForm {
  amountText: string
  receiverText: string
  feeRate: number
  context: BitcoinSendContext
}

/** The form's issue, or its fee in sats when it can be sent. */
export function checkBitcoinSend(
  form: BitcoinSendForm,
): { issue: BitcoinSendIssue; fee?: undefined } | { issue?: undefined; fee: bigint } {
  const { amountText, receiverText, feeRate, context } = form
  if (!amountText.trim()) return { issue: 'ENTER_AMOUNT' }
  const amount = parseBtcAmount(amountText)
  if (amount === undefined) return { issue: 'INVALID_AMOUNT' }
  if (!receiverText.trim()) return { issue: 'ENTER_RECEIVER' }
  if (!isBitcoinAddress(receiverText, context.addressNetwork)) return { issue: 'INVALID_RECEIVER' }
  try {
    const { fee } = buildBitcoinTransfer({
      utxos: context.utxos,
      from: context.from,
      to: receiverText,
      amount,
      feeRate,
      network: context.addressNetwork,
    })
    return { fee }
  } catch (error) {
    if (!(error instanceof BitcoinSendError)) throw error
    return {
      issue:
        error.code === 'BITCOIN_DUST_OUTPUT'
          ? 'DUST'
          : error.code === 'BITCOIN_INSUFFICIENT_FUNDS'
            ? 'INSUFFICIENT_FUNDS'
            : 'INVALID_RECEIVER',
    }
  }
}

export function getBitcoinSendIssue(form: BitcoinSendForm): BitcoinSendIssue | undefined {
  return checkBitcoinSend(form).issue
}

/** A BTC amount in sats as USD; undefined without a price. */
export function satsToUsd(sats: bigint, usdPrice: number | undefined): number | undefined {
  return usdPrice === undefined ? undefined : (Number(sats) / 1e8) * usdPrice
}
