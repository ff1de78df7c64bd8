/**
 * WalletSend: token, amount and receiver; the Preview button says what is missing until the
 * send is valid (SPEC §5), including too little native balance for the fee.
 */
import { lazy, Suspense, useEffect } from 'react'
import { selectActiveAddress } from '../../features/account/accountSlice.ts'
import { selectSendIssue } from '../../features/send/sendSelectors.ts'
import { selectSend } from '../../features/send/sendSlice.ts'
import { estimateSendGas, prepareSend, previewSend } from '../../features/send/sendThunks.ts'
import { sendCatalog, withFeatureCatalog } from '../../i18n/featureCatalogs.ts'
import { useModalI18n } from '../../i18n/useModalI18n.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { selectActiveNamespace } from '../../store/networkSlice.ts'
import { SendAmountField } from './SendAmountField.tsx'
import { SendNotConnected } from './SendNotConnected.tsx'
import { SendReceiverField } from './SendReceiverField.tsx'

const AMOUNT_ISSUES = new Set(['INVALID_AMOUNT', 'TOO_MANY_DECIMALS', 'INSUFFICIENT_FUNDS'])

/** A Solana account's send has its own rules and wallet calls, in their own chunk. */
const SolanaForm = lazy(() => import('./solana/SolanaWalletSendView.tsx'))

function WalletSendViewBody() {
  const namespace = useAppSelector(selectActiveNamespace)
  if (namespace === 'solana')
    return (
      <Suspense fallback={null}>
        <SolanaForm />
      </Suspense>
    )
  return <EvmWalletSendView />
}

function EvmWalletSendView() {
  const dispatch = useAppDispatch()
  const { t } = useModalI18n()
  const address = useAppSelector(selectActiveAddress)
  const { token } = useAppSelector(selectSend)
  const issue = useAppSelector(selectSendIssue)

  // The balances are the account's: read again for another account.
  useEffect(() => {
    if (address) void dispatch(prepareSend())
  }, [dispatch, address])
  // The fee depends on the token (a native transfer or a contract call).
  const tokenKey = token ? `${token.chainId}:${token.address ?? token.symbol}` : undefined
  useEffect(() => {
    if (tokenKey) void dispatch(estimateSendGas())
  }, [dispatch, tokenKey])

  if (!address) return <SendNotConnected />
  return (
    <div className="portico-body">
      <SendAmountField invalid={issue !== undefined && AMOUNT_ISSUES.has(issue)} />
      <SendReceiverField invalid={issue === 'INVALID_RECEIVER'} />
      <button
        type="button"
        className="portico-button"
        data-testid="send-preview"
        disabled={issue !== undefined}
        onClick={() => dispatch(previewSend())}
      >
        {issue ? t(`send.issue.${issue}`) : t('send.preview')}
      </button>
    </div>
  )
}

/** WalletSendView, drawn once its texts (the send catalogue) have loaded. */
export const WalletSendView = withFeatureCatalog(sendCatalog, WalletSendViewBody)
