/** One request from a connected dapp: method, chain, what is signed, params; Approve / Reject. */
import type { EvmChainConfig } from '../config/walletConfig.ts'
import type { RequestView } from '../controller/walletState.ts'
import { chainName } from './chainNames.ts'

export function RequestCard({
  request,
  chains,
  onApprove,
  onReject,
}: {
  request: RequestView
  chains: readonly EvmChainConfig[]
  onApprove: () => void
  onReject: () => void
}) {
  return (
    <section
      className="card"
      data-testid="wallet-request"
      data-request-id={request.id}
      data-method={request.method}
    >
      <h2>
        <code data-testid="wallet-request-method">{request.method}</code>
      </h2>
      <p className="muted">
        from {request.peerName} on{' '}
        <span data-testid="wallet-request-chain">
          {chainName(request.chainId, chains)} ({request.chainId})
        </span>
      </p>
      {request.summary && <p data-testid="wallet-request-summary">{request.summary}</p>}
      {request.text !== undefined && (
        <blockquote data-testid="wallet-request-text">{request.text}</blockquote>
      )}
      <details>
        <summary>Parameters</summary>
        <pre data-testid="wallet-request-params">{JSON.stringify(request.params, null, 2)}</pre>
      </details>
      <div className="row">
        <button
          type="button"
          data-testid="wallet-approve-request"
          disabled={request.busy}
          onClick={onApprove}
        >
          {request.busy ? 'Working…' : 'Approve'}
        </button>
        <button
          type="button"
          className="secondary"
          data-testid="wallet-reject-request"
          disabled={request.busy}
          onClick={onReject}
        >
          Reject
        </button>
      </div>
    </section>
  )
}
