/** Turns SDK structures into the plain views of walletState.ts. */
import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import { describeRequest } from '../requests/describeRequest.ts'
import { safeIconUrl } from '../walletconnect/safeIconUrl.ts'
import { requestedChains, requestedMethods } from '../walletconnect/walletNamespaces.ts'
import type { ProposalView, RequestView, SessionView } from './walletState.ts'

export function toProposalView(proposal: ProposalTypes.Struct): ProposalView {
  const metadata = proposal.proposer.metadata
  return {
    id: proposal.id,
    name: metadata.name || 'Unnamed dapp',
    description: metadata.description ?? '',
    url: metadata.url ?? '',
    icon: safeIconUrl(metadata.icons?.[0]),
    chains: requestedChains(proposal),
    methods: requestedMethods(proposal),
    expiresAt: (proposal.expiryTimestamp ?? 0) * 1000,
    busy: false,
  }
}

export function sessionChains(session: SessionTypes.Struct): string[] {
  const chains: string[] = []
  for (const ns of Object.values(session.namespaces)) {
    const listed = ns.chains ?? ns.accounts.map((a) => a.split(':').slice(0, 2).join(':'))
    for (const chain of listed) if (!chains.includes(chain)) chains.push(chain)
  }
  return chains
}

export function toSessionView(session: SessionTypes.Struct, activeChain?: string): SessionView {
  const chains = sessionChains(session)
  const firstEvm = chains.find((c) => c.startsWith('eip155:'))
  return {
    topic: session.topic,
    peerName: session.peer.metadata.name || 'Unnamed dapp',
    peerUrl: session.peer.metadata.url ?? '',
    accounts: Object.values(session.namespaces).flatMap((ns) => ns.accounts),
    chains,
    activeChain:
      activeChain && chains.includes(activeChain) ? activeChain : (firstEvm ?? chains[0] ?? null),
  }
}

export function toRequestView(
  event: {
    id: number
    topic: string
    params: { chainId: string; request: { method: string; params: unknown } }
  },
  peerName: string,
  receivedAt: number,
): RequestView {
  const { method, params } = event.params.request
  return {
    id: event.id,
    topic: event.topic,
    peerName,
    chainId: event.params.chainId,
    method,
    params,
    ...describeRequest(method, params),
    receivedAt,
    busy: false,
  }
}
