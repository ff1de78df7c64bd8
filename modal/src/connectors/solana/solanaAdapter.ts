/**
 * The Solana adapter, loaded on demand (solanaService.ts): the namespace's connection, the
 * Wallet Standard wallets on the page listed as Solana connectors, and the three ways a Solana
 * account connects — a Wallet Standard wallet, a WalletConnect session's `solana` namespace,
 * the e-mail wallet's frame. @solana/web3.js loads later still, with the first provider.
 */
import {
  createPorticoError,
  getRpcMethodPolicy,
  isSolanaAddress,
  type PorticoStorage,
} from '@portico/shared'
import type { CaipNetwork } from '../../chains/CaipNetwork.ts'
import { type Connector, setNamespaceConnectors } from '../../store/connectorsSlice.ts'
import type { ActiveConnection } from '../../store/coreServices.ts'
import type { PorticoStore } from '../../store/createPorticoStore.ts'
import { AUTH_CONNECTOR_ID, AUTH_WALLET, type AuthConnection } from '../auth/authConnection.ts'
import { createNamespaceSink } from '../namespaceSink.ts'
import type { UniversalProvider } from '../walletconnect/createWalletConnectProvider.ts'
import { type Session, WALLETCONNECT_CONNECTOR_ID } from '../walletconnect/walletConnectSession.ts'
import { SolanaError } from './SolanaError.ts'
import { createSolanaConnection } from './solanaConnection.ts'
import { createSolanaRpcSigner } from './solanaRpcSigner.ts'
import {
  connectStandardWallet,
  type StandardWallet,
  walletStandardConnectorId,
  watchSolanaWallets,
} from './walletStandardWallets.ts'

export interface SolanaAdapterDeps {
  store: PorticoStore
  storage: PorticoStorage
  /** The dapp's Solana networks. */
  networks: readonly CaipNetwork[]
  rpcUrl(network: CaipNetwork): string | undefined
  auth: AuthConnection
}

const toConnector = (wallet: StandardWallet): Connector => ({
  id: walletStandardConnectorId(wallet),
  name: wallet.name,
  chain: 'solana',
  type: 'ANNOUNCED',
  imageUrl: wallet.icon,
})

export function createSolanaAdapter(deps: SolanaAdapterDeps) {
  const { store, storage, networks, auth } = deps
  const sink = createNamespaceSink('solana', { store, storage })
  const connection = createSolanaConnection({ networks, rpcUrl: deps.rpcUrl, sink, storage })

  let wallets: StandardWallet[] = []
  const waiters = new Set<() => void>()
  const stopWatching = watchSolanaWallets((list) => {
    wallets = list
    store.dispatch(setNamespaceConnectors('solana', list.map(toConnector)))
    for (const wake of waiters) wake()
  })
  const find = (id: string) => wallets.find((w) => walletStandardConnectorId(w) === id)
  const waitFor = (id: string, ms: number) =>
    new Promise<StandardWallet | undefined>((resolve) => {
      const done = (wallet?: StandardWallet) => {
        waiters.delete(wake)
        clearTimeout(timer)
        resolve(wallet)
      }
      const wake = () => {
        const wallet = find(id)
        if (wallet) done(wallet)
      }
      const timer = setTimeout(() => done(find(id)), ms)
      waiters.add(wake)
      wake()
    })

  return {
    connection,
    find,
    waitFor,

    /** A Wallet Standard wallet: asks it (silently after a reload) and makes Solana active. */
    async connectWallet(connectorId: string, options: { silent: boolean; activate: boolean }) {
      const wallet = find(connectorId)
      if (!wallet) throw new SolanaError('Wallet not found', { code: 'SOLANA_WALLET_NOT_FOUND' })
      const session = await connectStandardWallet(wallet, options)
      await connection.adopt(session, { activate: options.activate })
    },

    /**
     * A WalletConnect session with `solana` accounts: the account on a configured cluster
     * becomes the namespace's (not the active one unless asked). Without one: nothing.
     */
    async adoptWalletConnect(
      provider: UniversalProvider,
      session: Session,
      options: { activate: boolean },
    ): Promise<boolean> {
      const namespace = session.namespaces.solana
      const accounts = (namespace?.accounts ?? []).flatMap((account) => {
        const [ns, reference, address] = account.split(':')
        const network = networks.find((n) => n.caipNetworkId === `${ns}:${reference}`)
        return network && address && isSolanaAddress(address) ? [{ network, address }] : []
      })
      const first = accounts[0]
      if (!namespace || !first) return false
      const chains = new Set(accounts.map((a) => a.network.caipNetworkId))
      const signer = createSolanaRpcSigner({
        address: first.address,
        request: (method, params, network) =>
          provider.request({ method, params }, network.caipNetworkId),
        network: () => connection.network ?? first.network,
        canSignAndSend: namespace.methods.includes('solana_signAndSendTransaction'),
        transactionEncoding: 'base64',
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

    /** The e-mail wallet's Solana account (GET_USER on a Solana network), through the frame. */
    async connectEmailWallet(options: { network?: CaipNetwork; activate: boolean }) {
      const network = options.network ?? networks[0]
      if (!network) throw new SolanaError('No Solana network', { code: 'NETWORK_NOT_FOUND' })
      if (!auth.signedIn) throw createPorticoError('NOT_SIGNED_IN')
      const connector = await auth.connector()
      // GET_USER on a Solana network (frame-protocol.md §2: chainId is CAIP-2 for other families).
      const { address } = await connector.request('GET_USER', { chainId: network.caipNetworkId })
      if (!isSolanaAddress(address))
        throw new SolanaError('The e-mail wallet gave no Solana account', {
          code: 'SOLANA_NO_ACCOUNT',
        })
      const signer = createSolanaRpcSigner({
        address,
        request: (method, params) => {
          const run = () => connector.request('RPC_REQUEST', { method, params })
          // Unsafe methods (SPEC §6) wait for the user's approval in the frame's window.
          return getRpcMethodPolicy(method) === 'unsafe' ? auth.withApproval(connector, run) : run()
        },
        network: () => connection.network ?? network,
        canSignAndSend: true,
        transactionEncoding: 'base58',
      })
      await connection.adopt(
        {
          connectorId: AUTH_CONNECTOR_ID,
          info: { name: AUTH_WALLET.name },
          signer,
          // The frame server decides which clusters it signs for: it refuses the others.
          supports: () => true,
          switchTo: async (next) =>
            void (await connector.request('SWITCH_NETWORK', { chainId: next.caipNetworkId })),
          // Signing out of the e-mail wallet (the EVM connection's disconnect) ends it.
          disconnect: async () => {},
        },
        { network, activate: options.activate },
      )
    },

    /**
     * The namespace's connection for a switch to `network`: the connected wallet's; when none is
     * and the e-mail wallet is signed in, its Solana account, connected on `network`.
     */
    async connectionFor(network: CaipNetwork): Promise<ActiveConnection | undefined> {
      if (!connection.provider && auth.signedIn)
        await this.connectEmailWallet({ network, activate: true })
      return this.active()
    },
    /** The connection as the core ends it, while Solana is connected. */
    active(): ActiveConnection | undefined {
      return connection.provider
        ? {
            switchNetwork: (n) => connection.switchNetwork(n),
            disconnect: () => connection.disconnect(),
          }
        : undefined
    },
    /**
     * After a reload: the stored Solana connector comes back (active again if it was), or is
     * forgotten. WalletConnect's comes back with its session (adoptWalletConnect).
     */
    async restore(options: { waitMs: number; activate: boolean }): Promise<void> {
      const connectorId = storage.getConnectedConnectorId('solana')
      if (!connectorId || connectorId === WALLETCONNECT_CONNECTOR_ID) return
      try {
        if (connectorId === AUTH_CONNECTOR_ID) {
          if (auth.signedIn) await this.connectEmailWallet({ activate: options.activate })
        } else if (await waitFor(connectorId, options.waitMs)) {
          await this.connectWallet(connectorId, { silent: true, activate: options.activate })
        }
      } catch {
        // The wallet refused or is gone: forgotten below.
      }
      if (!connection.provider) storage.removeConnectedConnectorId('solana')
    },

    stop: stopWatching,
  }
}

export type SolanaAdapter = ReturnType<typeof createSolanaAdapter>
