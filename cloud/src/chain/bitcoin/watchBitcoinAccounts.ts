/**
 * Watches the Bitcoin addresses that have an open history stream on the served node and reports
 * each change to one's transactions: a new one in the mempool, one confirmed (or dropped). bcoin
 * pushes nothing a plain HTTP client can hear, so the node is asked every `intervalMs` for its
 * tip and mempool (two small JSON-RPC calls, only while an address is watched); only when those
 * moved are the watched addresses' transactions read again (one read each) and compared with
 * what was seen. A failing node is asked again after a doubling wait, up to `maxBackoffMs`.
 */
import { createHash } from 'node:crypto'
import type { BcoinNode, BcoinTx } from './bcoinNode.ts'

/** Our choice: how often the node's tip and mempool are read (a transfer shows within about this). */
export const BITCOIN_WATCH_INTERVAL_MS = 200
/** Our choice: the longest wait between reads of a failing node. */
export const BITCOIN_WATCH_MAX_BACKOFF_MS = 10_000

export interface BitcoinAccountChange {
  address: string
  /** Names this state of the address's transactions (the same for every instance that sees it). */
  state: string
}

export interface BitcoinAccountWatcher {
  /** Watches `address` until the returned stop is called (counted: several streams share one). */
  watch(address: string): { ready: Promise<void>; stop(): void }
  size(): number
  close(): void
}

export interface BitcoinAccountWatcherOptions {
  node: Pick<BcoinNode, 'transactions' | 'rpc'>
  onChange(change: BitcoinAccountChange): void
  log: { warn(fields: object, message: string): void }
  intervalMs?: number
  maxBackoffMs?: number
}

interface Watched {
  refs: number
  /** The first read of the address. */
  ready: Promise<void>
  /** The state last seen; undefined until first read. */
  state?: string
}

/** The address's transactions as one short text: each txid with its height. */
const stateOf = (txs: readonly BcoinTx[]) =>
  createHash('sha256')
    .update(
      txs
        .map((tx) => `${tx.hash}:${tx.height}`)
        .sort()
        .join(','),
    )
    .digest('hex')
    .slice(0, 32)

export function createBitcoinAccountWatcher(
  options: BitcoinAccountWatcherOptions,
): BitcoinAccountWatcher {
  const intervalMs = options.intervalMs ?? BITCOIN_WATCH_INTERVAL_MS
  const maxBackoffMs = options.maxBackoffMs ?? BITCOIN_WATCH_MAX_BACKOFF_MS
  const watched = new Map<string, Watched>()
  let timer: ReturnType<typeof setTimeout> | undefined
  let running = false
  let closed = false
  let waitMs = intervalMs
  /** The node's tip and mempool when the addresses were last read. */
  let lastMark: string | undefined

  const readAddress = async (address: string, entry: Watched) => {
    const state = stateOf(await options.node.transactions(address))
    if (watched.get(address) !== entry) return
    if (entry.state !== undefined && entry.state !== state) options.onChange({ address, state })
    entry.state = state
  }

  const tick = async () => {
    const [tip, mempool] = await Promise.all([
      options.node.rpc<string>('getbestblockhash'),
      options.node.rpc<string[]>('getrawmempool'),
    ])
    const mark = `${tip}|${[...mempool].sort().join(',')}`
    if (mark === lastMark) return
    await Promise.all([...watched].map(([address, entry]) => readAddress(address, entry)))
    lastMark = mark
  }

  const schedule = () => {
    if (closed || running || watched.size === 0) return
    running = true
    timer = setTimeout(async () => {
      try {
        await tick()
        waitMs = intervalMs
      } catch (error) {
        if (waitMs === intervalMs) options.log.warn({ err: error }, 'bitcoin node not read')
        waitMs = Math.min(waitMs * 2, maxBackoffMs)
      }
      running = false
      schedule()
    }, waitMs)
  }

  return {
    watch(address) {
      let entry = watched.get(address)
      if (!entry) {
        const created: Watched = { refs: 0, ready: Promise.resolve() }
        watched.set(address, created)
        // What the stream's client reads first: later changes are compared with it.
        created.ready = readAddress(address, created)
        entry = created
      }
      entry.refs++
      const held = entry
      schedule()
      let stopped = false
      return {
        ready: held.ready,
        stop() {
          if (stopped) return
          stopped = true
          if (--held.refs > 0) return
          watched.delete(address)
          if (watched.size === 0) lastMark = undefined
        },
      }
    },
    size: () => watched.size,
    close() {
      closed = true
      clearTimeout(timer)
      watched.clear()
    },
  }
}
