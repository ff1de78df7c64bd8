/** A dapp's one-click sign-in: who asks, on which chains, the message to sign; Approve / Reject. */
import type { EvmChainConfig } from '../config/walletConfig.ts'
import type { AuthRequestView } from '../controller/walletState.ts'
import { chainName } from './chainNames.ts'

export function AuthRequestCard({
  request,
  chains,
  onApprove,
  onReject,
}: {
  request: AuthRequestView
  chains: readonly EvmChainConfig[]
  onApprove: () => void
  onReject: () => void
}) {
  return (
    <section className="card" data-testid="wallet-auth-request" data-auth-request-id={request.id}>
      <h2>Sign-in request</h2>
      <div className="peer">
        {request.icon && <img src={request.icon} alt="" width={40} height={40} />}
        <div>
          <strong data-testid="wallet-auth-request-name">{request.name}</strong>
          <div className="muted">{request.url}</div>
        </div>
      </div>
      <dl>
        <dt>Chains</dt>
        <dd data-testid="wallet-auth-request-chains">
          {request.chains.map((c) => `${chainName(c, chains)} (${c})`).join(', ')}
        </dd>
        <dt>Message</dt>
        <dd>
          <pre data-testid="wallet-auth-request-message">{request.message}</pre>
        </dd>
      </dl>
      <div className="row">
        <button
          type="button"
          data-testid="wallet-approve-auth"
          disabled={request.busy}
          onClick={onApprove}
        >
          Connect and sign in
        </button>
        <button
          type="button"
          className="secondary"
          data-testid="wallet-reject-auth"
          disabled={request.busy}
          onClick={onReject}
        >
          Reject
        </button>
      </div>
    </section>
  )
}
