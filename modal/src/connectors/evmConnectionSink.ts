/**
 * Where the EVM connection's news lands: the store, storage, and the UnsupportedChain rule of
 * SPEC §2 (open it when the wallet is on a network the dapp does not support; leave it once the
 * wallet is back on a supported one).
 */
import type { CaipAddress, PorticoStorage } from '@portico/shared'
import { type CaipNetwork, isUnknownNetwork } from '../chains/CaipNetwork.ts'
import {
  type AccountType,
  type AccountUser,
  resetAccount,
  setAccountStatus,
  setAllAccounts,
  setBalance,
  setBalanceLoading,
  setCaipAddress,
  setConnectedWalletInfo,
  setPreferredAccountType,
  setSmartAccountDeployed,
  setUser,
} from '../features/account/accountSlice.ts'
import type { ResolvedPorticoOptions } from '../options.ts'
import { clearFilterByNamespace, setActiveConnectorId } from '../store/connectorsSlice.ts'
import type { PorticoStore } from '../store/createPorticoStore.ts'
import {
  selectIsUnsupportedChain,
  setActiveNamespace,
  setCaipNetwork,
  setSmartAccountEnabledNetworks,
} from '../store/networkSlice.ts'
import { resetView } from '../store/routerSlice.ts'
import type { InjectedWallet } from './injected/eip6963.ts'
import { switchAwayFrom } from './switchAwayFrom.ts'

/** What a connection (extension, e-mail wallet, WalletConnect) reports as it goes. */
export interface EvmConnectionSink {
  connecting(): void
  /** A connection attempt failed: not connected (unless another connection is active). */
  connectFailed(): void
  connected(info: {
    wallet: InjectedWallet
    caipAddress: CaipAddress
    network: CaipNetwork
    restored: boolean
  }): void
  accountChanged(caipAddress: CaipAddress): void
  networkChanged(network: CaipNetwork): void
  balance(result: { balance: string; symbol: string } | { loading: true }): void
  /** What the e-mail wallet's frame says of its user (after a login, a restore or a re-read). */
  userChanged(user: AccountUser): void
  /**
   * The e-mail wallet's accounts (its EOA and, on a chain with a bundler, its smart account),
   * which one is in use, whether the smart account is deployed, and the chains with a bundler.
   */
  accountTypes(info: AccountTypesInfo): void
  disconnected(): void
}

export interface AccountTypesInfo {
  accounts: { address: string; type: AccountType }[]
  preferredAccountType?: AccountType
  smartAccountDeployed?: boolean
  smartAccountEnabledNetworks?: number[]
}

export interface EvmConnectionSinkDeps {
  store: PorticoStore
  storage: PorticoStorage
  options: ResolvedPorticoOptions
  /** Opens the modal on a view (loading the UI if needed). */
  openView(view: 'UnsupportedChain'): void
}

export function createEvmConnectionSink({
  store,
  storage,
  options,
  openView,
}: EvmConnectionSinkDeps): EvmConnectionSink {
  const { dispatch } = store

  const applyUnsupportedChainRule = () => {
    const state = store.getState()
    const unsupported = selectIsUnsupportedChain(state, {
      allowUnsupportedChain: options.allowUnsupportedChain,
      enableNetworkSwitch: options.enableNetworkSwitch,
      wcBasic: state.connection.wcBasic,
    })
    if (unsupported) {
      if (state.router.view !== 'UnsupportedChain' || !state.modal.open)
        openView('UnsupportedChain')
    } else if (state.router.view === 'UnsupportedChain') {
      dispatch(resetView('Account'))
    }
  }

  return {
    connecting() {
      dispatch(setAccountStatus('eip155', 'connecting'))
    },
    connectFailed() {
      if (store.getState().account.byNamespace.eip155?.address) return
      dispatch(setAccountStatus('eip155', 'disconnected'))
    },
    connected({ wallet, caipAddress, network }) {
      dispatch(setActiveNamespace('eip155'))
      dispatch(setCaipNetwork('eip155', network))
      dispatch(setCaipAddress('eip155', caipAddress))
      dispatch(
        setConnectedWalletInfo('eip155', {
          name: wallet.info.name,
          icon: wallet.info.icon || undefined,
          rdns: wallet.info.rdns,
        }),
      )
      dispatch(setActiveConnectorId('eip155', wallet.info.rdns))
      storage.setConnectedConnectorId('eip155', wallet.info.rdns)
      storage.set('activeNamespace', 'eip155')
      if (!isUnknownNetwork(network)) storage.set('activeCaipNetworkId', network.caipNetworkId)
      applyUnsupportedChainRule()
    },
    accountChanged(caipAddress) {
      dispatch(setCaipAddress('eip155', caipAddress))
    },
    networkChanged(network) {
      dispatch(setCaipNetwork('eip155', network))
      if (!isUnknownNetwork(network)) storage.set('activeCaipNetworkId', network.caipNetworkId)
      applyUnsupportedChainRule()
    },
    balance(result) {
      if ('loading' in result) return void dispatch(setBalanceLoading('eip155', true))
      dispatch(
        setBalance('eip155', {
          balance: result.balance || undefined,
          balanceSymbol: result.symbol,
        }),
      )
      dispatch(setBalanceLoading('eip155', false))
    },
    userChanged(user) {
      dispatch(setUser('eip155', user))
    },
    accountTypes(info) {
      dispatch(
        setAllAccounts(
          'eip155',
          info.accounts.map((a) => ({ namespace: 'eip155' as const, ...a })),
        ),
      )
      if (info.preferredAccountType)
        dispatch(setPreferredAccountType('eip155', info.preferredAccountType))
      dispatch(setSmartAccountDeployed('eip155', info.smartAccountDeployed))
      if (info.smartAccountEnabledNetworks) {
        dispatch(setSmartAccountEnabledNetworks('eip155', info.smartAccountEnabledNetworks))
        storage.set('smartAccountEnabledNetworks', info.smartAccountEnabledNetworks)
      }
    },
    disconnected() {
      dispatch(resetAccount('eip155'))
      dispatch(setActiveConnectorId('eip155', undefined))
      dispatch(clearFilterByNamespace())
      storage.removeConnectedConnectorId('eip155')
      switchAwayFrom(store, 'eip155')
    },
  }
}
