/**
 * What the user is told about a failed estimate or send: the wallet's refusal, a chain node's
 * error as its SPEC §8 message, or our own error's text. The snackbar says 'Something went
 * wrong' either way; this is the reason the preview shows and SEND_ERROR carries.
 */
import { errorCatalogue, getNodeErrorCode, PorticoError } from '@portico/shared'
import { WALLET_ERROR_USER_REJECTED, walletErrorCodes } from '../../chains/evm/evmWalletCalls.ts'
import { sendTexts } from './sendMessages.ts'

export interface SendFailure {
  code: string
  message: string
}

export function describeSendFailure(error: unknown): SendFailure {
  if (walletErrorCodes(error).includes(WALLET_ERROR_USER_REJECTED))
    return { code: 'USER_REJECTED', message: sendTexts.userRejected }
  const nodeCode = getNodeErrorCode(error)
  if (nodeCode !== 'UNKNOWN_NODE_ERROR')
    return { code: nodeCode, message: errorCatalogue[nodeCode].message }
  if (error instanceof PorticoError) return { code: error.code, message: error.shortMessage }
  return { code: nodeCode, message: errorCatalogue.UNKNOWN_NODE_ERROR.message }
}
