/** Relay connection status and the auto-approve switch. */
import {
  AUTO_APPROVE_MODES,
  type AutoApproveMode,
  type WalletState,
} from '../controller/walletState.ts'

const RELAY_TEXT: Record<WalletState['relay']['status'], string> = {
  idle: 'not connected yet (connects when you pair)',
  connecting: 'connecting…',
  connected: 'connected',
  disconnected: 'disconnected, retrying…',
  unreachable: 'unreachable, retrying…',
}

export function StatusBar({
  state,
  onAutoApprove,
}: {
  state: WalletState
  onAutoApprove: (mode: AutoApproveMode) => void
}) {
  const phase =
    state.phase === 'starting'
      ? 'Starting…'
      : state.phase === 'failed'
        ? 'Failed to start'
        : 'Ready'
  return (
    <div className="status-bar">
      <p
        data-testid="wallet-status"
        data-phase={state.phase}
        data-relay={state.relay.status}
        role="status"
        aria-live="polite"
      >
        <span className={`dot ${state.relay.status}`} aria-hidden="true" />
        {phase} · relay <code>{state.relay.url}</code>: {RELAY_TEXT[state.relay.status]}
      </p>
      <label>
        Auto-answer requests{' '}
        <select
          data-testid="wallet-auto-approve"
          value={state.autoApprove}
          onChange={(e) => onAutoApprove(e.target.value as AutoApproveMode)}
        >
          {AUTO_APPROVE_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {mode}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}
