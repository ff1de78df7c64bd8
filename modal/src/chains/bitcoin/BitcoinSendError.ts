/**
 * What a BTC send refuses before the wallet is asked: a receiver that is not an address of the
 * network, an output below the dust limit, more than the UTXOs hold with the fee. The receiver
 * and amount text is SPEC §5's "valid amount and receiver" rule, as Solana's send words it.
 */
import { PorticoError } from '@portico/shared'

export type BitcoinSendErrorCode =
  | 'BITCOIN_INVALID_ADDRESS'
  | 'BITCOIN_INVALID_AMOUNT'
  | 'BITCOIN_DUST_OUTPUT'
  | 'BITCOIN_INSUFFICIENT_FUNDS'

export const BITCOIN_SEND_MESSAGES: Record<BitcoinSendErrorCode, string> = {
  BITCOIN_INVALID_ADDRESS: 'Please enter a valid amount and receiver address',
  BITCOIN_INVALID_AMOUNT: 'Please enter a valid amount and receiver address',
  BITCOIN_DUST_OUTPUT: 'The amount is below the dust limit of 546 sats',
  BITCOIN_INSUFFICIENT_FUNDS: 'Insufficient funds for this amount and its fee',
}

export class BitcoinSendError extends PorticoError {
  override name = 'BitcoinSendError'
  declare readonly code: BitcoinSendErrorCode
  constructor(code: BitcoinSendErrorCode, details?: string) {
    super(BITCOIN_SEND_MESSAGES[code], { code, ...(details ? { details } : {}) })
  }
}
