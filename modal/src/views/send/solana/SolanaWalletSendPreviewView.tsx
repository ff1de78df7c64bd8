/**
 * WalletSendPreview for a Solana account: what will be sent, from whom, to whom, on which
 * cluster and for what fee (the network fee, plus the rent of the receiver's token account when
 * the send creates it, in SOL and USD); Send has the connected wallet sign and send it. A
 * failure stays here with its reason (SPEC §8). Loaded only for a Solana send (its own chunk).
 */
import { truncateAddress } from '@portico/shared'
import { useEffect } from 'react'
import { selectActiveAccount } from '../../../features/account/accountSlice.ts'
import { selectSend } from '../../../features/send/sendSlice.ts'
import { cancelSendPreview } from '../../../features/send/sendThunks.ts'
import { findSolToken } from '../../../features/send/solana/solanaSendContext.ts'
import {
  selectSolanaSendCostLamports,
  selectSolanaSendIssue,
} from '../../../features/send/solana/solanaSendSelectors.ts'
import {
  quoteSolanaSend,
  sendSolanaTransaction,
} from '../../../features/send/solana/solanaSendThunks.ts'
import { formatTokenUnits } from '../../../features/send/tokenUnits.ts'
import { useModalI18n } from '../../../i18n/useModalI18n.ts'
import { useAppDispatch, useAppSelector } from '../../../store/hooks.ts'
import { selectActiveCaipNetwork } from '../../../store/networkSlice.ts'
import { SendNotConnected } from '../SendNotConnected.tsx'
import { formatFee, usdValueOf } from '../sendDisplay.ts'

export default function SolanaWalletSendPreviewView() {
  const dispatch = useAppDispatch()
  const format = useModalI18n()
  const { t, errorText } = format
  const send = useAppSelector(selectSend)
  const issue = useAppSelector(selectSolanaSendIssue)
  const cost = useAppSelector(selectSolanaSendCostLamports)
  const account = useAppSelector(selectActiveAccount)
  const network = useAppSelector(selectActiveCaipNetwork)

  // The cost of this very send, now that the receiver and amount are known.
  useEffect(() => {
    void dispatch(quoteSolanaSend())
  }, [dispatch])

  if (!account.address || !network || !send.token) return <SendNotConnected />
  const { token, sendTokenAmount = '', receiverAddress = '' } = send
  const sol = network.nativeCurrency
  const solPrice = findSolToken(
    send.tokenBalances.length ? send.tokenBalances : account.tokenBalance,
  )?.price
  const fee =
    cost !== undefined
      ? formatFee(
          format,
          cost.toString(),
          '1',
          sol,
          solPrice === undefined
            ? undefined
            : Number(formatTokenUnits(cost, sol.decimals)) * solPrice,
        )
      : send.error
        ? t('send.feeUnavailable')
        : t('send.estimating')
  const usd = usdValueOf(format, sendTokenAmount, token)
  const rows: [string, string, string][] = [
    [
      t('send.row.amount'),
      `${sendTokenAmount} ${token.symbol}${usd ? ` (${usd})` : ''}`,
      'send-preview-amount',
    ],
    [
      t('send.row.from'),
      account.profileName ?? truncateAddress(account.address),
      'send-preview-from',
    ],
    [t('send.row.to'), truncateAddress(receiverAddress.trim()), 'send-preview-receiver'],
    [t('send.row.network'), network.name, 'send-preview-network'],
    [t('send.row.fee'), fee, 'send-preview-fee'],
  ]
  return (
    <div className="portico-body">
      <dl className="portico-summary">
        {rows.map(([term, value, testId]) => (
          <div key={term} className="portico-summary-row">
            <dt className="portico-muted">{term}</dt>
            <dd data-testid={testId}>{value}</dd>
          </div>
        ))}
      </dl>
      {issue && <p className="portico-error-text">{t(`send.issue.${issue}`)}</p>}
      {send.error && (
        <p className="portico-error-text" role="alert" data-testid="send-error">
          {errorText(send.error.message)}
        </p>
      )}
      <div className="portico-row">
        <button
          type="button"
          className="portico-button portico-button-secondary portico-grow"
          data-testid="send-cancel"
          onClick={() => dispatch(cancelSendPreview())}
        >
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="portico-button portico-grow"
          data-testid="send-confirm"
          disabled={send.loading || issue !== undefined || cost === undefined}
          onClick={() => void dispatch(sendSolanaTransaction())}
        >
          {send.loading ? t('send.sending') : t('send.send')}
        </button>
      </div>
    </div>
  )
}
