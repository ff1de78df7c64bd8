/**
 * The Bitcoin adapter, loaded on demand (bitcoinService.ts): the namespace's connection, the
 * sats-connect wallets on the page listed as Bitcoin connectors, and the two ways a Bitcoin
 * account connects — a sats-connect extension, a WalletConnect session's `bip122` namespace.
 * @scure/btc-signer loads later still, with the first provider.
 */
import type { PorticoStorage } from '@portico/shared'
import type { CloudClient } from '../../api/cloudClient.ts'
import type { CaipNetwork } from '../../chains/CaipNetwork.ts'
import { type Connector, setNamespaceConnectors } from '../../store/connectorsSlice.ts'
import type { ActiveConnection } from '../../store/coreServices.ts'
import type { PorticoStore } from '../../store/createPorticoStore.ts'
import { createNamespaceSink } from '../namespaceSink.ts'
import type { UniversalProvider } from '../walletconnect/createWalletConnectProvider.ts'
import type { Session } from '../walletconnect/walletConnectSession.ts'
import { WALLETCONNECT_CONNECTOR_ID } from '../walletconnect/walletConnectSession.ts'
import { BitcoinError } from './BitcoinError.ts'
import { readBitcoinAccount } from './bitcoinCloud.ts'
import { createBitcoinConnection } from './bitcoinConnection.ts'
import {
  connectSatsConnectWallet,
  findSatsConnectWallets,
  type SatsConnectWallet,
  satsConnectConnectorId,
} from './satsConnectWallets.ts'
import { walletConnectBitcoinSession } from './walletConnectBitcoinSession.ts'

export interface BitcoinAdapterDeps {
  store: PorticoStore
  storage: PorticoStorage
  cloud: CloudClient
  /** The dapp's Bitcoin networks. */
  networks: readonly CaipNetwork[]
}

/** Extensions list themselves as their scripts run: looked for again a few times. */
const DISCOVERY_DELAYS_MS = [250, 1000, 3000]
const POLL_MS = 100

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

  let wallets: SatsConnectWallet[] = []
  const discover = () => {
    const found = findSatsConnectWallets()
    const key = (list: SatsConnectWallet[]) => list.map((w) => w.id).join('\n')
    if (key(found) === key(wallets)) return
    wallets = found
    store.dispatch(setNamespaceConnectors('bip122', found.map(toConnector)))
  }
  discover()
  const timers = DISCOVERY_DELAYS_MS.map((ms) => setTimeout(discover, ms))
  const find = (connectorId: string) =>
    wallets.find((w) => satsConnectConnectorId(w.id) === connectorId)
  const waitFor = async (connectorId: string, ms: number) => {
    for (let waited = 0; ; waited += POLL_MS) {
      discover()
      const wallet = find(connectorId)
      if (wallet || waited >= ms) return wallet
      await new Promise((r) => setTimeout(r, POLL_MS))
    }
  }

  return {
    connection,
    find,

    /** A sats-connect wallet: asks it (silently once the site is connected) for its addresses. */
    async connectWallet(connectorId: string, options: { activate: boolean }) {
      const wallet = find(connectorId)
      if (!wallet) throw new BitcoinError('Wallet not found', { code: 'BITCOIN_WALLET_NOT_FOUND' })
      const session = await connectSatsConnectWallet(wallet)
      await connection.adopt(session, { activate: options.activate })
    },

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

    /** The namespace's connection for a switch to `network` (none without a Bitcoin wallet). */
    async connectionFor(_network: CaipNetwork): Promise<ActiveConnection | undefined> {
      return this.active()
    },
    /** The connection as the core ends it, while Bitcoin is connected. */
    active(): ActiveConnection | undefined {
      return connection.provider
        ? {
            switchNetwork: (n) => connection.switchNetwork(n),
            disconnect: () => connection.disconnect(),
          }
        : undefined
    },
    /**
     * After a reload: the stored extension comes back (active again if it was), or is
     * forgotten. WalletConnect's comes back with its session (adoptWalletConnect).
     */
    async restore(options: { waitMs: number; activate: boolean }): Promise<void> {
      const connectorId = storage.getConnectedConnectorId('bip122')
      if (!connectorId || connectorId === WALLETCONNECT_CONNECTOR_ID) return
      try {
        if (await waitFor(connectorId, options.waitMs))
          await this.connectWallet(connectorId, { activate: options.activate })
      } catch {
        // The wallet refused or is gone: forgotten below.
      }
      if (!connection.provider) storage.removeConnectedConnectorId('bip122')
    },

    stop() {
      for (const timer of timers) clearTimeout(timer)
    },
  }
}

export type BitcoinAdapter = ReturnType<typeof createBitcoinAdapter>
