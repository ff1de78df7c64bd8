/**
 * The WalletConnect connection (SPEC §4 "Connection status", "Pairing", "Wallet session"):
 * pairing with its reuse and retry rules, the session's EVM account reported to the same sink as
 * the other connectors, the wallet's session_delete / session_update / accountsChanged /
 * chainChanged, network switches, restore after a reload and disconnect. The pairing URI and the
 * connection status land in the connection slice, where the ConnectingWalletConnect views read
 * them.
 *
 * On intent (the pointer or keyboard focus on a row whose click pairs, walletConnectIntent.ts)
 * the SDK loads and a pairing is created ahead, so that the click shows its QR code at once. That
 * URI stays here, out of the store, until a click claims it (it is shown once, as the click's
 * own); the modal closing first drops it and deletes its pairing, so it is never shown later.
 */
import {
  type CaipNetworkId,
  type ChainNamespace,
  PAIRING_LIFETIME_MS,
  type PorticoStorage,
} from '@portico/shared'
import type { CaipNetwork } from '../../chains/CaipNetwork.ts'
import { caipAddressOf, evmNetworkFor } from '../../chains/evm/evmNetworkFor.ts'
import {
  clearWcUri,
  resetWcConnection,
  setConnectionStatus,
  setWcError,
  setWcUri,
} from '../../store/connectionSlice.ts'
import type { PorticoStore } from '../../store/createPorticoStore.ts'
import type { EvmConnectionSink } from '../evmConnectionSink.ts'
import type { Eip1193Provider, InjectedWallet } from '../injected/eip6963.ts'
import { nativeBalanceRefresher } from '../refreshNativeBalance.ts'
import type { UniversalProvider } from './createWalletConnectProvider.ts'
import { followWalletEvents } from './followWalletEvents.ts'
import { decidePairing } from './pairingRules.ts'
import type { Platform } from './platform.ts'
import {
  adoptBasicSession,
  type BasicAccount,
  basicAccounts,
  basicProvider,
  forgetBasicSession,
} from './walletConnectBasicSession.ts'
import { sessionEip1193 } from './walletConnectEip1193.ts'
import { toWalletConnectError, WalletConnectError } from './walletConnectErrors.ts'
import { buildWalletConnectNamespaces } from './walletConnectNamespaces.ts'
import {
  nextSessionAccount,
  peerWalletOf,
  pickSessionAccount,
  type Session,
  sessionEvmAccounts,
  sessionHasNetwork,
} from './walletConnectSession.ts'
import type { WalletConnectSignIn } from './walletConnectSignIn.ts'

export { WalletConnectError } from './walletConnectErrors.ts'

export { WALLETCONNECT_CONNECTOR_ID } from './walletConnectSession.ts'

export interface WalletConnectConnectionDeps {
  networks: readonly CaipNetwork[]
  rpcUrl(network: CaipNetwork): string | undefined
  sink: EvmConnectionSink
  store: PorticoStore
  storage: PorticoStorage
  platform: Platform
  createProvider(): Promise<UniversalProvider>
  /**
   * The session's other chain families (its `solana` accounts beside the EVM ones): told of
   * every adopted session (`restored` after a reload), and when it ends. `adopted` returns the
   * namespaces whose accounts a family's adapter takes: the adapter shows them once it has
   * them, with its own provider, so a session without EVM accounts does not show them first.
   */
  families?: {
    adopted(
      provider: UniversalProvider,
      session: Session,
      restored: boolean,
    ): readonly ChainNamespace[] | undefined
    ended(): void
  }
  /** SIWX's one-click sign-in (`walletConnectSignIn.ts`): pairing authenticates too. */
  signIn?: WalletConnectSignIn
  now?: () => number
  sleep?: (ms: number) => Promise<void>
}

export function createWalletConnectConnection(deps: WalletConnectConnectionDeps) {
  const { store, sink } = deps
  const { dispatch } = store
  const now = deps.now ?? Date.now
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)))
  const namespaces = () => buildWalletConnectNamespaces(deps.networks, deps.rpcUrl)

  let providerPromise: Promise<UniversalProvider> | undefined
  const getProvider = () => {
    providerPromise ??= deps.createProvider().then((provider) => {
      listen(provider)
      return provider
    })
    providerPromise.catch(() => {
      providerPromise = undefined
    })
    return providerPromise
  }

  let active:
    | {
        provider: UniversalProvider
        session: Session
        address: `0x${string}`
        network: CaipNetwork
        wallet: InjectedWallet
      }
    | undefined
  /** A session with no EVM account (a dapp without adapters): its families' accounts. */
  let basic:
    | {
        provider: UniversalProvider
        session: Session
        accounts: BasicAccount[]
        wallet: InjectedWallet
      }
    | undefined
  let pending: Promise<Session> | undefined
  let lastAttemptAt: number | undefined

  /** A pairing attempt; `claimed` once a click shows it (attempts a click starts are at once). */
  interface Attempt {
    promise: Promise<Session>
    claimed: boolean
    dropped: boolean
    uri?: string
    uriAt?: number
  }
  /** Attempts whose URI the SDK has yet to give, in the order they asked (display_uri's order). */
  const awaitingUri: Attempt[] = []
  /** The attempt begun on intent that no click has claimed yet. */
  let prepared: Attempt | undefined

  const networkFor = (chainId: number) => evmNetworkFor(deps.networks, chainId)
  const refreshBalance = nativeBalanceRefresher(() => active, deps.rpcUrl, sink)

  const eip1193 = sessionEip1193(
    () => active,
    () => providerPromise,
  )

  function listen(provider: UniversalProvider) {
    followWalletEvents(provider, {
      uri(uri) {
        const attempt = awaitingUri.shift()
        if (attempt?.dropped) return void deletePairing(uri)
        if (attempt && !attempt.claimed) {
          attempt.uri = uri
          attempt.uriAt = now()
          return
        }
        dispatch(setWcUri(uri, now()))
      },
      accountChanged(address) {
        if (!active || address.toLowerCase() === active.address.toLowerCase()) return
        active.address = address
        sink.accountChanged(caipAddressOf(active.network, address))
        void refreshBalance()
      },
      chainChanged(chainId) {
        if (active && Number(active.network.id) !== chainId) moveTo(networkFor(chainId))
      },
      sessionUpdated(session) {
        if (!active) return
        active.session = session
        // The wallet may have dropped the account or chain in use: follow what is left.
        const next = nextSessionAccount(session, active.address, Number(active.network.id))
        if (!next) return void forget()
        if (next.address !== active.address) {
          active.address = next.address
          sink.accountChanged(caipAddressOf(active.network, next.address))
        }
        if (Number(active.network.id) !== next.chainId) moveTo(networkFor(next.chainId))
      },
      sessionDeleted() {
        if (active || basic) forget()
      },
    })
  }

  function moveTo(network: CaipNetwork) {
    if (!active) return
    active.network = network
    active.provider.setDefaultChain(network.caipNetworkId)
    sink.networkChanged(network)
    sink.accountChanged(caipAddressOf(network, active.address))
    void refreshBalance()
  }

  function forget() {
    const wasBasic = basic
    const wasActive = active
    active = undefined
    basic = undefined
    pending = undefined
    dispatch(resetWcConnection())
    deps.families?.ended()
    if (wasBasic) forgetBasicSession(deps, wasBasic.accounts)
    if (wasActive || !wasBasic) sink.disconnected()
  }

  const peerWallet = (session: Session) => peerWalletOf(session, eip1193)

  function adopt(provider: UniversalProvider, session: Session, restored: boolean) {
    const accounts = sessionEvmAccounts(session)
    if (accounts.length === 0) {
      const others = basicAccounts(session, deps.networks)
      if (others.length === 0)
        throw new WalletConnectError('The wallet approved no account', { code: 'NO_ACCOUNT' })
      const wallet = peerWallet(session)
      // A family's adapter (Bitcoin's) takes its account: shown as basic first, a dapp reading
      // the account at once would get the bare session's provider instead of the adapter's.
      const taken = new Set(deps.families?.adopted(provider, session, restored) ?? [])
      const shown = others.filter((account) => !taken.has(account.namespace))
      basic = { provider, session, accounts: shown, wallet }
      dispatch(setConnectionStatus('connected'))
      adoptBasicSession(deps, shown, {
        name: wallet.info.name,
        icon: wallet.info.icon || undefined,
      })
      return
    }
    // The stored network when the session has it, otherwise the session's first chain.
    const stored = deps.storage.get('activeCaipNetworkId') as CaipNetworkId | undefined
    const pick = pickSessionAccount(accounts, stored, deps.networks)
    const network = networkFor(pick.chainId)
    provider.setDefaultChain(network.caipNetworkId)
    const wallet = peerWallet(session)
    active = { provider, session, address: pick.address, network, wallet }
    dispatch(setConnectionStatus('connected'))
    sink.connected({
      wallet,
      caipAddress: caipAddressOf(network, pick.address),
      network,
      restored,
    })
    void refreshBalance()
    deps.families?.adopted(provider, session, restored)
  }

  async function pair(provider: UniversalProvider, attempt: Attempt): Promise<Session> {
    if (attempt.dropped) throw new WalletConnectError('Pairing dropped', { code: 'NO_SESSION' })
    lastAttemptAt = now()
    awaitingUri.push(attempt)
    const session = await propose(provider).finally(() => {
      // Failed before its URI: the next URI is another attempt's.
      const at = awaitingUri.indexOf(attempt)
      if (at >= 0) awaitingUri.splice(at, 1)
    })
    if (!session) throw new WalletConnectError('No session was established', { code: 'NO_SESSION' })
    return session
  }

  /** The session proposal, or with SIWX the one-click sign-in (its code loads then). */
  async function propose(provider: UniversalProvider): Promise<Session | undefined> {
    const optionalNamespaces = namespaces()
    if (!deps.signIn) return provider.connect({ optionalNamespaces })
    const { proposeWithSignIn } = await import('./walletConnectSignIn.ts')
    return proposeWithSignIn(provider, deps.signIn, optionalNamespaces)
  }

  function startAttempt(claimed: boolean): Attempt {
    const attempt: Attempt = { claimed, dropped: false } as Attempt
    attempt.promise = getProvider().then((provider) => pair(provider, attempt))
    pending = attempt.promise
    return attempt
  }

  /** Deletes a pairing no one was shown: its key goes, so its URI can never pair. */
  function deletePairing(uri: string) {
    const topic = /^wc:([0-9a-f]{64})@/.exec(uri)?.[1]
    if (!topic) return
    void providerPromise
      ?.then((provider) => provider.client.core.pairing.disconnect({ topic }))
      .catch(() => {})
  }

  /** Forgets the attempt begun on intent (its URI never shown) and deletes its pairing. */
  function dropPrepared() {
    const attempt = prepared
    if (!attempt) return
    prepared = undefined
    attempt.dropped = true
    if (pending === attempt.promise) pending = undefined
    if (attempt.uri) deletePairing(attempt.uri)
  }

  return {
    get provider(): Eip1193Provider | undefined {
      return active ? eip1193 : undefined
    },
    get wallet() {
      return active?.wallet ?? basic?.wallet
    },
    get session() {
      return active?.session ?? basic?.session
    },
    /** The session's provider for a chain family other than eip155 (basic sessions). */
    providerFor(namespace: string): Eip1193Provider | undefined {
      const account = basic?.accounts.find((a) => a.namespace === namespace)
      return basic && account ? basicProvider(basic.provider, account) : undefined
    },
    refreshBalance,

    /**
     * What a pointer on (or keyboard focus reaching) a row that pairs does: the SDK loaded and a
     * pairing created ahead, kept until a click claims it. Once per attempt: another intent while
     * one is pending or connected does nothing.
     */
    prepare() {
      if (active || basic || pending) return
      const attempt = startAttempt(false)
      prepared = attempt
      attempt.promise.catch(() => {
        // Unclaimed, its failure is no one's news: the click will start afresh.
        if (prepared !== attempt) return
        prepared = undefined
        if (pending === attempt.promise) pending = undefined
      })
    },

    /** The modal closed: an attempt begun on intent and never shown is dropped. */
    dropPrepared,

    /**
     * Pairs (showing a URI through the connection slice) and resolves once the wallet approved
     * the session. `retry` is the user's Try again: a new URI even if the old one is fresh.
     * True for the call that established the session (a reused or replaced attempt: false).
     */
    async connect(options: { retry?: boolean } = {}): Promise<boolean> {
      const ahead = prepared
      const decision = decidePairing({
        now: now(),
        pending: pending !== undefined,
        wcPairingExpiry:
          ahead?.uriAt !== undefined
            ? ahead.uriAt + PAIRING_LIFETIME_MS
            : store.getState().connection.wcPairingExpiry,
        lastAttemptAt,
        reusesPendingAttempt: deps.platform.reusesPendingAttempt,
        retry: options.retry,
      })
      dispatch(setWcError(false))
      dispatch(setConnectionStatus('connecting'))
      let attempt: Promise<Session>
      if (decision.kind === 'reuse' && pending) {
        attempt = pending
        if (ahead && pending === ahead.promise) {
          // The pairing created on intent becomes this click's: shown now (or when it arrives).
          prepared = undefined
          ahead.claimed = true
          if (ahead.uri !== undefined) dispatch(setWcUri(ahead.uri, ahead.uriAt ?? now()))
        }
      } else {
        dropPrepared()
        // The old URI goes first: its QR must not stay scannable during the retry gap.
        dispatch(clearWcUri())
        const waitMs = decision.kind === 'new' ? decision.waitMs : 0
        if (waitMs > 0) await sleep(waitMs)
        attempt = startAttempt(true).promise
      }
      let session: Session
      try {
        session = await attempt
      } catch (error) {
        // A later attempt replaced this one: its failure is not news.
        if (pending !== attempt) return false
        pending = undefined
        const failure = toWalletConnectError(error)
        dispatch(setWcError(true))
        dispatch(setConnectionStatus(active ? 'connected' : 'disconnected'))
        if (!active) sink.connectFailed()
        throw failure
      }
      if (pending !== attempt) return false
      pending = undefined
      adopt(await getProvider(), session, false)
      return true
    },

    /** Restores the stored session after a reload, or reports it gone. */
    async restore(): Promise<boolean> {
      const provider = await getProvider().catch(() => undefined)
      if (!provider?.session) return false
      try {
        adopt(provider, provider.session, true)
        return true
      } catch {
        return false
      }
    },

    async switchNetwork(network: CaipNetwork) {
      if (!active) return
      if (!sessionHasNetwork(active.session, network)) {
        // Not in the session: ask the wallet (it may add the chain and update the session).
        await active.provider.request(
          {
            method: 'wallet_switchEthereumChain',
            params: [{ chainId: `0x${Number(network.id).toString(16)}` }],
          },
          active.network.caipNetworkId,
        )
      }
      moveTo(network)
    },

    /** Stops following the session without ending it (the instance is going away). */
    detach() {
      active = undefined
      basic = undefined
    },

    async disconnect() {
      const current = active ?? basic
      if (!current) return void dispatch(resetWcConnection())
      try {
        await current.provider.disconnect()
      } catch {
        // The relay may be down: the session ends here anyway; the wallet's copy expires.
      }
      forget()
    },
  }
}

export type WalletConnectConnection = ReturnType<typeof createWalletConnectConnection>
