/**
 * The Solana namespace's connection: one connected wallet session (Wallet Standard, a
 * WalletConnect session's `solana` namespace, or the e-mail wallet), its network, its provider
 * (created with @solana/web3.js, loaded only now) and its SOL balance, read from the cluster
 * through the provider's Connection. Everything it learns goes to the namespace sink.
 */
import { createPorticoError, type PorticoStorage } from '@portico/shared'
import { formatUnits } from 'viem'
import type { CaipNetwork } from '../../chains/CaipNetwork.ts'
import type { NamespaceSink } from '../namespaceSink.ts'
import type { SolanaProvider } from './SolanaProvider.ts'
import type { SolanaWalletSession } from './SolanaSigner.ts'

export interface SolanaConnectionDeps {
  /** The dapp's Solana networks. */
  networks: readonly CaipNetwork[]
  rpcUrl(network: CaipNetwork): string | undefined
  sink: NamespaceSink
  storage: PorticoStorage
}

export function createSolanaConnection(deps: SolanaConnectionDeps) {
  const { sink } = deps
  let active:
    | {
        session: SolanaWalletSession
        network: CaipNetwork
        provider: SolanaProvider
        stopWatching: () => void
      }
    | undefined
  /** Bumped on every change: a balance read for an older state is dropped. */
  let generation = 0

  const caipAddress = (network: CaipNetwork, address: string) =>
    `${network.caipNetworkId}:${address}` as const

  async function providerFor(session: SolanaWalletSession, network: CaipNetwork) {
    const rpcUrl = deps.rpcUrl(network)
    if (!rpcUrl) throw createPorticoError('TRANSPORT_URL_MISSING')
    const { createSolanaProvider } = await import('./createSolanaProvider.ts')
    return createSolanaProvider({ signer: session.signer, network, rpcUrl })
  }

  /** The network to start on: the one asked for, the stored one, else the first it supports. */
  function startNetwork(session: SolanaWalletSession, asked?: CaipNetwork) {
    const stored = deps.storage.get('activeCaipNetworkId')
    const candidates = [
      ...(asked ? [asked] : []),
      ...deps.networks.filter((n) => n.caipNetworkId === stored),
      ...deps.networks,
    ]
    const network = candidates.find((n) => session.supports(n))
    if (!network) throw createPorticoError('CHAIN_NOT_SUPPORTED')
    return network
  }

  async function refreshBalance() {
    const current = active
    if (!current) return
    const at = generation
    const { symbol, decimals } = current.network.nativeCurrency
    sink.balance({ loading: true })
    try {
      const { readLamports } = await import('./createSolanaProvider.ts')
      const lamports = await readLamports(
        current.provider.connection,
        current.session.signer.address,
      )
      if (at === generation) sink.balance({ balance: formatUnits(lamports, decimals), symbol })
    } catch {
      // The cluster does not answer (a configured one that is not running): no balance to show.
      if (at === generation) sink.balance({ balance: undefined, symbol })
    }
  }

  function forget() {
    if (!active) return
    active.stopWatching()
    active = undefined
    generation++
    sink.disconnected()
  }

  return {
    get provider(): SolanaProvider | undefined {
      return active?.provider
    },
    get connectorId(): string | undefined {
      return active?.session.connectorId
    },
    get network(): CaipNetwork | undefined {
      return active?.network
    },
    refreshBalance,

    /** A connected wallet becomes the namespace's; `activate`: it becomes the active namespace. */
    async adopt(
      session: SolanaWalletSession,
      options: { network?: CaipNetwork; activate: boolean },
    ): Promise<void> {
      const network = startNetwork(session, options.network)
      const provider = await providerFor(session, network)
      active?.stopWatching()
      generation++
      const stopWatching =
        session.watch?.((address) => {
          if (!address || active?.session !== session) return void forget()
          sink.accountChanged(caipAddress(active.network, address))
          void providerFor(session, active.network).then((next) => {
            if (active?.session !== session) return
            active.provider = next
            void refreshBalance()
          })
        }) ?? (() => {})
      active = { session, network, provider, stopWatching }
      sink.connected({
        connectorId: session.connectorId,
        wallet: session.info,
        caipAddress: caipAddress(network, session.signer.address),
        network,
        activate: options.activate,
      })
      void refreshBalance()
    },

    /** Moves to `network`; a wallet that does not sign for it refuses ("Chain is not supported"). */
    async switchNetwork(network: CaipNetwork): Promise<void> {
      if (!active) return
      const { session } = active
      if (!session.supports(network)) throw createPorticoError('CHAIN_NOT_SUPPORTED')
      await session.switchTo?.(network)
      const provider = await providerFor(session, network)
      if (active?.session !== session) return
      generation++
      active.network = network
      active.provider = provider
      sink.networkChanged(network)
      sink.accountChanged(caipAddress(network, session.signer.address))
      void refreshBalance()
    },

    /** Ends the wallet's session (Wallet Standard's disconnect) and forgets it. */
    async disconnect(): Promise<void> {
      const session = active?.session
      if (!session) return
      try {
        await session.disconnect()
      } finally {
        forget()
      }
    },

    /** Forgets the session without asking the wallet (its connector ended it: WalletConnect). */
    forget(connectorId?: string) {
      if (active && (!connectorId || active.session.connectorId === connectorId)) forget()
    },
  }
}

export type SolanaConnection = ReturnType<typeof createSolanaConnection>
