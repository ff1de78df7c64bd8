/**
 * A family's wallets on the page (Wallet Standard, polkadot{.js} extensions, sats-connect…),
 * listed as its connectors in the store and found by connector id — at once, or after a
 * reload once the wallet has announced itself (`waitFor`). The family says how it watches the
 * page; a watch without events (a listing read again) can be asked to look again (`rescan`).
 */
import type { ChainNamespace } from '@portico/shared'
import { type Connector, setNamespaceConnectors } from '../store/connectorsSlice.ts'
import type { PorticoStore } from '../store/createPorticoStore.ts'

/** How often a restore looks again, for a watch without events. */
const RESCAN_MS = 100

export interface WalletWatch {
  stop(): void
  /** Reads the page's listing again now (and reports it if it changed). */
  rescan?(): void
}

export interface WalletDiscoveryHooks<W> {
  namespace: ChainNamespace
  store: PorticoStore
  connectorId(wallet: W): string
  toConnector(wallet: W): Connector
  /** Calls `onList` with the wallets now and whenever the list changes. */
  watch(onList: (wallets: W[]) => void): WalletWatch
}

export function createWalletDiscovery<W>(hooks: WalletDiscoveryHooks<W>) {
  let wallets: W[] = []
  const waiters = new Set<() => void>()
  const watch = hooks.watch((list) => {
    wallets = list
    hooks.store.dispatch(setNamespaceConnectors(hooks.namespace, list.map(hooks.toConnector)))
    for (const wake of waiters) wake()
  })
  const find = (connectorId: string) => wallets.find((w) => hooks.connectorId(w) === connectorId)

  return {
    find,
    /** The wallet once it has announced itself, or undefined after `ms`. */
    waitFor: (connectorId: string, ms: number) =>
      new Promise<W | undefined>((resolve) => {
        const done = (wallet?: W) => {
          waiters.delete(wake)
          clearTimeout(timer)
          clearInterval(rescans)
          resolve(wallet)
        }
        const wake = () => {
          const wallet = find(connectorId)
          if (wallet) done(wallet)
        }
        const timer = setTimeout(() => done(find(connectorId)), ms)
        const rescans = watch.rescan ? setInterval(() => watch.rescan?.(), RESCAN_MS) : undefined
        waiters.add(wake)
        watch.rescan?.()
        wake()
      }),
    stop: () => watch.stop(),
  }
}

export type WalletDiscovery<W> = ReturnType<typeof createWalletDiscovery<W>>
