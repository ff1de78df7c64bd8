/** Account's actions: Send (EVM accounts) and Receive, as the dapp's features allow (SPEC §1). */
import { selectActiveNetwork, selectFeatures } from '../../core/viewSelectors.ts'
import { useAppSelector } from '../../store/hooks.ts'
import { useCoreActions } from '../../ui/CoreActionsContext.ts'

export function AccountButtons() {
  const actions = useCoreActions()
  const features = useAppSelector(selectFeatures)
  const network = useAppSelector(selectActiveNetwork)
  const canSend = features.send && network?.chainNamespace === 'eip155'
  if (!canSend && !features.receive) return null
  return (
    <div className="portico-row portico-account-buttons">
      {canSend && (
        <button
          type="button"
          className="portico-button portico-button-secondary"
          data-testid="account-send"
          onClick={() => actions.send.open()}
        >
          Send
        </button>
      )}
      {features.receive && (
        <button
          type="button"
          className="portico-button portico-button-secondary"
          data-testid="account-receive"
          onClick={() => actions.push('WalletReceive')}
        >
          Receive
        </button>
      )}
    </div>
  )
}
