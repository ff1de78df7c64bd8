/**
 * The Bitcoin adapter, loaded on demand (bitcoinService.ts): the namespace's connection, the
 * sats-connect wallets on the page listed as Bitcoin connectors, and the two ways a Bitcoin
 * account connects — a sats-connect extension, a WalletConnect session's `bip122` namespace.
 * @scure/btc-signer loads later still, with the first provider.
 */
import type { PorticoStorage } from '@portico/shared'
import type { CloudClient } from '../../api/cloudClient.ts'
import type { CaipNetwork } from '../../chains/CaipNetwork.ts'
import type { Connector } from '../../store/connectorsSlice.ts'
import type { PorticoStore } from '../../store/createPorticoStore.ts'
import { createFamilyAdapter } from '../familyAdapter.ts'
import { createNamespaceSink } from '../namespaceSink.ts'
import type { UniversalProvider } from '../walletconnect/createWalletConnectProvider.ts'
import type { Session } from '../walletconnect/walletConnectSession.ts'
import { createWalletDiscovery } from '../walletDiscovery.ts'
import { BitcoinError } from './BitcoinError.ts'
import { readBitcoinAccount } from './bitcoinCloud.ts'
import { createBitcoinConnection } from './bitcoinConnection.ts'
import {
  connectSatsConnectWallet,
  type SatsConnectWallet,
  satsConnectConnectorId,
  watchSatsConnectWallets,
} from './satsConnectWallets.ts'
import { walletConnectBitcoinSession } from './walletConnectBitcoinSession.ts'

export interface BitcoinAdapterDeps {
  store: PorticoStore
  storage: PorticoStorage
  cloud: CloudClient
  /** The dapp's Bitcoin networks. */
  networks: readonly CaipNetwork[]
}

const toConnector = (wallet: SatsConnectWallet): Connector => ({
  id: satsConnectConnectorId(wallet.id),
  name: wallet.name,
  chain: 'bip122',
  type: 'ANNOUNCED',
  ...(wallet.icon ? { imageUrl: wallet.icon } : {}),
})

export function createBitcoinAdapter(deps: BitcoinAdapterDeps) {
  const { store, storage, networks, cloud } = deps
  const sink = createNamespaceSink('bip122', { store, storage })
  const connection = createBitcoinConnection({
    networks,
    sink,
    storage,
    accountType: () => {
      const type = store.getState().options.defaultAccountTypes.bip122
      return type === 'ordinal' || type === 'stx' ? type : 'payment'
    },
    readBalance: async (address, network) =>
      (await readBitcoinAccount(cloud, address, network.caipNetworkId))?.quantity.numeric,
  })
  const wallets = createWalletDiscovery<SatsConnectWallet>({
    namespace: 'bip122',
    store,
    connectorId: (wallet) => satsConnectConnectorId(wallet.id),
    toConnector,
    watch: (onList) => watchSatsConnectWallets(onList),
  })

  /** A sats-connect wallet: asks it (silently once the site is connected) for its addresses. */
  async function connectWallet(connectorId: string, options: { activate: boolean }) {
    const wallet = wallets.find(connectorId)
    if (!wallet) throw new BitcoinError('Wallet not found', { code: 'BITCOIN_WALLET_NOT_FOUND' })
    const session = await connectSatsConnectWallet(wallet)
    await connection.adopt(session, { activate: options.activate })
  }

  return {
    connection,
    find: wallets.find,
    connectWallet,
    ...createFamilyAdapter({
      namespace: 'bip122',
      storage,
      connection,
      waitFor: wallets.waitFor,
      connectWallet,
    }),

    /**
     * A WalletConnect session with `bip122` accounts: the account on a configured network
     * becomes the namespace's (not the active one unless asked). Without one: nothing.
     */
    async adoptWalletConnect(
      provider: UniversalProvider,
      session: Session,
      options: { activate: boolean },
    ): Promise<boolean> {
      const wallet = await walletConnectBitcoinSession(
        provider,
        session,
        networks,
        () => connection.network,
      )
      if (!wallet) return false
      await connection.adopt(wallet, { activate: options.activate })
      return true
    },

    stop: wallets.stop,
  }
}

export type BitcoinAdapter = ReturnType<typeof createBitcoinAdapter>
