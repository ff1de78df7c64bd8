/**
 * The send flow's texts, in one table (SPEC §8 gives the snackbars; these are the form's and
 * the preview's own). Catalogue texts (node errors, 'Something went wrong', 'Transaction
 * started') come from shared's errorCatalogue and noticeCatalogue.
 */
import type { SendIssue } from './validateSend.ts'

/** Why the Preview button is disabled. */
export const sendIssueMessages: Record<SendIssue, string> = {
  SELECT_TOKEN: 'Select a token',
  ENTER_AMOUNT: 'Enter an amount',
  INVALID_AMOUNT: 'Enter an amount above 0',
  TOO_MANY_DECIMALS: 'Too many decimals for this token',
  INSUFFICIENT_FUNDS: 'Insufficient funds',
  ENTER_RECEIVER: 'Add the receiver address',
  INVALID_RECEIVER: 'Invalid address',
  INSUFFICIENT_GAS: 'Insufficient gas funds',
}

export const sendTexts = {
  preview: 'Preview send',
  send: 'Send',
  sending: 'Sending…',
  estimating: 'Estimating…',
  feeUnavailable: 'Unavailable',
  userRejected: 'The wallet declined the transaction',
  noWallet: 'No wallet is connected',
  transferRefused: 'The token did not confirm the transfer',
  invalidHash: 'The wallet did not return a transaction hash',
} as const
