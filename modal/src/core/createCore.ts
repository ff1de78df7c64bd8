/**
 * The modal's composition root, loaded on demand: builds the Redux store and the connections,
 * registers them as services for the thunks, and answers the facade (createPortico) by
 * dispatching those thunks. Behaviour lives in the thunks, connectors and features.
 */
import {
  type ChainNamespace,
  createStorage,
  errorCatalogue,
  getBrowserStorageBackend,
} from '@portico/shared'
import { createAnalytics } from '../api/analytics.ts'
import { createCloudClient } from '../api/cloudClient.ts'
import { createProjectConfigLoader } from '../api/projectConfig.ts'
import { SDK_TYPE, SDK_VERSION } from '../api/sdkIdentity.ts'
import type { CaipNetwork } from '../chains/CaipNetwork.ts'
import { createAuthConnection } from '../connectors/auth/authConnection.ts'
import { authKey } from '../connectors/auth/authThunks.ts'
import { rejectPendingUnsafe } from '../connectors/auth/rejectPendingUnsafe.ts'
import type { BitcoinProvider } from '../connectors/bitcoin/BitcoinProvider.ts'
import { createEvmConnectionSink } from '../connectors/evmConnectionSink.ts'
import { families } from '../connectors/families.ts'
import { familiesKey } from '../connectors/familyService.ts'
import type { Eip1193Provider } from '../connectors/injected/eip6963.ts'
import { createEvmConnection } from '../connectors/injected/evmConnection.ts'
import { injectedKey } from '../connectors/injected/injectedThunks.ts'
import { watchInjectedConnectors } from '../connectors/injected/watchInjectedConnectors.ts'
import type { PolkadotProvider } from '../connectors/polkadot/PolkadotProvider.ts'
import type { SolanaProvider } from '../connectors/solana/SolanaProvider.ts'
import { createWalletConnectProvider } from '../connectors/walletconnect/createWalletConnectProvider.ts'
import { detectPlatform } from '../connectors/walletconnect/platform.ts'
import { createWalletConnectConnection } from '../connectors/walletconnect/walletConnectConnection.ts'
import { addWalletConnectListeners } from '../connectors/walletconnect/walletConnectListeners.ts'
import { WALLETCONNECT_CONNECTOR_ID } from '../connectors/walletconnect/walletConnectSession.ts'
import { walletConnectKey } from '../connectors/walletconnect/walletConnectThunks.ts'
import { selectActiveCaipAddress } from '../features/account/accountSlice.ts'
import type { SiwxSessionSummary } from '../features/siwx/siwxConfig.ts'
import type { Locale } from '../i18n/locales.ts'
import type { ResolvedPorticoOptions } from '../options.ts'
import { setWcBasic } from '../store/connectionSlice.ts'
import { type ActiveConnection, coreKey, type FamilyProviders } from '../store/coreServices.ts'
import { createPorticoStore } from '../store/createPorticoStore.ts'
import { disconnect } from '../store/disconnectThunks.ts'
import { trackEvent } from '../store/eventsSlice.ts'
import { setLocale } from '../store/localeSlice.ts'
import { closeModal, type OpenModalOptions, showModal, warmUpModal } from '../store/modalThunks.ts'
import { changeNetwork } from '../store/networkThunks.ts'
import { selectDefaultAccountType } from '../store/optionsSlice.ts'
import { resetView } from '../store/routerSlice.ts'
import { createServiceRegistry } from '../store/serviceKey.ts'
import { showSnackbar } from '../store/snackbarThunks.ts'
import { setThemeMode, setThemeVariables } from '../store/themeSlice.ts'
import { afterNextPaint } from './afterNextPaint.ts'
import { applyOptions } from './applyOptions.ts'
import type { CoreBridge } from './CoreBridge.ts'
import { RESTORE_WAIT_MS, restoreConnection } from './restoreConnection.ts'
import { syncPublicState } from './syncPublicState.ts'

export type { CoreBridge } from './CoreBridge.ts'

export interface Core {
  open(options?: OpenModalOptions): Promise<void>
  /**
   * The warm-up's last step (createPortico's `preload: 'idle'`): Connect's wallet list fetched
   * and Connect rendered in the closed dialog, so that opening only shows it. Not when connected.
   */
  warmUp(): Promise<void>
  close(): void
  switchNetwork(network: CaipNetwork): Promise<void>
  disconnect(namespace?: ChainNamespace): Promise<void>
  getProvider(
    namespace?: ChainNamespace,
  ): Eip1193Provider | SolanaProvider | PolkadotProvider | BitcoinProvider | undefined
  getSiwxSession(): Promise<SiwxSessionSummary | undefined>
  setTheme(theme: {
    themeMode?: 'light' | 'dark'
    themeVariables?: Record<string, string | number>
  }): void
  setLocale(locale: Locale): void
  destroy(): void
}

export function createCore(options: ResolvedPorticoOptions, bridge: CoreBridge): Core {
  const storage = createStorage(getBrowserStorageBackend())
  const services = createServiceRegistry()
  const cloud = createCloudClient({ apiUrl: options.apiUrl, projectId: options.projectId })
  const { store, startAppListening } = createPorticoStore({
    services: {
      services,
      reloadAuthConnector: () => {
        void bridge.getAuthConnector().then((auth) => auth.request('RELOAD').catch(() => {}))
      },
      transactionCallbacks: new Map(),
      now: () => Date.now(),
      cloud,
    },
  })
  const { dispatch } = store

  dispatch(applyOptions(options, storage))

  const analytics = createAnalytics({
    store,
    cloud,
    enabled: options.features.analytics !== false,
  })
  const projectConfig = createProjectConfigLoader({
    store,
    cloud,
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
    openView: (view) => void dispatch(showModal({ view })),
  })
  const evm = createEvmConnection({ networks: options.networks, rpcUrl, sink })
  const auth = createAuthConnection({
    getAuthConnector,
    storage,
    // SPEC §1: eip155 smartAccount unless the dapp configured otherwise.
    defaultAccountType: () => {
      const type = selectDefaultAccountType(store.getState(), 'eip155')
      return type === 'eoa' || type === 'smartAccount' ? type : undefined
    },
    networks: options.networks,
    rpcUrl,
    sink,
    dappData: () => ({
      metadata: options.metadata,
      sdkVersion: SDK_VERSION,
      sdkType: SDK_TYPE,
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
      void dispatch(showModal({ view: 'ApproveTransaction' }))
      return () => {
        if (before) dispatch(resetView(before))
        else dispatch(closeModal())
      }
    },
  })
  // The other chain families (connectors/families.ts): each one the dapp configured a network
  // of gets its service, whose adapter loads when needed (never in the open path).
  const familyServices = families.flatMap((family) => {
    const networks = options.networks.filter((n) => n.chainNamespace === family.namespace)
    if (!networks.length) return []
    const service = family.start(
      { store, storage, cloud, auth, options, networks, rpcUrl },
      services,
    )
    /** The family was the active namespace before the reload: restored, it becomes active again. */
    const wasActive = storage.get('activeNamespace') === family.namespace
    return [{ ...family, service, wasActive }]
  })
  services.set(familiesKey, new Map(familyServices.map((f) => [f.namespace, f.service])))
  const familyOf = (namespace: ChainNamespace) =>
    familyServices.find((family) => family.namespace === namespace)
  /** A family's provider, once an account of it is connected through its adapter. */
  const familyProvider = (namespace: ChainNamespace) =>
    familyOf(namespace)?.service.loaded?.connection.provider as
      | FamilyProviders[keyof FamilyProviders]
      | undefined
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
    families: familyServices.length
      ? {
          adopted: (provider, session, restored) => {
            // A session without EVM accounts is shown as is ("basic"); a family that serves
            // without EVM (Bitcoin) still adopts its account, active, so the dapp gets its provider.
            const basic = !session.namespaces.eip155?.accounts?.length
            const taken: ChainNamespace[] = []
            for (const {
              namespace,
              label,
              service,
              wasActive,
              servesWithoutEvm,
            } of familyServices) {
              if (!session.namespaces[namespace] || (basic && !servesWithoutEvm)) continue
              const activate = restored ? wasActive : basic
              taken.push(namespace)
              void service
                .load()
                .then((a) => a.adoptWalletConnect(provider, session, { activate }))
                .catch((error) =>
                  console.error(`Portico: the ${label} account did not connect`, error),
                )
            }
            return taken
          },
          ended: () => {
            for (const { service } of familyServices)
              service.loaded?.connection.forget(WALLETCONNECT_CONNECTOR_ID)
          },
        }
      : undefined,
    // SIWX on: pairing signs in too (wc_sessionAuthenticate), with SIWX's code loaded then.
    signIn: options.siwx && {
      request: async (chains) => (await siwx())?.walletConnect.request(chains),
      signed: async (messages) => (await siwx())?.walletConnect.signed(messages),
    },
  })
  // The EVM adapter (extensions, e-mail wallet) and Bitcoin's (sats-connect extensions) list
  // wallets of their own; a dapp configuring neither has none, and WalletConnect works on its
  // own ("basic").
  const withoutEvm = !options.networks.some((n) => n.chainNamespace === 'eip155')
  const withoutAdapters = withoutEvm && !familyServices.some((f) => f.servesWithoutEvm)
  dispatch(setWcBasic(withoutAdapters))
  addWalletConnectListeners(startAppListening)
  // SIWX: its code loads only with the option, and only when an account comes or goes.
  const siwxOption = options.siwx
  const siwx = async () =>
    siwxOption &&
    (await import('../features/siwx/startSiwx.ts')).startSiwx(services, siwxOption, {
      cloud,
      storage,
    })
  if (siwxOption)
    startAppListening({
      predicate: (_action, state, previous) =>
        selectActiveCaipAddress(state) !== selectActiveCaipAddress(previous),
      // The state before the action can only be read synchronously, before the import.
      effect: (_action, api) => {
        const before = api.getOriginalState()
        return siwx().then((entry) => entry?.changed(api, before))
      },
    })
  /** The active connection, whichever connector made it. */
  const connected = () => (auth.provider ? auth : evm.wallet ? evm : wc.wallet ? wc : undefined)

  const sync = syncPublicState(store, options, bridge)
  let ui: Promise<{ unmount(): void }> | undefined

  // What the thunks reach: the core's parts and each connector's connection.
  services.set(coreKey, {
    networks: options.networks,
    withoutAdapters,
    mobile: platform.mobile,
    activeConnection: connected,
    connectionFor: async (network) => {
      if (network.chainNamespace === 'eip155') return connected()
      const family = familyOf(network.chainNamespace)
      return family && (await family.service.load()).connectionFor(network)
    },
    familyConnections: () =>
      familyServices
        .map(({ service }) => service.loaded?.active())
        .filter((c): c is ActiveConnection => c !== undefined),
    getProvider: (namespace = 'eip155') =>
      namespace === 'eip155'
        ? (auth.provider ?? evm.provider ?? wc.provider)
        : wc.providerFor(namespace),
    familyProvider: <N extends keyof FamilyProviders>(namespace: N) =>
      familyProvider(namespace) as FamilyProviders[N] | undefined,
    rpcUrl,
    // Whichever connection is active re-reads its native balance; the others have none to read.
    refreshNativeBalance: () => {
      for (const connection of [evm, auth, wc]) void connection.refreshBalance()
      for (const { service } of familyServices) void service.loaded?.connection.refreshBalance()
    },
    track,
    // Requests, not drawing: after the open's first frame (analytics waits the same way).
    modalOpened: () => {
      analytics.opened()
      void afterNextPaint().then(() => projectConfig.load())
    },
    mountUi: async (mode = 'now') => {
      ui ??= bridge.mountUi(store, mode)
      await ui
    },
    flushPublicState: () => sync.flush(),
    rejectPendingUnsafe: async () => rejectPendingUnsafe(await bridge.getAuthConnector()),
    storage,
  })
  services.set(injectedKey, { connection: evm, find: injected.find, waitFor: injected.waitFor })
  services.set(walletConnectKey, { connection: wc, platform })
  services.set(authKey, auth)
  // Each family's discovery (Wallet Standard, polkadot{.js}, sats-connect), so its wallets are
  // listed: its own chunk, after this one.
  for (const { service } of familyServices) setTimeout(() => void service.load().catch(() => {}), 0)

  // A stored connection is restored without a prompt, once its wallet has announced itself.
  void dispatch(restoreConnection({ withoutEvm })).then(async () => {
    for (const { namespace, service, wasActive } of familyServices)
      if (storage.getConnectedConnectorId(namespace))
        await (await service.load()).restore({ waitMs: RESTORE_WAIT_MS, activate: wasActive })
  })

  const core: Core = {
    open: (openOptions) => dispatch(showModal(openOptions)),
    warmUp: () => dispatch(warmUpModal()),
    close: () => dispatch(closeModal()),
    switchNetwork: (network) => dispatch(changeNetwork(network)),
    disconnect: () => dispatch(disconnect()),
    getProvider: (namespace) =>
      (namespace && familyProvider(namespace)) || services.get(coreKey).getProvider(namespace),
    getSiwxSession: async () => (await siwx())?.session(store.getState()),
    setTheme(theme) {
      if (theme.themeMode) dispatch(setThemeMode(theme.themeMode))
      if (theme.themeVariables) dispatch(setThemeVariables(theme.themeVariables))
    },
    setLocale: (locale) => dispatch(setLocale(locale)),
    destroy() {
      injected.stop()
      sync.stop()
      evm.detach()
      wc.detach()
      for (const { service } of familyServices) service.loaded?.stop()
      void ui?.then((m) => m.unmount())
    },
  }
  return core
}
