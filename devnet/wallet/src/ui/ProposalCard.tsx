/** A dapp's connection request: who asks, for which chains and methods; Approve / Reject. */
import type { EvmChainConfig } from '../config/walletConfig.ts'
import type { ProposalView } from '../controller/walletState.ts'
import { chainName } from './chainNames.ts'

export function ProposalCard({
  proposal,
  chains,
  onApprove,
  onReject,
}: {
  proposal: ProposalView
  chains: readonly EvmChainConfig[]
  onApprove: () => void
  onReject: () => void
}) {
  return (
    <section className="card" data-testid="wallet-proposal" data-proposal-id={proposal.id}>
      <h2>Connection request</h2>
      <div className="peer">
        {proposal.icon && <img src={proposal.icon} alt="" width={40} height={40} />}
        <div>
          <strong data-testid="wallet-proposal-name">{proposal.name}</strong>
          <div className="muted">{proposal.url}</div>
          {proposal.description && <div className="muted">{proposal.description}</div>}
        </div>
      </div>
      <dl>
        <dt>Chains</dt>
        <dd data-testid="wallet-proposal-chains">
          {proposal.chains.map((c) => `${chainName(c, chains)} (${c})`).join(', ') || 'none'}
        </dd>
        <dt>Methods</dt>
        <dd data-testid="wallet-proposal-methods">{proposal.methods.join(', ') || 'none'}</dd>
      </dl>
      <div className="row">
        <button
          type="button"
          data-testid="wallet-approve-session"
          disabled={proposal.busy}
          onClick={onApprove}
        >
          Approve
        </button>
        <button
          type="button"
          className="secondary"
          data-testid="wallet-reject-session"
          disabled={proposal.busy}
          onClick={onReject}
        >
          Reject
        </button>
      </div>
    </section>
  )
}
