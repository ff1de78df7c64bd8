/**
 * The Polkadot adapter, loaded on demand (polkadotService.ts): the namespace's connection, the
 * polkadot{.js}-interface extensions on the page listed as Polkadot connectors, and the two ways
 * a Polkadot account connects — an extension, a WalletConnect session's `polkadot` namespace.
 * @polkadot/api loads later still, with the first balance read or transfer.
 */
import type { PorticoStorage } from '@portico/shared'
import type { CaipNetwork } from '../../chains/CaipNetwork.ts'
import type { Connector } from '../../store/connectorsSlice.ts'
import type { PorticoStore } from '../../store/createPorticoStore.ts'
import { createFamilyAdapter } from '../familyAdapter.ts'
import { createNamespaceSink } from '../namespaceSink.ts'
import type { UniversalProvider } from '../walletconnect/createWalletConnectProvider.ts'
import {
  type Session,
  sessionFamilyAccounts,
  WALLETCONNECT_CONNECTOR_ID,
} from '../walletconnect/walletConnectSession.ts'
import { createWalletDiscovery } from '../walletDiscovery.ts'
import { PolkadotError } from './PolkadotError.ts'
import { isPolkadotAddress } from './polkadotAddress.ts'
import { createPolkadotConnection } from './polkadotConnection.ts'
import {
  connectPolkadotExtension,
  type PolkadotExtension,
  polkadotExtensionConnectorId,
  watchPolkadotExtensions,
} from './polkadotExtensions.ts'
import { createPolkadotRpcSigner } from './polkadotRpcSigner.ts'

export interface PolkadotAdapterDeps {
  store: PorticoStore
  storage: PorticoStorage
  /** The dapp's Polkadot networks. */
  networks: readonly CaipNetwork[]
  rpcUrl(network: CaipNetwork): string | undefined
  /** Where `window.injectedWeb3` is read (the page's window). */
  target?: unknown
  /** The name an extension shows when it asks the user to allow the page. */
  originName: string
}

const toConnector = (extension: PolkadotExtension): Connector => ({
  id: polkadotExtensionConnectorId(extension),
  name: extension.name,
  chain: 'polkadot',
  type: 'ANNOUNCED',
})

export function createPolkadotAdapter(deps: PolkadotAdapterDeps) {
  const { store, storage, networks } = deps
  const sink = createNamespaceSink('polkadot', { store, storage })
  const connection = createPolkadotConnection({ networks, rpcUrl: deps.rpcUrl, sink, storage })
  const target = deps.target ?? (typeof window === 'undefined' ? undefined : window)
  const extensions = createWalletDiscovery<PolkadotExtension>({
    namespace: 'polkadot',
    store,
    connectorId: polkadotExtensionConnectorId,
    toConnector,
    watch: (onList) => ({ stop: watchPolkadotExtensions(target, onList) }),
  })

  /**
   * A polkadot{.js}-interface extension: asks it and makes its account the namespace's.
   * polkadot{.js} has no silent connect: an extension that still allows the page does not ask
   * again after a reload.
   */
  async function connectExtension(connectorId: string, options: { activate: boolean }) {
    const extension = extensions.find(connectorId)
    if (!extension)
      throw new PolkadotError('Wallet not found', { code: 'POLKADOT_WALLET_NOT_FOUND' })
    const session = await connectPolkadotExtension(extension, deps.originName)
    await connection.adopt(session, { activate: options.activate })
  }

  return {
    connection,
    find: extensions.find,
    waitFor: extensions.waitFor,
    connectWallet: connectExtension,
    ...createFamilyAdapter({
      namespace: 'polkadot',
      storage,
      connection,
      waitFor: extensions.waitFor,
      connectWallet: connectExtension,
    }),

    /**
     * A WalletConnect session with `polkadot` accounts: the account on a configured network
     * becomes the namespace's (not the active one unless asked). Without one: nothing.
     */
    async adoptWalletConnect(
      provider: UniversalProvider,
      session: Session,
      options: { activate: boolean },
    ): Promise<boolean> {
      const found = sessionFamilyAccounts(session, 'polkadot', networks, isPolkadotAddress)
      if (!found) return false
      const { first } = found
      const signer = createPolkadotRpcSigner({
        address: first.address,
        request: (method, params) =>
          provider.request({ method, params }, (connection.network ?? first.network).caipNetworkId),
      })
      await connection.adopt(
        {
          connectorId: WALLETCONNECT_CONNECTOR_ID,
          info: found.info,
          signer,
          supports: found.supports,
          // The WalletConnect connection ends the session (and then forgets this namespace).
          disconnect: async () => {},
        },
        { network: first.network, activate: options.activate },
      )
      return true
    },

    stop: extensions.stop,
  }
}

export type PolkadotAdapter = ReturnType<typeof createPolkadotAdapter>
