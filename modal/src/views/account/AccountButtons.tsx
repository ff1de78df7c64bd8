/**
 * Account's actions: Send (EVM, Solana and Bitcoin accounts), Swap and Buy (EVM accounts) and Receive,
 * as the dapp's features allow (SPEC §1; `swaps` for Swap, `onramp` for Buy).
 */
import { SWAP_CHAIN_NAMESPACE } from '@portico/shared'
import { openBuy } from '../../features/onramp/onrampThunks.ts'
import { openSend } from '../../features/send/sendThunks.ts'
import { openSwap } from '../../features/swap/swapThunks.ts'
import { useModalI18n } from '../../i18n/useModalI18n.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { selectActiveCaipNetwork } from '../../store/networkSlice.ts'
import { selectFeatures } from '../../store/optionsSlice.ts'
import { pushView } from '../../store/routerSlice.ts'

/**
 * The chain families a send is built for: EVM, Solana's (features/send/solana) in the same view,
 * Bitcoin's in its own (views/send/bitcoin).
 */
const SEND_NAMESPACES: readonly string[] = ['eip155', 'solana', 'bip122']

export function AccountButtons() {
  const dispatch = useAppDispatch()
  const { t } = useModalI18n()
  const features = useAppSelector(selectFeatures)
  const network = useAppSelector(selectActiveCaipNetwork)
  const family = network?.chainNamespace
  const canSend = features.send && family !== undefined && SEND_NAMESPACES.includes(family)
  const canSwap = features.swaps && network?.chainNamespace === SWAP_CHAIN_NAMESPACE
  const canBuy = features.onramp && network?.chainNamespace === 'eip155'
  if (!canSend && !canSwap && !canBuy && !features.receive) return null
  return (
    <div className="portico-row portico-account-buttons">
      {canSend && (
        <button
          type="button"
          className="portico-button portico-button-secondary"
          data-testid="account-send"
          onClick={() =>
            family === 'bip122' ? dispatch(pushView('WalletSendBitcoin')) : dispatch(openSend())
          }
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
      {canBuy && (
        <button
          type="button"
          className="portico-button portico-button-secondary"
          data-testid="account-buy"
          onClick={() => dispatch(openBuy())}
        >
          {t('account.buy')}
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
