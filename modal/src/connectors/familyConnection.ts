/**
 * What every non-EVM family's connection holds (README "The contract of a chain family"): one
 * connected wallet session, its network and provider, and its native balance, with everything it
 * learns reported to the namespace sink. A family configures it with what is its own: how a
 * provider is made (loading its heavy library then), which address an account shows, how the
 * balance is read. Nothing here imports a family's code, so it costs the open path nothing.
 */
import { createPorticoError, type PorticoStorage } from '@portico/shared'
import type { CaipNetwork } from '../chains/CaipNetwork.ts'
import type { NamespaceSink } from './namespaceSink.ts'

/** A wallet connected for a family (README, rule 3): its signer and what it says of itself. */
export interface FamilyWalletSession {
  /** Stored per namespace (SPEC §3) to restore it after a reload. */
  connectorId: string
  info: { name: string; icon?: string }
  /** Whether the wallet signs for `network` (a wallet not listing a network refuses it). */
  supports(network: CaipNetwork): boolean
  /** Moves the wallet's own session to `network` (the e-mail wallet's SWITCH_NETWORK). */
  switchTo?(network: CaipNetwork): Promise<void>
  /** The wallet's account changed (or was removed: undefined). Returns how to stop. */
  watch?(onAccount: (address: string | undefined) => void): () => void
  disconnect(): Promise<void>
}

/** The connected session as the hooks see it. */
export interface FamilyConnected<S, P> {
  session: S
  network: CaipNetwork
  provider: P
}

export interface FamilyConnectionDeps {
  /** The dapp's networks of the family. */
  networks: readonly CaipNetwork[]
  sink: NamespaceSink
  storage: PorticoStorage
}

export interface FamilyConnectionHooks<S extends FamilyWalletSession, P> {
  /** The provider of `session` on `network` (a family's heavy library loads here). */
  providerFor(session: S, network: CaipNetwork): P | Promise<P>
  /** The address the account shows. */
  address(connected: FamilyConnected<S, P>): string
  /** The native balance as decimal text; undefined (or a throw): none to show. */
  readBalance(connected: FamilyConnected<S, P>): Promise<string | undefined>
  /** False when there is nothing to read (no RPC configured): no balance, and no request. */
  canReadBalance?(connected: FamilyConnected<S, P>): boolean
}

export function createFamilyConnection<S extends FamilyWalletSession, P>(
  family: FamilyConnectionDeps,
  hooks: FamilyConnectionHooks<S, P>,
) {
  const { sink } = family
  let active: (FamilyConnected<S, P> & { stopWatching: () => void }) | undefined
  /** Bumped on every change: a balance read for an older state is dropped. */
  let generation = 0

  const caipAddress = (network: CaipNetwork, address: string) =>
    `${network.caipNetworkId}:${address}` as const

  /** The network to start on: the one asked for, the stored one, else the first it supports. */
  function startNetwork(session: S, asked?: CaipNetwork) {
    const stored = family.storage.get('activeCaipNetworkId')
    const candidates = [
      ...(asked ? [asked] : []),
      ...family.networks.filter((n) => n.caipNetworkId === stored),
      ...family.networks,
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
    if (hooks.canReadBalance && !hooks.canReadBalance(current))
      return void sink.balance({ balance: undefined, symbol })
    sink.balance({ loading: true })
    try {
      const balance = await hooks.readBalance(current)
      if (at === generation) sink.balance({ balance, symbol })
    } catch {
      // The node (or the cloud) does not answer: no balance to show.
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

  /** The wallet's account changes: shown now; the provider follows, then the balance. */
  function watch(session: S) {
    return (
      session.watch?.((address) => {
        if (active?.session !== session) return
        if (!address) return void forget()
        generation++
        sink.accountChanged(caipAddress(active.network, address))
        void Promise.resolve(hooks.providerFor(session, active.network)).then((next) => {
          if (active?.session !== session) return
          active.provider = next
          void refreshBalance()
        })
      }) ?? (() => {})
    )
  }

  return {
    get provider(): P | undefined {
      return active?.provider
    },
    get session(): S | undefined {
      return active?.session
    },
    get connectorId(): string | undefined {
      return active?.session.connectorId
    },
    get network(): CaipNetwork | undefined {
      return active?.network
    },
    refreshBalance,

    /** A connected wallet becomes the namespace's; `activate`: it becomes the active namespace. */
    async adopt(session: S, options: { network?: CaipNetwork; activate: boolean }): Promise<void> {
      const network = startNetwork(session, options.network)
      const provider = await hooks.providerFor(session, network)
      active?.stopWatching()
      generation++
      active = { session, network, provider, stopWatching: () => {} }
      active.stopWatching = watch(session)
      sink.connected({
        connectorId: session.connectorId,
        wallet: session.info,
        caipAddress: caipAddress(network, hooks.address(active)),
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
      const provider = await hooks.providerFor(session, network)
      if (active?.session !== session) return
      generation++
      active.network = network
      active.provider = provider
      sink.networkChanged(network)
      sink.accountChanged(caipAddress(network, hooks.address(active)))
      void refreshBalance()
    },

    /** Ends the wallet's session (its own disconnect) and forgets it. */
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

export type FamilyConnection<S extends FamilyWalletSession, P> = ReturnType<
  typeof createFamilyConnection<S, P>
>
