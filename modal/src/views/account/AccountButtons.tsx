/**
 * Account's actions: Send and Swap (EVM accounts) and Receive, as the dapp's features allow
 * (SPEC §1; `swaps` for Swap).
 */
import { SWAP_CHAIN_NAMESPACE } from '@portico/shared'
import { openSend } from '../../features/send/sendThunks.ts'
import { openSwap } from '../../features/swap/swapThunks.ts'
import { useModalI18n } from '../../i18n/useModalI18n.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { selectActiveCaipNetwork } from '../../store/networkSlice.ts'
import { selectFeatures } from '../../store/optionsSlice.ts'
import { pushView } from '../../store/routerSlice.ts'

export function AccountButtons() {
  const dispatch = useAppDispatch()
  const { t } = useModalI18n()
  const features = useAppSelector(selectFeatures)
  const network = useAppSelector(selectActiveCaipNetwork)
  const canSend = features.send && network?.chainNamespace === 'eip155'
  const canSwap = features.swaps && network?.chainNamespace === SWAP_CHAIN_NAMESPACE
  if (!canSend && !canSwap && !features.receive) return null
  return (
    <div className="portico-row portico-account-buttons">
      {canSend && (
        <button
          type="button"
          className="portico-button portico-button-secondary"
          data-testid="account-send"
          onClick={() => dispatch(openSend())}
        >
          {t('account.send')}
        </button>
      )}
      {canSwap && (
        <button
          type="button"
          className="portico-button portico-button-secondary"
          data-testid="account-swap"
          onClick={() => dispatch(openSwap())}
        >
          {t('account.swap')}
        </button>
      )}
      {features.receive && (
        <button
          type="button"
          className="portico-button portico-button-secondary"
          data-testid="account-receive"
          onClick={() => dispatch(pushView('WalletReceive'))}
        >
          {t('account.receive')}
        </button>
      )}
    </div>
  )
}
