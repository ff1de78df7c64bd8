/** A connected dapp: its accounts, the active chain, chain switching and Disconnect. */
import type { EvmChainConfig } from '../config/walletConfig.ts'
import type { SessionView } from '../controller/walletState.ts'
import { chainName } from './chainNames.ts'

export function SessionCard({
  session,
  chains,
  onDisconnect,
  onSwitchChain,
}: {
  session: SessionView
  chains: readonly EvmChainConfig[]
  onDisconnect: () => void
  onSwitchChain: (chainId: number) => void
}) {
  const hasEvm = session.chains.some((c) => c.startsWith('eip155:'))
  return (
    <li className="card" data-testid="wallet-session" data-topic={session.topic}>
      <div className="row spread">
        <div>
          <strong data-testid="wallet-session-peer">{session.peerName}</strong>{' '}
          <span className="muted">{session.peerUrl}</span>
        </div>
        <button
          type="button"
          className="secondary"
          data-testid="wallet-disconnect"
          onClick={onDisconnect}
        >
          Disconnect
        </button>
      </div>
      <p>
        Active chain:{' '}
        <span data-testid="wallet-session-chain" data-chain={session.activeChain ?? ''}>
          {session.activeChain ? chainName(session.activeChain, chains) : 'none'}
        </span>
      </p>
      <ul className="accounts" data-testid="wallet-session-accounts">
        {session.accounts.map((account) => (
          <li key={account}>
            <code>{account}</code>
          </li>
        ))}
      </ul>
      {hasEvm && (
        <div className="row">
          {chains
            .filter((c) => `eip155:${c.id}` !== session.activeChain)
            .map((c) => (
              <button
                type="button"
                className="secondary"
                key={c.id}
                data-testid={`wallet-switch-chain-${c.id}`}
                onClick={() => onSwitchChain(c.id)}
              >
                Switch to {c.name}
              </button>
            ))}
        </div>
      )}
    </li>
  )
}
