/** The demo wallet page: status, pairing, proposals, sign-in requests, requests, sessions, accounts, history. */
import type { EvmChainConfig } from '../config/walletConfig.ts'
import type { WalletController } from '../controller/WalletController.ts'
import { AccountList } from './AccountList.tsx'
import { AuthRequestCard } from './AuthRequestCard.tsx'
import { Banner } from './Banner.tsx'
import { HistoryList } from './HistoryList.tsx'
import { PairForm } from './PairForm.tsx'
import { ProposalCard } from './ProposalCard.tsx'
import { RequestCard } from './RequestCard.tsx'
import { SessionCard } from './SessionCard.tsx'
import { StatusBar } from './StatusBar.tsx'
import { useWalletState } from './useWalletState.ts'

export function App({
  controller,
  chains,
}: {
  controller: WalletController
  chains: readonly EvmChainConfig[]
}) {
  const state = useWalletState(controller)
  return (
    <main>
      <h1>Portico demo wallet</h1>
      <StatusBar state={state} onAutoApprove={controller.setAutoApprove} />
      <Banner error={state.error} notice={state.notice} onDismiss={controller.dismissError} />
      <PairForm
        disabled={state.phase !== 'ready'}
        pairing={state.pairing}
        onPair={(uri) => controller.pair(uri)}
      />
      {state.proposals.map((proposal) => (
        <ProposalCard
          key={proposal.id}
          proposal={proposal}
          chains={chains}
          onApprove={() => controller.approveProposal(proposal.id)}
          onReject={() => controller.rejectProposal(proposal.id)}
        />
      ))}
      {state.authRequests.map((request) => (
        <AuthRequestCard
          key={request.id}
          request={request}
          chains={chains}
          onApprove={() => controller.approveAuthRequest(request.id)}
          onReject={() => controller.rejectAuthRequest(request.id)}
        />
      ))}
      {state.requests.map((request) => (
        <RequestCard
          key={request.id}
          request={request}
          chains={chains}
          onApprove={() => controller.approveRequest(request.id)}
          onReject={() => controller.rejectRequest(request.id)}
        />
      ))}
      <section aria-labelledby="sessions-title">
        <h2 id="sessions-title">Sessions</h2>
        {state.sessions.length ? (
          <ul className="sessions">
            {state.sessions.map((session) => (
              <SessionCard
                key={session.topic}
                session={session}
                chains={chains}
                onDisconnect={() => controller.disconnect(session.topic)}
                onSwitchChain={(chainId) => controller.switchChainFromUi(session.topic, chainId)}
              />
            ))}
          </ul>
        ) : (
          <p className="muted" data-testid="wallet-no-sessions">
            No dapp connected.
          </p>
        )}
      </section>
      <AccountList index={state.accountIndex} addresses={state.addresses} />
      <HistoryList history={state.history} />
    </main>
  )
}
