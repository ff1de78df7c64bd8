/**
 * The history streams' watchers for the families the indexer does not follow: a stream of a
 * Solana account watches it on each served cluster it asks for (chain/solana/
 * watchSolanaAccounts.ts), a stream of a regtest Bitcoin address watches it on the served node
 * (chain/bitcoin/watchBitcoinAccounts.ts). One watcher per cluster or node on each instance,
 * made when a first stream needs it; each change it sees is published through historyEvents.ts
 * with a key naming the transaction, so streams on every instance hear it, once.
 */

import { bcoinNode } from '../chain/bitcoin/bcoinNode.ts'
import { parseBitcoinAddress } from '../chain/bitcoin/bitcoinAddress.ts'
import {
  type BitcoinAccountWatcher,
  createBitcoinAccountWatcher,
} from '../chain/bitcoin/watchBitcoinAccounts.ts'
import type { ChainRegistry } from '../chain/createChainRegistry.ts'
import {
  createSolanaAccountWatcher,
  type SolanaAccountWatcher,
} from '../chain/solana/watchSolanaAccounts.ts'
import type { HistoryEvents } from './historyEvents.ts'
import type { AccountWatch, HistoryStreamTarget } from './historyStreams.ts'

export interface HistoryAccountWatchers {
  /** Starts watching a stream's account; undefined when nothing needs watching (EVM). */
  watch(target: HistoryStreamTarget): AccountWatch | undefined
  close(): Promise<void>
}

export interface HistoryAccountWatchersOptions {
  chains: Pick<ChainRegistry, 'solana' | 'bitcoin'>
  events: Pick<HistoryEvents, 'publish'>
  log: { warn(fields: object, message: string): void }
  /** How often the Bitcoin node is read (watchBitcoinAccounts.ts's default when absent). */
  bitcoinIntervalMs?: number
}

export function createHistoryAccountWatchers(
  options: HistoryAccountWatchersOptions,
): HistoryAccountWatchers {
  const { chains, events, log } = options
  const solana = new Map<string, SolanaAccountWatcher>()
  const bitcoin = new Map<string, BitcoinAccountWatcher>()

  const solanaWatcher = (caip2: string, rpcUrl: string) => {
    const key = `${caip2} ${rpcUrl}`
    let watcher = solana.get(key)
    if (!watcher) {
      watcher = createSolanaAccountWatcher({
        cluster: { rpcUrl },
        log,
        onChange: ({ owner, signature }) =>
          events.publish({
            chainId: caip2,
            accounts: [owner],
            key: `${caip2}:${signature}:${owner}`,
          }),
      })
      solana.set(key, watcher)
    }
    return watcher
  }
  const bitcoinWatcher = (caip2: string, nodeUrl: string) => {
    const key = `${caip2} ${nodeUrl}`
    let watcher = bitcoin.get(key)
    if (!watcher) {
      watcher = createBitcoinAccountWatcher({
        node: bcoinNode(nodeUrl),
        log,
        intervalMs: options.bitcoinIntervalMs,
        onChange: ({ address, state }) =>
          events.publish({
            chainId: caip2,
            accounts: [address],
            key: `${caip2}:${address}:${state}`,
          }),
      })
      bitcoin.set(key, watcher)
    }
    return watcher
  }

  const wanted = (target: HistoryStreamTarget, caip2: string) =>
    !target.networks || target.networks.includes(caip2)

  return {
    watch(target) {
      const watches: AccountWatch[] = []
      if (target.family === 'solana')
        for (const cluster of chains.solana())
          if (wanted(target, cluster.caip2))
            watches.push(solanaWatcher(cluster.caip2, cluster.rpcUrl).watch(target.account))
      if (target.family === 'bitcoin') {
        const served = chains.bitcoin()
        const regtest = parseBitcoinAddress(target.account)?.networks.includes('regtest')
        if (served && regtest && wanted(target, served.caip2))
          watches.push(bitcoinWatcher(served.caip2, served.nodeUrl).watch(target.account))
      }
      if (watches.length === 0) return undefined
      return {
        ready: Promise.all(watches.map((w) => w.ready)).then(() => undefined),
        stop: () => {
          for (const w of watches) w.stop()
        },
      }
    },
    async close() {
      for (const watcher of bitcoin.values()) watcher.close()
      await Promise.all([...solana.values()].map((watcher) => watcher.close()))
      solana.clear()
      bitcoin.clear()
    },
  }
}
