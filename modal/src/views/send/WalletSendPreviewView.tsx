/**
 * WalletSendPreview: what will be sent, from whom, to whom, on which network and for what fee;
 * Send hands the transaction to the wallet. A failure stays here with its reason (SPEC §8).
 */
import { truncateAddress } from '@portico/shared'
import { lazy, Suspense, useEffect } from 'react'
import { selectActiveAccount } from '../../features/account/accountSlice.ts'
import { selectSendIssue } from '../../features/send/sendSelectors.ts'
import { selectSend } from '../../features/send/sendSlice.ts'
import {
  cancelSendPreview,
  estimateSendGas,
  sendTransaction,
} from '../../features/send/sendThunks.ts'
import { sendCatalog, withFeatureCatalog } from '../../i18n/featureCatalogs.ts'
import { useModalI18n } from '../../i18n/useModalI18n.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { selectActiveCaipNetwork, selectActiveNamespace } from '../../store/networkSlice.ts'
import { SendNotConnected } from './SendNotConnected.tsx'
import { formatFee, usdValueOf } from './sendDisplay.ts'

/** A Solana account's send has its own rules and wallet calls, in their own chunk. */
const SolanaPreview = lazy(() => import('./solana/SolanaWalletSendPreviewView.tsx'))

function WalletSendPreviewViewBody() {
  const namespace = useAppSelector(selectActiveNamespace)
  if (namespace === 'solana')
    return (
      <Suspense fallback={null}>
        <SolanaPreview />
      </Suspense>
    )
  return <EvmWalletSendPreviewView />
}

function EvmWalletSendPreviewView() {
  const dispatch = useAppDispatch()
  const format = useModalI18n()
  const { t, errorText } = format
  const send = useAppSelector(selectSend)
  const issue = useAppSelector(selectSendIssue)
  const account = useAppSelector(selectActiveAccount)
  const network = useAppSelector(selectActiveCaipNetwork)

  // The fee of this very send, now that the receiver and amount are known.
  useEffect(() => {
    void dispatch(estimateSendGas())
  }, [dispatch])

  if (!account.address || !network || !send.token) return <SendNotConnected />
  const { token, sendTokenAmount = '', receiverAddress = '' } = send
  const fee =
    send.gas && send.gasPrice
      ? formatFee(format, send.gas, send.gasPrice, network.nativeCurrency, send.gasPriceInUSD)
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
    [
      t('send.row.to'),
      send.receiverProfileName ?? truncateAddress(receiverAddress),
      'send-preview-receiver',
    ],
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
          disabled={send.loading || issue !== undefined}
          onClick={() => void dispatch(sendTransaction())}
        >
          {send.loading ? t('send.sending') : t('send.send')}
        </button>
      </div>
    </div>
  )
}

/** WalletSendPreviewView, drawn once its texts (the send catalogue) have loaded. */
export const WalletSendPreviewView = withFeatureCatalog(sendCatalog, WalletSendPreviewViewBody)
