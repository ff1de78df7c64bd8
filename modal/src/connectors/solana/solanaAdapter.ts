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
import type { Connector } from '../../store/connectorsSlice.ts'
import type { PorticoStore } from '../../store/createPorticoStore.ts'
import { AUTH_CONNECTOR_ID, AUTH_WALLET, type AuthConnection } from '../auth/authConnection.ts'
import { createFamilyAdapter } from '../familyAdapter.ts'
import { createNamespaceSink } from '../namespaceSink.ts'
import type { UniversalProvider } from '../walletconnect/createWalletConnectProvider.ts'
import {
  type Session,
  sessionFamilyAccounts,
  WALLETCONNECT_CONNECTOR_ID,
} from '../walletconnect/walletConnectSession.ts'
import { createWalletDiscovery } from '../walletDiscovery.ts'
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
  const wallets = createWalletDiscovery<StandardWallet>({
    namespace: 'solana',
    store,
    connectorId: walletStandardConnectorId,
    toConnector,
    watch: (onList) => ({ stop: watchSolanaWallets(onList) }),
  })

  /** A Wallet Standard wallet: asks it (silently after a reload) and makes Solana active. */
  async function connectWallet(
    connectorId: string,
    options: { silent: boolean; activate: boolean },
  ) {
    const wallet = wallets.find(connectorId)
    if (!wallet) throw new SolanaError('Wallet not found', { code: 'SOLANA_WALLET_NOT_FOUND' })
    const session = await connectStandardWallet(wallet, options)
    await connection.adopt(session, { activate: options.activate })
  }

  /** The e-mail wallet's Solana account (GET_USER on a Solana network), through the frame. */
  async function connectEmailWallet(options: { network?: CaipNetwork; activate: boolean }) {
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
  }

  return {
    connection,
    find: wallets.find,
    waitFor: wallets.waitFor,
    connectWallet,
    connectEmailWallet,
    ...createFamilyAdapter({
      namespace: 'solana',
      storage,
      connection,
      waitFor: wallets.waitFor,
      connectWallet,
      // The e-mail wallet's Solana account comes back while the e-mail wallet is signed in.
      restoreOther: async (connectorId, activate) => {
        if (connectorId !== AUTH_CONNECTOR_ID) return false
        if (auth.signedIn) await connectEmailWallet({ activate })
        return true
      },
      // A switch to Solana with the e-mail wallet signed in connects its Solana account there.
      connectOnSwitch: async (network) => {
        if (auth.signedIn) await connectEmailWallet({ network, activate: true })
      },
    }),

    /**
     * A WalletConnect session with `solana` accounts: the account on a configured cluster
     * becomes the namespace's (not the active one unless asked). Without one: nothing.
     */
    async adoptWalletConnect(
      provider: UniversalProvider,
      session: Session,
      options: { activate: boolean },
    ): Promise<boolean> {
      const found = sessionFamilyAccounts(session, 'solana', networks, isSolanaAddress)
      if (!found) return false
      const { first } = found
      const signer = createSolanaRpcSigner({
        address: first.address,
        request: (method, params, network) =>
          provider.request({ method, params }, network.caipNetworkId),
        network: () => connection.network ?? first.network,
        canSignAndSend: found.methods.includes('solana_signAndSendTransaction'),
        transactionEncoding: 'base64',
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

    stop: wallets.stop,
  }
}

export type SolanaAdapter = ReturnType<typeof createSolanaAdapter>
