/**
 * What the user is told about a failed Solana quote or send: the wallet's refusal, our own
 * error's text, or SPEC §8's 'Failed to send transaction. Please try again.' for anything else
 * (a cluster's or wallet's error text is not shown: it is not written for users).
 */
import { errorCatalogue, PorticoError } from '@portico/shared'
import { WALLET_ERROR_USER_REJECTED, walletErrorCodes } from '../../../chains/evm/evmWalletCalls.ts'
import type { SendFailure } from '../describeSendFailure.ts'
import { sendTexts } from '../sendMessages.ts'

export function describeSolanaSendFailure(error: unknown): SendFailure {
  if (walletErrorCodes(error).includes(WALLET_ERROR_USER_REJECTED))
    return { code: 'USER_REJECTED', message: sendTexts.userRejected }
  if (error instanceof PorticoError) return { code: error.code, message: error.shortMessage }
  return { code: 'SOLANA_SEND_FAILED', message: errorCatalogue.SOLANA_SEND_FAILED.message }
}
