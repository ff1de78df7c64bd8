/**
 * The Polkadot adapter, loaded on demand (polkadotService.ts): the namespace's connection, the
 * polkadot{.js}-interface extensions on the page listed as Polkadot connectors, and the two ways
 * a Polkadot account connects — an extension, a WalletConnect session's `polkadot` namespace.
 * @polkadot/api loads later still, with the first balance read or transfer.
 */
import type { PorticoStorage } from '@portico/shared'
import type { CaipNetwork } from '../../chains/CaipNetwork.ts'
import { type Connector, setNamespaceConnectors } from '../../store/connectorsSlice.ts'
import type { ActiveConnection } from '../../store/coreServices.ts'
import type { PorticoStore } from '../../store/createPorticoStore.ts'
import { createNamespaceSink } from '../namespaceSink.ts'
import type { UniversalProvider } from '../walletconnect/createWalletConnectProvider.ts'
import { type Session, WALLETCONNECT_CONNECTOR_ID } from '../walletconnect/walletConnectSession.ts'
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

  let extensions: PolkadotExtension[] = []
  const waiters = new Set<() => void>()
  const stopWatching = watchPolkadotExtensions(
    deps.target ?? (typeof window === 'undefined' ? undefined : window),
    (list) => {
      extensions = list
      store.dispatch(setNamespaceConnectors('polkadot', list.map(toConnector)))
      for (const wake of waiters) wake()
    },
  )
  const find = (id: string) => extensions.find((e) => polkadotExtensionConnectorId(e) === id)
  const waitFor = (id: string, ms: number) =>
    new Promise<PolkadotExtension | undefined>((resolve) => {
      const done = (extension?: PolkadotExtension) => {
        waiters.delete(wake)
        clearTimeout(timer)
        resolve(extension)
      }
      const wake = () => {
        const extension = find(id)
        if (extension) done(extension)
      }
      const timer = setTimeout(() => done(find(id)), ms)
      waiters.add(wake)
      wake()
    })

  return {
    connection,
    find,
    waitFor,

    /** A polkadot{.js}-interface extension: asks it and makes its account the namespace's. */
    async connectExtension(connectorId: string, options: { activate: boolean }) {
      const extension = find(connectorId)
      if (!extension)
        throw new PolkadotError('Wallet not found', { code: 'POLKADOT_WALLET_NOT_FOUND' })
      const session = await connectPolkadotExtension(extension, deps.originName)
      await connection.adopt(session, { activate: options.activate })
    },

    /**
     * A WalletConnect session with `polkadot` accounts: the account on a configured network
     * becomes the namespace's (not the active one unless asked). Without one: nothing.
     */
    async adoptWalletConnect(
      provider: UniversalProvider,
      session: Session,
      options: { activate: boolean },
    ): Promise<boolean> {
      const namespace = session.namespaces.polkadot
      const accounts = (namespace?.accounts ?? []).flatMap((account) => {
        const [ns, reference, address] = account.split(':')
        const network = networks.find((n) => n.caipNetworkId === `${ns}:${reference}`)
        return network && isPolkadotAddress(address) ? [{ network, address }] : []
      })
      const first = accounts[0]
      if (!namespace || !first) return false
      const chains = new Set(accounts.map((a) => a.network.caipNetworkId))
      const signer = createPolkadotRpcSigner({
        address: first.address,
        request: (method, params) =>
          provider.request({ method, params }, (connection.network ?? first.network).caipNetworkId),
      })
      await connection.adopt(
        {
          connectorId: WALLETCONNECT_CONNECTOR_ID,
          info: {
            name: session.peer.metadata.name || 'WalletConnect',
            icon: session.peer.metadata.icons?.find((i) => /^(https?:|data:image\/)/.test(i)),
          },
          signer,
          supports: (network) => chains.has(network.caipNetworkId),
          // The WalletConnect connection ends the session (and then forgets this namespace).
          disconnect: async () => {},
        },
        { network: first.network, activate: options.activate },
      )
      return true
    },

    /** The namespace's connection for a switch to `network` (the connected wallet's, if any). */
    async connectionFor(_network: CaipNetwork): Promise<ActiveConnection | undefined> {
      return this.active()
    },
    /** The connection as the core ends it, while Polkadot is connected. */
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
      const connectorId = storage.getConnectedConnectorId('polkadot')
      if (!connectorId || connectorId === WALLETCONNECT_CONNECTOR_ID) return
      try {
        // polkadot{.js} has no silent connect: an extension that still allows the page does
        // not ask again.
        if (await waitFor(connectorId, options.waitMs))
          await this.connectExtension(connectorId, { activate: options.activate })
      } catch {
        // The extension refused or is gone: forgotten below.
      }
      if (!connection.provider) storage.removeConnectedConnectorId('polkadot')
    },

    stop: stopWatching,
  }
}

export type PolkadotAdapter = ReturnType<typeof createPolkadotAdapter>
