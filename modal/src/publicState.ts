/**
 * The state a dapp reads (getters, subscriptions, hooks): a small serialisable snapshot the
 * facade holds, so it is there before the modal's core has loaded.
 */
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '@portico/shared'
import type { CaipNetwork } from './chains/CaipNetwork.ts'
import type { Locale } from './i18n/locales.ts'
import type { ResolvedPorticoOptions } from './options.ts'
import type { View } from './store/routerSlice.ts'

export type AccountStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'

export interface PorticoAccountState {
  status: AccountStatus
  isConnected: boolean
  address?: string
  caipAddress?: CaipAddress
  /** The native balance as a decimal string (formatted for display by the views). */
  balance?: string
  balanceSymbol?: string
  allAccounts: { namespace: ChainNamespace; address: string; type: 'eoa' | 'smartAccount' }[]
}

export interface PorticoWalletInfo {
  name: string
  icon?: string
  rdns?: string
}

export interface PorticoState {
  open: boolean
  loading: boolean
  view: View
  activeNamespace: ChainNamespace
  caipNetwork?: CaipNetwork
  selectedNetworkId?: CaipNetworkId
  /** True when the wallet is on a network the dapp did not configure. */
  isUnsupportedChain: boolean
  /** The active namespace's account. */
  account: PorticoAccountState
  /** Every connected namespace's account (EVM and Solana may be connected at once). */
  accounts: Partial<Record<ChainNamespace, PorticoAccountState>>
  walletInfo?: PorticoWalletInfo
  themeMode: 'light' | 'dark'
  themeVariables: Record<string, string | number>
  /** The language the modal shows (resolved: always one of the supported locales). */
  locale: Locale
  /** The modal's core has loaded. */
  initialized: boolean
}

export interface PorticoEvent {
  timestamp: number
  data: { type: 'track'; event: string; properties?: Record<string, unknown> }
}

export function initialPublicState(
  options: ResolvedPorticoOptions,
  reconnecting: boolean,
): PorticoState {
  const network = options.defaultNetwork ?? options.networks[0]
  return {
    open: false,
    loading: false,
    view: 'Connect',
    activeNamespace: network?.chainNamespace ?? 'eip155',
    caipNetwork: network,
    selectedNetworkId: network?.caipNetworkId,
    isUnsupportedChain: false,
    account: {
      status: reconnecting ? 'reconnecting' : 'disconnected',
      isConnected: false,
      allAccounts: [],
    },
    accounts: {},
    themeMode: options.themeMode,
    themeVariables: options.themeVariables,
    locale: options.locale,
    initialized: false,
  }
}
