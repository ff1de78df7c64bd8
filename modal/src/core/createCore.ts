/**
 * The modal's core, loaded on demand: the Redux store, the connectors and what ties them
 * together. The facade (createPortico) forwards to it; the views call its actions.
 */
import {
  type ChainNamespace,
  CLIENT_SDK_VERSION,
  createPorticoError,
  createStorage,
  errorCatalogue,
  getBrowserStorageBackend,
  getRpcMethodPolicy,
  serializeError,
} from '@portico/shared'
import { createAnalytics } from '../api/analytics.ts'
import { createCloudClient } from '../api/cloudClient.ts'
import { createProjectConfigLoader } from '../api/projectConfig.ts'
import type { CaipNetwork } from '../chains/CaipNetwork.ts'
import { createAuthConnection } from '../connectors/auth/authConnection.ts'
import { authKey } from '../connectors/auth/authThunks.ts'
import { createEvmConnectionSink } from '../connectors/evmConnectionSink.ts'
import type { Eip1193Provider } from '../connectors/injected/eip6963.ts'
import { createEvmConnection } from '../connectors/injected/evmConnection.ts'
import { injectedKey } from '../connectors/injected/injectedThunks.ts'
import { watchInjectedConnectors } from '../connectors/injected/watchInjectedConnectors.ts'
import { createWalletConnectProvider } from '../connectors/walletconnect/createWalletConnectProvider.ts'
import { detectPlatform } from '../connectors/walletconnect/platform.ts'
import { createWalletConnectConnection } from '../connectors/walletconnect/walletConnectConnection.ts'
import { addWalletConnectListeners } from '../connectors/walletconnect/walletConnectListeners.ts'
import { walletConnectKey } from '../connectors/walletconnect/walletConnectThunks.ts'
import type { ResolvedPorticoOptions } from '../options.ts'
import { setWcBasic } from '../store/connectionSlice.ts'
import { coreKey } from '../store/coreServices.ts'
import { createPorticoStore } from '../store/createPorticoStore.ts'
import { trackEvent } from '../store/eventsSlice.ts'
import { modalClosed, setModalLoading } from '../store/modalSlice.ts'
import { type OpenModalOptions, openModal } from '../store/modalThunks.ts'
import { setActiveNamespace, setCaipNetwork } from '../store/networkSlice.ts'
import { resetView } from '../store/routerSlice.ts'
import { createServiceRegistry } from '../store/serviceKey.ts'
import { showSnackbar } from '../store/snackbarThunks.ts'
import { setThemeMode, setThemeVariables } from '../store/themeSlice.ts'
import { applyOptions } from './applyOptions.ts'
import type { CoreBridge } from './CoreBridge.ts'
import { restoreConnection } from './restoreConnection.ts'
import { syncPublicState } from './syncPublicState.ts'

export type { CoreBridge } from './CoreBridge.ts'

export interface Core {
  open(options?: OpenModalOptions): Promise<void>
  close(): void
  switchNetwork(network: CaipNetwork): Promise<void>
  disconnect(namespace?: ChainNamespace): Promise<void>
  getProvider(namespace?: ChainNamespace): Eip1193Provider | undefined
  setTheme(theme: {
    themeMode?: 'light' | 'dark'
    themeVariables?: Record<string, string | number>
  }): void
  destroy(): void
}

export function createCore(options: ResolvedPorticoOptions, bridge: CoreBridge): Core {
  const storage = createStorage(getBrowserStorageBackend())
  const services = createServiceRegistry()
  const { store, startAppListening } = createPorticoStore({
    services: {
      services,
      reloadAuthConnector: () => {
        void bridge.getAuthConnector().then((auth) => auth.request('RELOAD').catch(() => {}))
      },
      transactionCallbacks: new Map(),
      now: () => Date.now(),
      cloud: createCloudClient({ apiUrl: options.apiUrl, projectId: options.projectId }),
    },
  })
  const { dispatch } = store

  dispatch(applyOptions(options, storage))

  const analytics = createAnalytics({ store, enabled: options.features.analytics !== false })
  const projectConfig = createProjectConfigLoader({
    store,
    dappFeatures: options.features,
    dappSetConnectOrder: Boolean(
      options.connectMethodsOrder ?? options.features.connectMethodsOrder,
    ),
  })
  // The frame only for an allowed origin: otherwise the visitor learns it now, not in 20 s.
  const getAuthConnector = async () => {
    await projectConfig.assertOriginAllowed()
    return bridge.getAuthConnector()
  }
  const track = (event: string, properties?: Record<string, unknown>) => {
    const { payload } = dispatch(trackEvent({ event, properties }))
    bridge.emitEvent(payload)
    analytics.track(event, properties)
  }

  // Browser-extension wallets: every announcement updates the connectors.
  const injected = watchInjectedConnectors(window, dispatch)
  const _findWallet = injected.find

  const rpcUrl = (network: CaipNetwork) =>
    options.rpcMap[network.caipNetworkId] ?? network.rpcUrls.default.http[0]
  const sink = createEvmConnectionSink({
    store,
    storage,
    options,
    openView: (view) => void core.open({ view }),
  })
  const evm = createEvmConnection({ networks: options.networks, rpcUrl, sink })
  const auth = createAuthConnection({
    getAuthConnector,
    storage,
    networks: options.networks,
    rpcUrl,
    sink,
    dappData: () => ({
      metadata: options.metadata,
      sdkVersion: CLIENT_SDK_VERSION,
      sdkType: 'portico',
      projectId: options.projectId,
    }),
    theme: () => {
      const { themeMode, themeVariables } = store.getState().theme
      return { themeMode, themeVariables }
    },
    notAllowed: () =>
      dispatch(
        showSnackbar({
          message: errorCatalogue.RPC_METHOD_NOT_ALLOWED.uiMessage,
          variant: 'error',
        }),
      ),
    beginApproval: () => {
      // The frame shows the request; the modal stands on ApproveTransaction meanwhile.
      const { modal, router } = store.getState()
      const before = modal.open ? router.view : undefined
      void core.open({ view: 'ApproveTransaction' })
      return () => {
        if (before) dispatch(resetView(before))
        else core.close()
      }
    },
  })
  const platform = detectPlatform(typeof navigator === 'undefined' ? undefined : navigator)
  const wc = createWalletConnectConnection({
    networks: options.networks,
    rpcUrl,
    sink,
    store,
    storage,
    platform,
    createProvider: () =>
      createWalletConnectProvider({
        projectId: options.projectId,
        relayUrl: options.relayUrl,
        metadata: options.metadata ?? {
          name: document.title || location.host,
          description: '',
          url: location.origin,
          icons: [],
        },
        logger: options.enableLogger ? 'error' : 'silent',
      }),
  })
  // The EVM adapter (extensions, e-mail wallet) is the only one so far; a dapp configuring no
  // EVM network has none, and WalletConnect works on its own ("basic").
  const withoutAdapters = !options.networks.some((n) => n.chainNamespace === 'eip155')
  dispatch(setWcBasic(withoutAdapters))
  addWalletConnectListeners(startAppListening)
  /** The active connection, whichever connector made it. */
  const connected = () => (auth.provider ? auth : evm.wallet ? evm : wc.wallet ? wc : undefined)

  const sync = syncPublicState(store, options, bridge)

  let ui: Promise<{ unmount(): void }> | undefined
  const core: Core = {
    async open(openOptions) {
      // Without chain adapters only WalletConnect can connect: its QR code (desktop) or the
      // wallet list (phones) is the start (SPEC §2).
      const start =
        openOptions?.view ??
        (withoutAdapters && !connected()
          ? platform.mobile
            ? 'AllWallets'
            : 'ConnectingWalletConnectBasic'
          : undefined)
      dispatch(openModal({ ...openOptions, view: start }))
      analytics.opened()
      void projectConfig.load()
      track('MODAL_OPEN', { connected: connected() !== undefined })
      ui ??= bridge.mountUi(store)
      await ui
      dispatch(setModalLoading(false))
      sync.flush()
      // While the visitor reads the list, load WalletConnect so a QR code shows without a wait.
      // The list is rendered by now (mountModal renders synchronously), so this comes after it.
      // (Waiting for the next paint as well measured no faster list and a QR code ~25 ms slower.)
      if (!connected()) setTimeout(() => wc.preload(), 0)
    },
    close() {
      const { modal, router } = store.getState()
      if (!modal.open) return
      // Closing rejects the pending unsafe requests (SPEC §4).
      if (router.view === 'ApproveTransaction') void rejectPendingUnsafe()
      dispatch(modalClosed())
      track('MODAL_CLOSE', { connected: connected() !== undefined })
      // getState() right after close() must say closed.
      sync.flush()
    },
    async switchNetwork(network) {
      if (!options.networks.some((n) => n.caipNetworkId === network.caipNetworkId)) {
        throw createPorticoError('SWITCH_NETWORK_NOT_FOUND')
      }
      const active = connected()
      if (active && network.chainNamespace === 'eip155') {
        await active.switchNetwork(network)
      } else {
        dispatch(setActiveNamespace(network.chainNamespace))
        dispatch(setCaipNetwork(network.chainNamespace, network))
      }
      storage.set('activeCaipNetworkId', network.caipNetworkId)
      track('SWITCH_NETWORK', { network: network.caipNetworkId })
    },
    async disconnect() {
      // SPEC §4: loading, sessions cleared, the chain disconnected, the connector filter cleared.
      dispatch(setModalLoading(true))
      try {
        await connected()?.disconnect()
        storage.remove('connectedSocialProvider')
        for (const namespace of ['eip155', 'solana', 'polkadot', 'bip122'] as const)
          storage.removeConnectedConnectorId(namespace)
        track('DISCONNECT_SUCCESS')
      } catch (error) {
        console.error('Portico: disconnect failed', error)
        track('DISCONNECT_ERROR', { message: serializeError(error).message })
        throw createPorticoError('DISCONNECT_FAILED', { cause: error })
      } finally {
        dispatch(setModalLoading(false))
      }
    },
    getProvider: (namespace = 'eip155') =>
      namespace === 'eip155'
        ? (auth.provider ?? evm.provider ?? wc.provider)
        : wc.providerFor(namespace),
    setTheme(theme) {
      if (theme.themeMode) dispatch(setThemeMode(theme.themeMode))
      if (theme.themeVariables) dispatch(setThemeVariables(theme.themeVariables))
    },
    destroy() {
      injected.stop()
      sync.stop()
      evm.detach()
      wc.detach()
      void ui?.then((m) => m.unmount())
    },
  }

  const rejectPendingUnsafe = async () => {
    const connector = await bridge.getAuthConnector()
    connector.endpoint.rejectPending(
      (name, method) => name === 'RPC_REQUEST' && getRpcMethodPolicy(method) === 'unsafe',
      createPorticoError('FRAME_ABORTED'),
    )
    connector.hide()
    await connector.request('RPC_ABORT').catch(() => {})
  }

  // What the thunks reach: the core's own operations and each connector's connection.
  services.set(coreKey, {
    open: (openOptions) => core.open(openOptions),
    close: () => core.close(),
    switchNetwork: (network) => core.switchNetwork(network),
    disconnect: () => core.disconnect(),
    getProvider: (namespace) => core.getProvider(namespace),
    rpcUrl,
    // Whichever connection is active re-reads its native balance; the others have none to read.
    refreshNativeBalance: () => {
      for (const connection of [evm, auth, wc]) void connection.refreshBalance()
    },
    track,
    storage,
  })
  services.set(injectedKey, { connection: evm, find: injected.find, waitFor: injected.waitFor })
  services.set(walletConnectKey, { connection: wc, platform })
  services.set(authKey, auth)

  // A stored connection is restored without a prompt, once its wallet has announced itself.
  void dispatch(restoreConnection({ withoutAdapters }))
  return core
}
