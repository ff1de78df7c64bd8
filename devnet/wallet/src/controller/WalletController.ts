/**
 * The demo wallet's brain: owns the WalletKit client, turns its events into WalletState, and
 * carries out what the user (or the auto-approve test hook) decides. The UI only reads the
 * state and calls these methods.
 */

import type { WalletKitTypes } from '@reown/walletkit'
import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'
import {
  type BitcoinWallet,
  createBitcoinWallet,
} from '../../../src/bitcoin/wallet/bitcoinWallet.ts'
import { regtestNodeClient } from '../../../src/bitcoin/wallet/regtestNodeClient.ts'
import type { WalletAccounts } from '../accounts/deriveWalletAccounts.ts'
import type { WalletConfig } from '../config/walletConfig.ts'
import { handleWalletRequest, isSupportedMethod } from '../requests/handleWalletRequest.ts'
import { toRpcError, USER_REJECTED, unsupportedMethod } from '../requests/walletRpcError.ts'
import type { WalletKitClient } from '../walletconnect/createWalletKit.ts'
import { parsePairingUri } from '../walletconnect/parsePairingUri.ts'
import { safeIconUrl } from '../walletconnect/safeIconUrl.ts'
import {
  type AuthMessage,
  authMessages,
  signAuthMessages,
} from '../walletconnect/sessionAuthenticate.ts'
import {
  buildSessionNamespaces,
  buildSupportedNamespaces,
  SILENT_METHODS,
  type SupportedNamespaces,
  WALLET_METHODS,
} from '../walletconnect/walletNamespaces.ts'
import { toProposalView, toRequestView, toSessionView } from './views.ts'
import {
  type AuthRequestView,
  type AutoApproveMode,
  HISTORY_LIMIT,
  type HistoryEntry,
  type RequestView,
  type WalletState,
} from './walletState.ts'

/** How long pairing may wait for the relay before the page says it cannot reach it. */
const RELAY_WAIT_MS = 10_000

type Listener = () => void

export class WalletController {
  private state: WalletState
  private readonly listeners = new Set<Listener>()
  private readonly proposals = new Map<number, ProposalTypes.Struct>()
  /** One-click sign-in requests: the messages to sign for each. */
  private readonly authRequests = new Map<number, AuthMessage[]>()
  private readonly oneClickAuth: boolean
  private readonly activeChains = new Map<string, string>()
  private readonly supported: SupportedNamespaces
  private walletKit: WalletKitClient | null = null

  private readonly config: WalletConfig
  private readonly accounts: WalletAccounts
  private readonly bitcoinRegtest: { caip2: string; wallet: BitcoinWallet } | undefined

  constructor(
    config: WalletConfig,
    accounts: WalletAccounts,
    autoApprove: AutoApproveMode = 'off',
    oneClickAuth = true,
  ) {
    this.config = config
    this.oneClickAuth = oneClickAuth
    this.accounts = accounts
    const addresses = {
      evm: accounts.evm.address,
      solana: accounts.solana.address,
      polkadot: accounts.polkadot.address,
      bitcoin: accounts.bitcoin.address,
    }
    this.bitcoinRegtest = config.bitcoin
      ? {
          caip2: config.bitcoin.caip2,
          wallet: createBitcoinWallet(
            config.mnemonic,
            accounts.index,
            regtestNodeClient(config.bitcoin.nodeUrl),
          ),
        }
      : undefined
    this.supported = buildSupportedNamespaces(
      addresses,
      config.chains.map((c) => c.id),
      config.solana?.chains ?? [],
      this.bitcoinRegtest && {
        caip2: this.bitcoinRegtest.caip2,
        address: this.bitcoinRegtest.wallet.keys.payment.address,
      },
    )
    this.state = {
      phase: 'starting',
      relay: { url: config.relayUrl, status: 'idle' },
      accountIndex: accounts.index,
      addresses,
      pairing: false,
      proposals: [],
      authRequests: [],
      sessions: [],
      requests: [],
      history: [],
      error: null,
      notice: null,
      autoApprove,
    }
  }

  getState = (): WalletState => this.state

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private update(change: Partial<WalletState> | ((s: WalletState) => Partial<WalletState>)) {
    const patch = typeof change === 'function' ? change(this.state) : change
    this.state = { ...this.state, ...patch }
    for (const listener of this.listeners) listener()
  }

  private fail(message: string) {
    this.update({ error: message, notice: null })
  }

  /** Wires the SDK's events, then shows the sessions, proposals and requests it kept. */
  async start(createClient: () => Promise<WalletKitClient>): Promise<void> {
    try {
      const walletKit = await createClient()
      this.walletKit = walletKit
      const relayer = walletKit.core.relayer
      relayer.on('relayer_connect', () => this.setRelay('connected'))
      relayer.on('relayer_disconnect', () => this.setRelay('disconnected'))
      relayer.on('relayer_error', (error: unknown) => this.fail(`Relay error: ${messageOf(error)}`))
      walletKit.on('session_proposal', (event) => this.onProposal(event.params))
      // Listening is what tells the SDK the wallet answers one-click sign-in: without it, the
      // dapp's proposal sent beside the request comes as session_proposal instead.
      if (this.oneClickAuth)
        walletKit.on('session_authenticate', (event) => this.onAuthRequest(event))
      walletKit.on('session_request', (event) => void this.onRequest(event))
      walletKit.on('session_delete', ({ topic }) => this.onSessionGone(topic))
      walletKit.on('proposal_expire', ({ id }) => this.dropProposal(id, 'The proposal expired.'))
      walletKit.on('session_request_expire', ({ id }) => this.dropRequest(id))
      for (const proposal of Object.values(walletKit.getPendingSessionProposals()))
        this.onProposal(proposal)
      this.refreshSessions()
      this.update({ phase: 'ready' })
      if (relayer.connected) this.setRelay('connected')
      for (const pending of walletKit.getPendingSessionRequests())
        void this.onRequest({ id: pending.id, topic: pending.topic, params: pending.params })
    } catch (error) {
      this.update({ phase: 'failed' })
      this.fail(`The wallet could not start: ${messageOf(error)}`)
    }
  }

  private setRelay(status: WalletState['relay']['status']) {
    this.update((s) => ({ relay: { ...s.relay, status } }))
  }

  setAutoApprove = (mode: AutoApproveMode) => this.update({ autoApprove: mode })

  dismissError = () => this.update({ error: null })

  /** Pairs with a dapp from its `wc:` URI; a bad URI only sets the error. */
  async pair(input: string): Promise<boolean> {
    const check = parsePairingUri(input)
    if (!check.ok) {
      this.fail(check.error)
      return false
    }
    const walletKit = this.walletKit
    if (!walletKit) {
      this.fail('The wallet is not ready yet.')
      return false
    }
    this.update((s) => ({
      pairing: true,
      error: null,
      notice: 'Pairing…',
      relay: s.relay.status === 'connected' ? s.relay : { ...s.relay, status: 'connecting' },
    }))
    const slow = setTimeout(() => {
      if (!this.state.pairing || this.state.relay.status === 'connected') return
      this.setRelay('unreachable')
      this.fail(
        `Cannot reach the relay at ${this.config.relayUrl} (no answer after ${RELAY_WAIT_MS / 1000} s). Is it running?`,
      )
    }, RELAY_WAIT_MS)
    try {
      await walletKit.pair({ uri: check.uri })
      this.update((s) => ({
        notice: s.proposals.length ? s.notice : 'Paired: waiting for the dapp’s proposal…',
      }))
      return true
    } catch (error) {
      this.fail(`Pairing failed: ${messageOf(error)}`)
      return false
    } finally {
      clearTimeout(slow)
      this.update({ pairing: false })
    }
  }

  private onProposal(proposal: ProposalTypes.Struct) {
    this.proposals.set(proposal.id, proposal)
    const view = toProposalView(proposal)
    this.update((s) => ({
      proposals: [...s.proposals.filter((p) => p.id !== proposal.id), view],
      notice: `${view.name} asks to connect.`,
    }))
  }

  private dropProposal(id: number, notice?: string) {
    this.proposals.delete(id)
    this.update((s) => ({
      proposals: s.proposals.filter((p) => p.id !== id),
      ...(notice ? { notice } : {}),
    }))
  }

  private markProposal(id: number, busy: boolean) {
    this.update((s) => ({ proposals: s.proposals.map((p) => (p.id === id ? { ...p, busy } : p)) }))
  }

  async approveProposal(id: number): Promise<void> {
    const proposal = this.proposals.get(id)
    const walletKit = this.walletKit
    if (!proposal || !walletKit) return
    let namespaces: SessionTypes.Namespaces
    try {
      namespaces = buildSessionNamespaces(proposal, this.supported)
    } catch (error) {
      this.fail(messageOf(error))
      return
    }
    this.markProposal(id, true)
    try {
      const session = await walletKit.approveSession({ id, namespaces })
      this.dropProposal(id, `Connected to ${session.peer.metadata.name || 'the dapp'}.`)
      this.refreshSessions()
    } catch (error) {
      this.markProposal(id, false)
      this.fail(`Could not approve the session: ${messageOf(error)}`)
      if (!walletKit.getPendingSessionProposals()[id]) this.dropProposal(id)
    }
  }

  async rejectProposal(id: number): Promise<void> {
    const walletKit = this.walletKit
    if (!walletKit || !this.proposals.has(id)) return
    this.markProposal(id, true)
    try {
      await walletKit.rejectSession({ id, reason: getSdkError('USER_REJECTED') })
      this.dropProposal(id, 'Connection request rejected.')
    } catch (error) {
      this.markProposal(id, false)
      this.fail(`Could not reject the session: ${messageOf(error)}`)
      if (!walletKit.getPendingSessionProposals()[id]) this.dropProposal(id)
    }
  }

  private onAuthRequest(event: WalletKitTypes.SessionAuthenticate) {
    const { id, params } = event
    const metadata = params.requester.metadata
    const messages = authMessages(params.authPayload, {
      chains: this.config.chains.map((c) => `eip155:${c.id}`),
      methods: [...WALLET_METHODS.eip155],
      address: this.accounts.evm.address,
    })
    const [first] = messages
    if (!first) {
      void this.walletKit
        ?.rejectSessionAuthenticate({ id, reason: getSdkError('UNSUPPORTED_CHAINS') })
        .catch(() => {})
      this.update({
        notice: `${metadata.name || 'A dapp'} asked to sign in on chains this wallet lacks.`,
      })
      return
    }
    this.authRequests.set(id, messages)
    const view: AuthRequestView = {
      id,
      name: metadata.name || 'Unnamed dapp',
      url: metadata.url ?? '',
      icon: safeIconUrl(metadata.icons?.[0]),
      chains: messages.map((m) => m.chainId),
      message: first.text,
      busy: false,
    }
    this.update((s) => ({
      authRequests: [...s.authRequests.filter((r) => r.id !== id), view],
      notice: `${view.name} asks you to sign in.`,
    }))
  }

  private dropAuthRequest(id: number, notice: string) {
    this.authRequests.delete(id)
    this.update((s) => ({ authRequests: s.authRequests.filter((r) => r.id !== id), notice }))
  }

  private markAuthRequest(id: number, busy: boolean) {
    this.update((s) => ({
      authRequests: s.authRequests.map((r) => (r.id === id ? { ...r, busy } : r)),
    }))
  }

  /** Signs every message and answers with their CACAOs: connected and signed in at once. */
  async approveAuthRequest(id: number): Promise<void> {
    const messages = this.authRequests.get(id)
    const walletKit = this.walletKit
    if (!messages || !walletKit) return
    this.markAuthRequest(id, true)
    try {
      const auths = await signAuthMessages(this.accounts.evm, messages)
      const { session } = await walletKit.approveSessionAuthenticate({ id, auths })
      this.dropAuthRequest(id, `Signed in to ${session?.peer.metadata.name || 'the dapp'}.`)
      this.refreshSessions()
    } catch (error) {
      this.markAuthRequest(id, false)
      this.fail(`Could not sign in: ${messageOf(error)}`)
    }
  }

  async rejectAuthRequest(id: number): Promise<void> {
    const walletKit = this.walletKit
    if (!walletKit || !this.authRequests.has(id)) return
    this.markAuthRequest(id, true)
    try {
      await walletKit.rejectSessionAuthenticate({ id, reason: getSdkError('USER_REJECTED') })
      this.dropAuthRequest(id, 'Sign-in request rejected.')
    } catch (error) {
      this.markAuthRequest(id, false)
      this.fail(`Could not reject the sign-in: ${messageOf(error)}`)
    }
  }

  private refreshSessions() {
    const sessions = Object.values(this.walletKit?.getActiveSessions() ?? {})
    this.update({
      sessions: sessions.map((session) =>
        toSessionView(session, this.activeChains.get(session.topic)),
      ),
    })
  }

  private onSessionGone(topic: string) {
    this.activeChains.delete(topic)
    this.refreshSessions()
    this.update((s) => ({
      requests: s.requests.filter((r) => r.topic !== topic),
      notice: 'The dapp ended the session.',
    }))
  }

  async disconnect(topic: string): Promise<void> {
    const walletKit = this.walletKit
    if (!walletKit) return
    try {
      await walletKit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })
      this.activeChains.delete(topic)
      this.update((s) => ({
        requests: s.requests.filter((r) => r.topic !== topic),
        notice: 'Disconnected.',
      }))
    } catch (error) {
      this.fail(`Could not disconnect: ${messageOf(error)}`)
    }
    this.refreshSessions()
  }

  /**
   * Makes `chainId` the session's EVM chain and emits chainChanged. A configured chain the
   * session does not have yet is added with updateSession first. Its acknowledgement is not
   * awaited: the SDK can miss an early one and hang for minutes (relay doc §5.6).
   */
  async switchChain(topic: string, chainId: number): Promise<void> {
    const walletKit = this.walletKit
    const session = walletKit?.getActiveSessions()[topic]
    const evm = session?.namespaces.eip155
    if (!walletKit || !session || !evm) throw new Error('This session has no EVM chains.')
    const caip = `eip155:${chainId}`
    if (!this.config.chains.some((c) => c.id === chainId))
      throw new Error(`Chain ${chainId} is not configured in this wallet.`)
    const chains = evm.chains ?? []
    if (!chains.includes(caip)) {
      const namespaces = {
        ...session.namespaces,
        eip155: {
          ...evm,
          chains: [...chains, caip],
          accounts: [...evm.accounts, `${caip}:${this.accounts.evm.address}`],
        },
      }
      await walletKit.updateSession({ topic, namespaces })
    }
    if (evm.events.includes('chainChanged'))
      await walletKit.emitSessionEvent({
        topic,
        event: { name: 'chainChanged', data: chainId },
        chainId: caip,
      })
    this.activeChains.set(topic, caip)
    this.refreshSessions()
  }

  /** The "Switch to <chain>" button. */
  async switchChainFromUi(topic: string, chainId: number): Promise<void> {
    try {
      await this.switchChain(topic, chainId)
      this.update({ notice: `Switched to chain ${chainId}.`, error: null })
    } catch (error) {
      this.fail(`Could not switch chains: ${messageOf(error)}`)
    }
  }

  private async onRequest(event: {
    id: number
    topic: string
    params: WalletKitTypes.SessionRequest['params']
  }) {
    const session = this.walletKit?.getActiveSessions()[event.topic]
    const view = toRequestView(event, session?.peer.metadata.name ?? 'Unknown dapp', Date.now())
    if (view.chainId.startsWith('eip155:') && session)
      this.activeChains.set(event.topic, view.chainId)
    if (this.state.requests.some((r) => r.id === view.id)) return
    if (!isSupportedMethod(view.chainId, view.method)) {
      await this.answer(view, 'failed', { error: toRpcError(unsupportedMethod()) })
      return
    }
    if (SILENT_METHODS.includes(view.method)) {
      await this.execute(view, 'answered')
      return
    }
    this.update((s) => ({ requests: [...s.requests, view] }))
    if (this.state.autoApprove === 'approve') await this.approveRequest(view.id)
    else if (this.state.autoApprove === 'reject') await this.rejectRequest(view.id)
  }

  private dropRequest(id: number) {
    this.update((s) => ({ requests: s.requests.filter((r) => r.id !== id) }))
  }

  async approveRequest(id: number): Promise<void> {
    const request = this.state.requests.find((r) => r.id === id)
    if (!request || request.busy) return
    this.update((s) => ({
      requests: s.requests.map((r) => (r.id === id ? { ...r, busy: true } : r)),
    }))
    await this.execute(request, 'approved')
  }

  async rejectRequest(id: number): Promise<void> {
    const request = this.state.requests.find((r) => r.id === id)
    if (!request || request.busy) return
    await this.answer(request, 'rejected', { error: { ...USER_REJECTED } })
  }

  private async execute(request: RequestView, outcome: 'approved' | 'answered') {
    let answer: { result: unknown } | { error: { code: number; message: string } }
    try {
      const result = await handleWalletRequest(
        {
          accounts: this.accounts,
          chains: this.config.chains,
          switchChain: (chainId) => this.switchChain(request.topic, chainId),
          bitcoinRegtest: this.bitcoinRegtest,
        },
        {
          id: request.id,
          chainId: request.chainId,
          method: request.method,
          params: request.params,
        },
      )
      answer = { result }
    } catch (error) {
      answer = { error: toRpcError(error) }
    }
    await this.answer(request, 'error' in answer ? 'failed' : outcome, answer)
  }

  private async answer(
    request: RequestView,
    outcome: HistoryEntry['outcome'],
    answer: { result: unknown } | { error: { code: number; message: string } },
  ) {
    const entry: HistoryEntry = {
      id: request.id,
      method: request.method,
      chainId: request.chainId,
      outcome,
      ...answer,
      ms: 0,
      at: Date.now(),
    }
    try {
      await this.walletKit?.respondSessionRequest({
        topic: request.topic,
        response: { id: request.id, jsonrpc: '2.0', ...answer },
      })
      entry.ms = Date.now() - request.receivedAt
    } catch (error) {
      this.fail(`Could not answer ${request.method}: ${messageOf(error)}`)
    }
    this.update((s) => ({
      requests: s.requests.filter((r) => r.id !== request.id),
      history: [entry, ...s.history].slice(0, HISTORY_LIMIT),
      ...(outcome === 'failed' && 'error' in answer
        ? { error: `${request.method} failed: ${answer.error.message}` }
        : {}),
    }))
  }
}

function messageOf(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error) return String(error.message)
  return String(error)
}
