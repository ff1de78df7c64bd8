/**
 * The Polkadot namespace's connection: one connected wallet session (a polkadot{.js}-interface
 * extension or a WalletConnect session's `polkadot` namespace), its network, its provider and
 * its native balance — read through the network's configured RPC with @polkadot/api (loaded
 * only then). Without an RPC (Polkadot networks have no default: nothing reaches another host
 * unless the dapp configures it) the account shows with no balance. Everything it learns goes
 * to the namespace sink.
 */
import { createPorticoError, type PorticoStorage } from '@portico/shared'
import { formatUnits } from 'viem'
import type { CaipNetwork } from '../../chains/CaipNetwork.ts'
import type { NamespaceSink } from '../namespaceSink.ts'
import { createPolkadotProvider } from './createPolkadotProvider.ts'
import type { PolkadotProvider } from './PolkadotProvider.ts'
import type { PolkadotWalletSession } from './PolkadotSigner.ts'

export interface PolkadotConnectionDeps {
  /** The dapp's Polkadot networks. */
  networks: readonly CaipNetwork[]
  rpcUrl(network: CaipNetwork): string | undefined
  sink: NamespaceSink
  storage: PorticoStorage
  /** Replaced in tests. */
  createProvider?: typeof createPolkadotProvider
}

export function createPolkadotConnection(deps: PolkadotConnectionDeps) {
  const { sink } = deps
  const createProvider = deps.createProvider ?? createPolkadotProvider
  let active:
    | {
        session: PolkadotWalletSession
        network: CaipNetwork
        provider: PolkadotProvider
        stopWatching: () => void
      }
    | undefined
  /** Bumped on every change: a balance read for an older state is dropped. */
  let generation = 0

  const caipAddress = (network: CaipNetwork, address: string) =>
    `${network.caipNetworkId}:${address}` as const
  const providerFor = (session: PolkadotWalletSession, network: CaipNetwork) =>
    createProvider({ signer: session.signer, network, rpcUrl: deps.rpcUrl(network) })

  /** The network to start on: the one asked for, the stored one, else the first it supports. */
  function startNetwork(session: PolkadotWalletSession, asked?: CaipNetwork) {
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
    // No RPC configured: nothing to read (and nothing is read from another host).
    if (!current.provider.rpcUrl) return void sink.balance({ balance: undefined, symbol })
    sink.balance({ loading: true })
    try {
      const planck = await current.provider.getBalance()
      if (at === generation) sink.balance({ balance: formatUnits(planck, decimals), symbol })
    } catch {
      // The configured node does not answer: no balance to show.
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
    get provider(): PolkadotProvider | undefined {
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
    adopt(session: PolkadotWalletSession, options: { network?: CaipNetwork; activate: boolean }) {
      const network = startNetwork(session, options.network)
      active?.stopWatching()
      generation++
      const provider = providerFor(session, network)
      const stopWatching =
        session.watch?.((address) => {
          if (active?.session !== session) return
          if (!address) return void forget()
          generation++
          active.provider = providerFor(session, active.network)
          sink.accountChanged(caipAddress(active.network, address))
          void refreshBalance()
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
      generation++
      active.network = network
      active.provider = providerFor(session, network)
      sink.networkChanged(network)
      sink.accountChanged(caipAddress(network, session.signer.address))
      void refreshBalance()
    },

    /** Ends the wallet's session and forgets it. */
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

export type PolkadotConnection = ReturnType<typeof createPolkadotConnection>
