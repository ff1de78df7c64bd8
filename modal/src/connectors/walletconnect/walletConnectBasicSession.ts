/**
 * A WalletConnect session without an EVM account: the "basic" connection a dapp without chain
 * adapters gets (SPEC §2 ConnectingWalletConnectBasic). Each approved family (solana, polkadot,
 * bip122) gets its account and network in the store, the first becomes the active namespace,
 * and requests go to the session as they are.
 */
import {
  type CaipAddress,
  type CaipNetworkId,
  CHAIN_NAMESPACES,
  type ChainNamespace,
  type PorticoStorage,
} from '@portico/shared'
import { type CaipNetwork, unknownNetwork } from '../../chains/CaipNetwork.ts'
import {
  resetAccount,
  setAccountStatus,
  setCaipAddress,
  setConnectedWalletInfo,
} from '../../features/account/accountSlice.ts'
import { clearFilterByNamespace, setActiveConnectorId } from '../../store/connectorsSlice.ts'
import type { PorticoStore } from '../../store/createPorticoStore.ts'
import { setActiveNamespace, setCaipNetwork } from '../../store/networkSlice.ts'
import { resetView } from '../../store/routerSlice.ts'
import type { Eip1193Provider } from '../injected/eip6963.ts'
import type { UniversalProvider } from './createWalletConnectProvider.ts'

type Session = NonNullable<UniversalProvider['session']>

export interface BasicAccount {
  namespace: ChainNamespace
  network: CaipNetwork
  caipAddress: CaipAddress
}

/** The first account of each known chain family in the session (eip155 excluded). */
export function basicAccounts(session: Session, networks: readonly CaipNetwork[]): BasicAccount[] {
  const accounts: BasicAccount[] = []
  for (const [key, namespace] of Object.entries(session.namespaces)) {
    const family = key.split(':')[0] as ChainNamespace
    if (family === 'eip155' || !CHAIN_NAMESPACES.includes(family)) continue
    const account = namespace.accounts?.find((a) => a.split(':').length === 3)
    if (!account || accounts.some((a) => a.namespace === family)) continue
    const [, reference, address] = account.split(':') as [string, string, string]
    if (!reference || !address) continue
    const caipNetworkId = `${family}:${reference}` as CaipNetworkId
    accounts.push({
      namespace: family,
      network:
        networks.find((n) => n.caipNetworkId === caipNetworkId) ?? unknownNetwork(caipNetworkId),
      caipAddress: account as CaipAddress,
    })
  }
  return accounts
}

export function adoptBasicSession(
  { store, storage }: { store: PorticoStore; storage: PorticoStorage },
  accounts: BasicAccount[],
  wallet: { name: string; icon?: string },
) {
  const { dispatch } = store
  for (const { namespace, network, caipAddress } of accounts) {
    dispatch(setCaipNetwork(namespace, network))
    dispatch(setCaipAddress(namespace, caipAddress))
    dispatch(setConnectedWalletInfo(namespace, { name: wallet.name, icon: wallet.icon }))
    dispatch(setActiveConnectorId(namespace, 'walletConnect'))
    dispatch(setAccountStatus(namespace, 'connected'))
    storage.setConnectedConnectorId(namespace, 'walletConnect')
  }
  const first = accounts[0]
  if (!first) return
  dispatch(setActiveNamespace(first.namespace))
  storage.set('activeNamespace', first.namespace)
  storage.set(
    'connectedNamespaces',
    accounts.map((a) => a.namespace),
  )
}

export function forgetBasicSession(
  { store, storage }: { store: PorticoStore; storage: PorticoStorage },
  accounts: BasicAccount[],
) {
  const { dispatch } = store
  for (const { namespace } of accounts) {
    dispatch(resetAccount(namespace))
    dispatch(setActiveConnectorId(namespace, undefined))
    storage.removeConnectedConnectorId(namespace)
  }
  storage.remove('connectedNamespaces')
  dispatch(clearFilterByNamespace())
  if (store.getState().router.view !== 'Connect') dispatch(resetView('Connect'))
}

/** An EIP-1193-style face for one family of the session: requests go to its account's chain. */
export function basicProvider(provider: UniversalProvider, account: BasicAccount): Eip1193Provider {
  return {
    request: ({ method, params }) =>
      provider.request({ method, params: params as never }, account.network.caipNetworkId),
  }
}
