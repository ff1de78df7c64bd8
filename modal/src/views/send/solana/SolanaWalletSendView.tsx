/**
 * WalletSend for a Solana account (the active namespace is Solana): the same token, amount and
 * receiver fields as the EVM form, with Solana's rules (SPEC §5: base58 addresses, the SOL for
 * the fee and a new token account's rent, the rent-exempt minimum). A form whose amount or
 * receiver is filled in but not valid says SPEC §5's 'Please enter a valid amount and receiver
 * address'. Loaded only when a Solana account opens WalletSend (its own chunk).
 */
import { errorCatalogue } from '@portico/shared'
import { useEffect } from 'react'
import { solanaSendInputError } from '../../../chains/solana/validateSolanaSend.ts'
import { selectActiveAddress } from '../../../features/account/accountSlice.ts'
import { selectSend } from '../../../features/send/sendSlice.ts'
import { prepareSend } from '../../../features/send/sendThunks.ts'
import { selectSolanaSendIssue } from '../../../features/send/solana/solanaSendSelectors.ts'
import {
  previewSolanaSend,
  quoteSolanaSend,
  setMaxSolanaAmount,
} from '../../../features/send/solana/solanaSendThunks.ts'
import { useModalI18n } from '../../../i18n/useModalI18n.ts'
import { useAppDispatch, useAppSelector } from '../../../store/hooks.ts'
import { SendAmountField } from '../SendAmountField.tsx'
import { SendNotConnected } from '../SendNotConnected.tsx'
import { SendReceiverField } from '../SendReceiverField.tsx'

const AMOUNT_ISSUES = new Set(['INVALID_AMOUNT', 'TOO_MANY_DECIMALS', 'INSUFFICIENT_FUNDS'])

/** Our choice: the quote waits for typing in the receiver field to pause this long. */
const QUOTE_DELAY_MS = 300

export default function SolanaWalletSendView() {
  const dispatch = useAppDispatch()
  const { t, errorText } = useModalI18n()
  const address = useAppSelector(selectActiveAddress)
  const { token, sendTokenAmount, receiverAddress } = useAppSelector(selectSend)
  const issue = useAppSelector(selectSolanaSendIssue)

  // The balances are the account's: read again for another account.
  useEffect(() => {
    if (address) void dispatch(prepareSend())
  }, [dispatch, address])
  // The cost depends on the token and the receiver (a token account to create, its lamports).
  const tokenKey = token ? `${token.chainId}:${token.address ?? token.symbol}` : undefined
  const receiver = receiverAddress?.trim() ?? ''
  // biome-ignore lint/correctness/useExhaustiveDependencies: another receiver is quoted again
  useEffect(() => {
    if (!tokenKey) return
    const timer = setTimeout(() => void dispatch(quoteSolanaSend()), QUOTE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [dispatch, tokenKey, receiver])

  if (!address) return <SendNotConnected />
  // Both fields filled in, one of them not valid: SPEC §5's text.
  const invalidInput =
    sendTokenAmount?.trim() && receiver && solanaSendInputError(issue) !== undefined
  return (
    <div className="portico-body">
      <SendAmountField
        invalid={issue !== undefined && AMOUNT_ISSUES.has(issue)}
        onMax={() => dispatch(setMaxSolanaAmount())}
      />
      <SendReceiverField invalid={issue === 'INVALID_RECEIVER'} />
      {invalidInput && (
        <p className="portico-error-text" role="alert" data-testid="send-invalid">
          {errorText(errorCatalogue.SOLANA_SEND_INVALID.message)}
        </p>
      )}
      <button
        type="button"
        className="portico-button"
        data-testid="send-preview"
        disabled={issue !== undefined}
        onClick={() => dispatch(previewSolanaSend())}
      >
        {issue ? t(`send.issue.${issue}`) : t('send.preview')}
      </button>
    </div>
  )
}
