/**
 * The Bitcoin namespace's connection: one connected wallet session (a sats-connect extension
 * or a WalletConnect session's `bip122` namespace), its network, the account shown — the
 * payment address unless the dapp chose ordinals (SPEC §1 `bip122: payment`) — its provider
 * (created with @scure/btc-signer, loaded only now) and its BTC balance, read through the
 * cloud. Everything it learns goes to the namespace sink.
 */
import { createPorticoError, type PorticoStorage } from '@portico/shared'
import type { CaipNetwork } from '../../chains/CaipNetwork.ts'
import type { NamespaceSink } from '../namespaceSink.ts'
import type { BitcoinProvider } from './BitcoinProvider.ts'
import type { BitcoinWalletSession } from './BitcoinSigner.ts'

export interface BitcoinConnectionDeps {
  /** The dapp's Bitcoin networks. */
  networks: readonly CaipNetwork[]
  sink: NamespaceSink
  storage: PorticoStorage
  /** The dapp's account type for bip122 (createPortico's `defaultAccountTypes`). */
  accountType(): 'payment' | 'ordinal' | 'stx'
  /** The address's BTC as decimal text, or undefined when the cloud does not serve it. */
  readBalance(address: string, network: CaipNetwork): Promise<string | undefined>
}

export function createBitcoinConnection(deps: BitcoinConnectionDeps) {
  const { sink } = deps
  let active:
    | { session: BitcoinWalletSession; network: CaipNetwork; provider: BitcoinProvider }
    | undefined
  /** Bumped on every change: a balance read for an older state is dropped. */
  let generation = 0

  /** The account on `network`: the dapp's purpose if the wallet has it, else payment. */
  function accountOn(session: BitcoinWalletSession, network: CaipNetwork) {
    const addresses = session.signer.addresses(network)
    const wanted = deps.accountType()
    const account =
      addresses.find((a) => a.purpose === wanted) ??
      addresses.find((a) => a.purpose === 'payment') ??
      addresses[0]
    if (!account) throw createPorticoError('CHAIN_NOT_SUPPORTED')
    return account.address
  }

  async function providerFor(session: BitcoinWalletSession, network: CaipNetwork) {
    const address = accountOn(session, network)
    const { createBitcoinProvider } = await import('./createBitcoinProvider.ts')
    return createBitcoinProvider({ session, network, address })
  }

  /** The network to start on: the one asked for, the stored one, else the first it supports. */
  function startNetwork(session: BitcoinWalletSession, asked?: CaipNetwork) {
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
    const { symbol } = current.network.nativeCurrency
    sink.balance({ loading: true })
    try {
      const balance = await deps.readBalance(current.provider.address, current.network)
      if (at === generation) sink.balance({ balance, symbol })
    } catch {
      // The cloud does not serve this network's node: no balance to show.
      if (at === generation) sink.balance({ balance: undefined, symbol })
    }
  }

  function forget() {
    if (!active) return
    active = undefined
    generation++
    sink.disconnected()
  }

  const caipAddress = (network: CaipNetwork, address: string) =>
    `${network.caipNetworkId}:${address}` as const

  return {
    get provider(): BitcoinProvider | undefined {
      return active?.provider
    },
    get session(): BitcoinWalletSession | undefined {
      return active?.session
    },
    get network(): CaipNetwork | undefined {
      return active?.network
    },
    refreshBalance,

    /** A connected wallet becomes the namespace's; `activate`: it becomes the active namespace. */
    async adopt(
      session: BitcoinWalletSession,
      options: { network?: CaipNetwork; activate: boolean },
    ): Promise<void> {
      const network = startNetwork(session, options.network)
      const provider = await providerFor(session, network)
      generation++
      active = { session, network, provider }
      sink.connected({
        connectorId: session.connectorId,
        wallet: session.info,
        caipAddress: caipAddress(network, provider.address),
        network,
        activate: options.activate,
      })
      void refreshBalance()
    },

    /** Moves to `network`; a wallet without an account there refuses ("Chain is not supported"). */
    async switchNetwork(network: CaipNetwork): Promise<void> {
      if (!active) return
      const { session } = active
      if (!session.supports(network)) throw createPorticoError('CHAIN_NOT_SUPPORTED')
      const provider = await providerFor(session, network)
      if (active?.session !== session) return
      generation++
      active.network = network
      active.provider = provider
      sink.networkChanged(network)
      sink.accountChanged(caipAddress(network, provider.address))
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

export type BitcoinConnection = ReturnType<typeof createBitcoinConnection>
