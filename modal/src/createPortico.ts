/**
 * createPortico: the entry point a dapp calls. It validates the options and returns the modal's
 * controller. Nothing is fetched and no iframe exists until needed: the core (store, connectors)
 * loads on the first open or call that needs it, or at once when a stored connection is to be
 * restored (and the secure frame with it, for a stored e-mail session); the views load with the
 * first open.
 */
import {
  AUTH_CONNECTOR_ID,
  type ChainNamespace,
  getConnectedConnectorIdKey,
  PorticoError,
  type PorticoErrorOptions,
  storageKeys,
} from '@portico/shared'
import * as z from 'zod/mini'
import type { CaipNetwork } from './chains/CaipNetwork.ts'
import type { AuthConnector } from './connectors/auth/createAuthConnector.ts'
import type { BitcoinProvider } from './connectors/bitcoin/BitcoinProvider.ts'
import type { Eip1193Provider } from './connectors/injected/eip6963.ts'
import type { PolkadotProvider } from './connectors/polkadot/PolkadotProvider.ts'
import type { SolanaProvider } from './connectors/solana/SolanaProvider.ts'
import type { Core, CoreBridge } from './core/createCore.ts'
import type { SiwxSessionSummary } from './features/siwx/siwxConfig.ts'
import { preloadCatalog } from './i18n/catalogLoaders.ts'
import { browserLanguages, resolveLocale } from './i18n/locales.ts'
import {
  applyRpcMap,
  localeTagSchema,
  type PorticoOptions,
  porticoOptionsSchema,
  type ResolvedPorticoOptions,
} from './options.ts'
import { initialPublicState, type PorticoEvent, type PorticoState } from './publicState.ts'
import type { View } from './store/routerSlice.ts'
import { warmUpAtIdle } from './warmUpAtIdle.ts'

export interface OpenOptions {
  view?: View
  namespace?: ChainNamespace
}

export interface Portico {
  readonly options: ResolvedPorticoOptions
  open(options?: OpenOptions): Promise<void>
  close(): void
  /**
   * Loads the modal's code ahead of a likely open (a pointer over, or focus on, the connect
   * button) so the click shows the wallet list at once. Fetches only this site's own chunks.
   */
  preload(): void
  getState(): PorticoState
  subscribeState(listener: (state: PorticoState) => void): () => void
  subscribeEvents(listener: (event: PorticoEvent) => void): () => void
  /** Switches the active network; it must be one of the configured networks. */
  switchNetwork(network: CaipNetwork): Promise<void>
  disconnect(namespace?: ChainNamespace): Promise<void>
  /**
   * The connected wallet's provider for a namespace, once connected: EIP-1193 for eip155; for
   * solana the AppKit-shaped SolanaProvider (signMessage, signTransaction, sendTransaction,
   * signAndSendTransaction, connection, publicKey); for polkadot the PolkadotProvider (address,
   * a polkadot{.js} signer, signMessage, signTransaction, and balance and transfer through the
   * configured RPC).
   */
  getProvider(namespace: 'solana'): SolanaProvider | undefined
  getProvider(namespace: 'polkadot'): PolkadotProvider | undefined
  /** For bip122 the AppKit-shaped BitcoinProvider (getAccountAddresses, signMessage, sendTransfer, signPSBT, request). */
  getProvider(namespace: 'bip122'): BitcoinProvider | undefined
  getProvider(namespace?: ChainNamespace): Eip1193Provider | undefined
  /**
   * The connected account's SIWX session (with the `siwx` option), or undefined when it has not
   * signed in. With Portico's cloud backend it carries the bearer `token` a dapp's backend
   * checks with `GET /v1/siwx/session` (README "Sign in with the wallet").
   */
  getSiwxSession(): Promise<SiwxSessionSummary | undefined>
  setThemeMode(mode: 'light' | 'dark'): void
  setThemeVariables(variables: Record<string, string | number>): void
  /**
   * Changes the modal's language: a language tag, shown as the best supported match (`es-MX` →
   * es) or English. The new locale is in `getState().locale`.
   */
  setLocale(locale: string): void
  /** The secure-frame connector (e-mail and social login), created on first use. */
  getAuthConnector(): Promise<AuthConnector>
  destroy(): void
}

export class PorticoOptionsError extends PorticoError {
  override name = 'PorticoOptionsError'
  constructor(message: string, options: PorticoErrorOptions = {}) {
    super(message, { code: 'INVALID_OPTIONS', ...options })
  }
}

export function createPortico(input: PorticoOptions): Portico {
  const parsed = porticoOptionsSchema().safeParse(input)
  if (!parsed.success)
    throw new PorticoOptionsError(`Invalid Portico options:\n${z.prettifyError(parsed.error)}`)
  const options = applyRpcMap({
    ...parsed.data,
    locale: resolveLocale(parsed.data.locale, browserLanguages()),
  } as ResolvedPorticoOptions)

  const storedConnection = hasStoredConnection(options)
  let state = initialPublicState(options, storedConnection)
  const stateListeners = new Set<(state: PorticoState) => void>()
  const eventListeners = new Set<(event: PorticoEvent) => void>()
  let loadedCore: Core | undefined
  let corePromise: Promise<Core> | undefined
  let auth: Promise<AuthConnector> | undefined
  let destroyed = false

  const bridge: CoreBridge = {
    setState(next) {
      state = { ...state, ...next }
      for (const listener of stateListeners) listener(state)
    },
    emitEvent(event) {
      for (const listener of eventListeners) listener(event)
    },
    getAuthConnector: () => portico.getAuthConnector(),
    mountUi: (store, mode) =>
      import('./ui/mountModal.tsx').then(({ mountModal }) => mountModal(store, mode)),
  }

  const loadCore = () => {
    corePromise ??= import('./core/createCore.ts').then(({ createCore }) => {
      if (destroyed) throw new Error('Portico was destroyed')
      // A theme or language the dapp set before this first load (setThemeMode,
      // setThemeVariables, setLocale) is the one the modal opens in, not the one of the options.
      loadedCore = createCore(
        {
          ...options,
          themeMode: state.themeMode,
          themeVariables: state.themeVariables,
          locale: state.locale,
        },
        bridge,
      )
      return loadedCore
    })
    return corePromise
  }

  const portico: Portico = {
    options,
    async open(openOptions) {
      // Warmed up: opened in the caller's task (the click's), so the dialog shows in the next
      // frame; awaiting an import, even of a loaded chunk, would cost a task or more first.
      if (loadedCore) return loadedCore.open(openOptions)
      // The views' chunk (and a language other than English) load alongside the core's.
      void import('./ui/mountModal.tsx')
      if (state.locale !== 'en') preloadCatalog(state.locale)
      const core = await loadCore()
      await core.open(openOptions)
    },
    preload() {
      void import('./ui/mountModal.tsx')
      void loadCore().catch(() => {})
    },
    close() {
      loadedCore?.close()
    },
    getState: () => state,
    subscribeState(listener) {
      stateListeners.add(listener)
      return () => stateListeners.delete(listener)
    },
    subscribeEvents(listener) {
      eventListeners.add(listener)
      return () => eventListeners.delete(listener)
    },
    async switchNetwork(network) {
      await (await loadCore()).switchNetwork(network)
    },
    async disconnect(namespace) {
      if (!state.account.isConnected && !loadedCore) return
      await (await loadCore()).disconnect(namespace)
    },
    getProvider: ((namespace?: ChainNamespace) =>
      loadedCore?.getProvider(namespace)) as Portico['getProvider'],
    getSiwxSession: async () => loadedCore?.getSiwxSession(),
    setThemeMode(mode) {
      bridge.setState({ themeMode: mode })
      loadedCore?.setTheme({ themeMode: mode })
    },
    setThemeVariables(variables) {
      const themeVariables = { ...state.themeVariables, ...variables }
      bridge.setState({ themeVariables })
      loadedCore?.setTheme({ themeVariables })
    },
    setLocale(tag) {
      const parsedTag = localeTagSchema().safeParse(tag)
      if (!parsedTag.success)
        throw new PorticoOptionsError(`Invalid locale: ${z.prettifyError(parsedTag.error)}`)
      const locale = resolveLocale(parsedTag.data)
      bridge.setState({ locale })
      loadedCore?.setLocale(locale)
    },
    getAuthConnector() {
      auth ??= import('./connectors/auth/createAuthConnector.ts').then(({ createAuthConnector }) =>
        createAuthConnector({
          projectId: options.projectId,
          frameUrl: options.frameUrl,
          enableLogger: options.enableLogger,
          // The frame's windows and mails in the modal's language (as it is when the frame loads).
          locale: state.locale,
          // The host keeps the frame's session token, to hand back in IS_CONNECTED after a reload.
          onSessionUpdate: (token) => {
            try {
              localStorage.setItem(storageKeys.sessionToken, token)
            } catch {
              // Storage denied: the session lasts as long as the frame's own storage.
            }
          },
        }),
      )
      return auth
    },
    destroy() {
      destroyed = true
      warmUp?.cancel()
      stateListeners.clear()
      eventListeners.clear()
      loadedCore?.destroy()
      void auth?.then((a) => a.destroy())
    },
  }

  // The open path's code in two tasks (the store with its libraries, then the core and views),
  // the core built, then Connect's wallets fetched and rendered: each step at idle, in order.
  const warmUp =
    options.preload === 'idle' && !storedConnection && typeof window !== 'undefined'
      ? warmUpAtIdle([
          () => import('./store/createPorticoStore.ts'),
          () => import('./core/createCore.ts'),
          loadCore,
          () => import('./ui/mountModal.tsx'),
          () => loadedCore?.warmUp(),
        ])
      : undefined
  // A connection to restore needs the core now, not at the first click.
  if (storedConnection)
    void loadCore().catch(() =>
      bridge.setState({ account: { ...state.account, status: 'disconnected' } }),
    )
  // An e-mail session is restored through the secure frame (frame-protocol §3: "a stored e-mail
  // session to restore"): it loads now, beside the core, not once the core and the project's
  // config are in. The restore still checks the origin before its first request.
  if (storedConnection && hasStoredEmailSession(options)) {
    const loadFrame = () => void portico.getAuthConnector().catch(() => {})
    if (document.body) loadFrame()
    else document.addEventListener('DOMContentLoaded', loadFrame, { once: true })
  }
  return portico
}

/** The connector id stored for `namespace` (SPEC §3 keys); null when none or storage is denied. */
function storedConnectorId(namespace: ChainNamespace): string | null {
  try {
    return globalThis.localStorage?.getItem(getConnectedConnectorIdKey(namespace)) ?? null
  } catch {
    return null
  }
}

/** The e-mail wallet is the stored EVM connection (restoreConnection restores it on EVM). */
function hasStoredEmailSession(options: ResolvedPorticoOptions): boolean {
  if (typeof document === 'undefined') return false
  return (
    options.networks.some((n) => n.chainNamespace === 'eip155') &&
    storedConnectorId('eip155') === AUTH_CONNECTOR_ID
  )
}

function hasStoredConnection(options: ResolvedPorticoOptions): boolean {
  const namespaces = new Set(options.networks.map((n) => n.chainNamespace))
  return [...namespaces].some((ns) => Boolean(storedConnectorId(ns)))
}
