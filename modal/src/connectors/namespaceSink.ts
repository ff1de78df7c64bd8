/**
 * Where a non-EVM family's connection (Solana today; Bitcoin and Polkadot the same way) reports
 * what it learns: that namespace's account and network in the store, its connector id in
 * storage (SPEC §3), and the active namespace — a connection the user made directly becomes
 * active; one that came along with another (a WalletConnect session's second namespace, the
 * e-mail wallet's Solana account) waits until the user switches to it. When the active
 * namespace's wallet goes, another connected namespace becomes active, else Connect shows.
 */
import type { CaipAddress, ChainNamespace, PorticoStorage } from '@portico/shared'
import { type CaipNetwork, isUnknownNetwork } from '../chains/CaipNetwork.ts'
import {
  resetAccount,
  setBalance,
  setBalanceLoading,
  setCaipAddress,
  setConnectedWalletInfo,
} from '../features/account/accountSlice.ts'
import { setActiveConnectorId } from '../store/connectorsSlice.ts'
import type { PorticoStore } from '../store/createPorticoStore.ts'
import { setActiveNamespace, setCaipNetwork } from '../store/networkSlice.ts'
import { switchAwayFrom } from './switchAwayFrom.ts'

export interface NamespaceSink {
  connected(info: {
    connectorId: string
    wallet: { name: string; icon?: string }
    caipAddress: CaipAddress
    network: CaipNetwork
    /** Make this namespace the active one (the user connected it directly). */
    activate: boolean
  }): void
  accountChanged(caipAddress: CaipAddress): void
  networkChanged(network: CaipNetwork): void
  balance(result: { balance?: string; symbol: string } | { loading: true }): void
  disconnected(): void
}

export function createNamespaceSink(
  namespace: ChainNamespace,
  { store, storage }: { store: PorticoStore; storage: PorticoStorage },
): NamespaceSink {
  const { dispatch } = store
  const activate = (network: CaipNetwork) => {
    dispatch(setActiveNamespace(namespace))
    storage.set('activeNamespace', namespace)
    if (!isUnknownNetwork(network)) storage.set('activeCaipNetworkId', network.caipNetworkId)
  }
  return {
    connected({ connectorId, wallet, caipAddress, network, activate: makeActive }) {
      dispatch(setCaipNetwork(namespace, network))
      dispatch(setCaipAddress(namespace, caipAddress))
      dispatch(setConnectedWalletInfo(namespace, { name: wallet.name, icon: wallet.icon }))
      dispatch(setActiveConnectorId(namespace, connectorId))
      storage.setConnectedConnectorId(namespace, connectorId)
      if (makeActive || !store.getState().network.activeNamespace) activate(network)
    },
    accountChanged(caipAddress) {
      dispatch(setCaipAddress(namespace, caipAddress))
    },
    networkChanged(network) {
      dispatch(setCaipNetwork(namespace, network))
      if (store.getState().network.activeNamespace === namespace) activate(network)
    },
    balance(result) {
      if ('loading' in result) return void dispatch(setBalanceLoading(namespace, true))
      dispatch(setBalance(namespace, { balance: result.balance, balanceSymbol: result.symbol }))
      dispatch(setBalanceLoading(namespace, false))
    },
    disconnected() {
      dispatch(resetAccount(namespace))
      dispatch(setActiveConnectorId(namespace, undefined))
      storage.removeConnectedConnectorId(namespace)
      switchAwayFrom(store, namespace)
    },
  }
}
