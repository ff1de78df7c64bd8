/**
 * Watches the Solana accounts that have an open history stream on one cluster and reports each
 * transaction that touches one, as it lands: a logsSubscribe (`mentions`) on the cluster's
 * PubSub websocket for the wallet address and for each of its token accounts (a token sent to
 * an existing token account names only that account, never its owner), the token accounts read
 * again after each transaction of the owner (one that opens a token account names the owner).
 * One websocket per cluster and instance (web3.js's Connection, which reconnects and subscribes
 * again by itself); subscriptions only while a stream of the account is open, at most
 * MAX_TOKEN_ACCOUNTS token accounts per owner; a failed token-account read is tried again after
 * a doubling wait.
 */
import { Connection, PublicKey } from '@solana/web3.js'

type ClientSubscriptionId = ReturnType<Connection['onLogs']>

import type { SolanaCluster } from './solanaClusters.ts'

const TOKEN_PROGRAMS = [
  new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'),
  new PublicKey('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'),
]

/** Our choice: the token accounts of one owner watched at most (the newest-read first). */
export const MAX_TOKEN_ACCOUNTS = 32
/** Our choice: the first and the longest wait before a failed token-account read is retried. */
const RETRY_MS = 1_000
const MAX_RETRY_MS = 30_000

export interface SolanaAccountChange {
  owner: string
  signature: string
}

export interface SolanaAccountWatcher {
  /** Watches `owner` until the returned stop is called (counted: several streams share one). */
  watch(owner: string): { ready: Promise<void>; stop(): void }
  /** Owners watched now. */
  size(): number
  close(): Promise<void>
}

export interface SolanaAccountWatcherOptions {
  cluster: Pick<SolanaCluster, 'rpcUrl'>
  /** The PubSub websocket; the RPC URL's own host and port (ws:, wss:) by default. */
  wsUrl?: string
  onChange(change: SolanaAccountChange): void
  log: { warn(fields: object, message: string): void }
}

/** The PubSub URL on the RPC's own host and port, as Solana's RPC servers answer both. */
export function solanaPubSubUrl(rpcUrl: string): string {
  const url = new URL(rpcUrl)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  return url.toString()
}

interface Watched {
  refs: number
  /** Subscription per address: the owner's and its token accounts'. */
  subscriptions: Map<string, ClientSubscriptionId>
  ready: Promise<void>
  retry?: ReturnType<typeof setTimeout>
  retryMs: number
}

export function createSolanaAccountWatcher(
  options: SolanaAccountWatcherOptions,
): SolanaAccountWatcher {
  const connection = new Connection(options.cluster.rpcUrl, {
    commitment: 'confirmed',
    wsEndpoint: options.wsUrl ?? solanaPubSubUrl(options.cluster.rpcUrl),
    disableRetryOnRateLimit: true,
  })
  const watched = new Map<string, Watched>()

  const subscribe = (owner: string, entry: Watched, address: string) => {
    if (entry.subscriptions.has(address)) return
    const id = connection.onLogs(
      new PublicKey(address),
      (logs) => {
        if (watched.get(owner) !== entry) return
        options.onChange({ owner, signature: logs.signature })
        if (address === owner) void readTokenAccounts(owner, entry)
      },
      'confirmed',
    )
    entry.subscriptions.set(address, id)
  }
  const unsubscribe = (entry: Watched, address: string): Promise<void> => {
    const id = entry.subscriptions.get(address)
    if (id === undefined) return Promise.resolve()
    entry.subscriptions.delete(address)
    return connection.removeOnLogsListener(id).catch(() => {})
  }

  const readTokenAccounts = async (owner: string, entry: Watched): Promise<void> => {
    try {
      const found = await Promise.all(
        TOKEN_PROGRAMS.map((programId) =>
          connection.getTokenAccountsByOwner(new PublicKey(owner), { programId }),
        ),
      )
      if (watched.get(owner) !== entry) return
      entry.retryMs = RETRY_MS
      const addresses = new Set(
        found
          .flatMap(({ value }) => value.map((a) => a.pubkey.toBase58()))
          .slice(0, MAX_TOKEN_ACCOUNTS),
      )
      for (const address of addresses) subscribe(owner, entry, address)
      for (const address of [...entry.subscriptions.keys()])
        if (address !== owner && !addresses.has(address)) void unsubscribe(entry, address)
    } catch (error) {
      if (watched.get(owner) !== entry || entry.retry) return
      options.log.warn({ err: error, owner }, 'solana token accounts not read; retrying')
      entry.retry = setTimeout(() => {
        entry.retry = undefined
        void readTokenAccounts(owner, entry)
      }, entry.retryMs)
      entry.retryMs = Math.min(entry.retryMs * 2, MAX_RETRY_MS)
    }
  }

  const release = (owner: string, entry: Watched) => {
    if (--entry.refs > 0) return
    watched.delete(owner)
    clearTimeout(entry.retry)
    for (const address of [...entry.subscriptions.keys()]) void unsubscribe(entry, address)
  }

  return {
    watch(owner) {
      let entry = watched.get(owner)
      if (!entry) {
        const created: Watched = {
          refs: 0,
          subscriptions: new Map(),
          ready: Promise.resolve(),
          retryMs: RETRY_MS,
        }
        watched.set(owner, created)
        subscribe(owner, created, owner)
        created.ready = readTokenAccounts(owner, created)
        entry = created
      }
      entry.refs++
      const held = entry
      let stopped = false
      return {
        ready: held.ready,
        stop() {
          if (stopped) return
          stopped = true
          release(owner, held)
        },
      }
    },
    size: () => watched.size,
    async close() {
      const entries = [...watched.values()]
      watched.clear()
      for (const entry of entries) clearTimeout(entry.retry)
      await Promise.all(
        entries.flatMap((entry) =>
          [...entry.subscriptions.keys()].map((address) => unsubscribe(entry, address)),
        ),
      )
    },
  }
}
