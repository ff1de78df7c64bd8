/**
 * The dapp's options and what storage remembers, into a new store: features and wallet lists,
 * theme, language, the requested networks and the one to start on, the recent wallets.
 */
import type { PorticoStorage } from '@portico/shared'
import type { ResolvedPorticoOptions } from '../options.ts'
import type { AppThunk } from '../store/createPorticoStore.ts'
import { setLocale } from '../store/localeSlice.ts'
import { setActiveNamespace, setCaipNetwork, setRequestedNetworks } from '../store/networkSlice.ts'
import { setOptions } from '../store/optionsSlice.ts'
import { setRecentWallets } from '../store/recentWalletsSlice.ts'
import { selectInitialNetwork } from '../store/selectInitialNetwork.ts'
import { setThemeMode, setThemeVariables } from '../store/themeSlice.ts'

export const applyOptions =
  (options: ResolvedPorticoOptions, storage: PorticoStorage): AppThunk =>
  (dispatch) => {
    dispatch(
      setOptions({
        projectId: options.projectId,
        apiUrl: options.apiUrl,
        metadata: options.metadata,
        features: {
          ...options.features,
          ...(options.connectMethodsOrder
            ? { connectMethodsOrder: options.connectMethodsOrder }
            : {}),
        },
        featuredWalletIds: options.featuredWalletIds,
        includeWalletIds: options.includeWalletIds,
        excludeWalletIds: options.excludeWalletIds,
        allowUnsupportedChain: options.allowUnsupportedChain,
        enableNetworkSwitch: options.enableNetworkSwitch,
        defaultAccountTypes: options.defaultAccountTypes,
        termsConditionsUrl: options.termsConditionsUrl,
        privacyPolicyUrl: options.privacyPolicyUrl,
      }),
    )
    dispatch(setThemeMode(options.themeMode))
    dispatch(setThemeVariables(options.themeVariables))
    dispatch(setLocale(options.locale))
    for (const namespace of new Set(options.networks.map((n) => n.chainNamespace))) {
      dispatch(
        setRequestedNetworks(
          namespace,
          options.networks.filter((n) => n.chainNamespace === namespace),
        ),
      )
    }
    const initial = selectInitialNetwork({
      requested: options.networks,
      storedActiveCaipNetworkId: storage.get('activeCaipNetworkId'),
      defaultNetwork: options.defaultNetwork,
    })
    if (initial) {
      dispatch(setActiveNamespace(initial.chainNamespace))
      dispatch(setCaipNetwork(initial.chainNamespace, initial))
    }
    dispatch(setRecentWallets(storage.get('recentWallets') ?? []))
  }
