/**
 * The demo wallet's state as the page shows it and as the test hook returns it: plain JSON,
 * replaced (never mutated) on every change so React can compare by reference.
 */
import type { WalletAddresses } from '../walletconnect/walletNamespaces.ts'

export type AutoApproveMode = 'off' | 'approve' | 'reject'
export const AUTO_APPROVE_MODES: readonly AutoApproveMode[] = ['off', 'approve', 'reject']

/**
 * idle: no socket yet (the SDK connects on the first pairing); unreachable: pairing waited
 * RELAY_WAIT_MS without a connection (the SDK keeps retrying).
 */
export type RelayStatus = 'idle' | 'connecting' | 'connected' | 'disconnected' | 'unreachable'

export interface ProposalView {
  id: number
  name: string
  description: string
  url: string
  /** Only when it can be loaded without leaving the machine. */
  icon?: string
  chains: string[]
  methods: string[]
  expiresAt: number
  busy: boolean
}

/** A one-click sign-in request: connect and sign the message at once. */
export interface AuthRequestView {
  id: number
  name: string
  url: string
  icon?: string
  /** The requested chains the wallet signs for. */
  chains: string[]
  /** The first message's text (every chain's differs only in its Chain ID line). */
  message: string
  busy: boolean
}

export interface SessionView {
  topic: string
  peerName: string
  peerUrl: string
  accounts: string[]
  chains: string[]
  /** The EVM chain the dapp is on (CAIP-2), or the session's first chain. */
  activeChain: string | null
}

export interface RequestView {
  id: number
  topic: string
  peerName: string
  chainId: string
  method: string
  params: unknown
  /** Decoded message text, e.g. of personal_sign. */
  text?: string
  summary?: string
  receivedAt: number
  busy: boolean
}

export interface HistoryEntry {
  id: number
  method: string
  chainId: string
  outcome: 'approved' | 'rejected' | 'failed' | 'answered'
  result?: unknown
  error?: { code: number; message: string }
  /** From the request's arrival to the answer being sent. */
  ms: number
  at: number
}

export interface WalletState {
  phase: 'starting' | 'ready' | 'failed'
  relay: { url: string; status: RelayStatus }
  accountIndex: number
  addresses: WalletAddresses
  pairing: boolean
  proposals: ProposalView[]
  authRequests: AuthRequestView[]
  sessions: SessionView[]
  requests: RequestView[]
  /** Newest first, at most HISTORY_LIMIT. */
  history: HistoryEntry[]
  error: string | null
  notice: string | null
  autoApprove: AutoApproveMode
}

export const HISTORY_LIMIT = 50
