/**
 * Follows every served EVM chain and stores its transfers (see syncChain and transferStore):
 * one loop per chain that catches up in batches, then polls for new blocks. A chain or
 * database that fails is retried with a growing delay (up to `maxBackoffMs`) and logged once
 * per outage, never thrown: the server keeps serving what is stored. After each stored batch
 * the accounts it touched are passed to `onIndexed` (the history streams' push). `stop()` ends the loops
 * and resolves once none of them is reading or writing any more.
 */
import type { CloudChain } from '../chain/cloudChains.ts'
import type { ChainRegistry } from '../chain/createChainRegistry.ts'
import type { Database } from '../db/database.ts'
import type { HistoryChange } from '../history/historyEvents.ts'
import { pauseUnlessStopped } from '../lease/pauseUnlessStopped.ts'
import { syncChain } from './syncChain.ts'

/** The part of a pino/Fastify logger the indexer writes to. */
export interface IndexerLog {
  info(fields: object, message: string): void
  warn(fields: object, message: string): void
}

export interface IndexerSettings {
  /** Wait between polls once caught up. */
  pollIntervalMs?: number
  /** Blocks per database transaction while catching up. */
  batchSize?: number
  /** Longest wait between attempts while a chain or the database fails. */
  maxBackoffMs?: number
}

export interface IndexerOptions extends IndexerSettings {
  db: Database
  chains: ChainRegistry
  log: IndexerLog
  /** Told, after each stored batch with transfers, which accounts they touched. */
  onIndexed?(change: HistoryChange & { chainId: number }): void
  /** Told when a chain was reset: its stored transfers are gone, to be indexed again. */
  onReset?(chainId: number): void
}

export interface Indexer {
  stop(): Promise<void>
}

export const DEFAULT_INDEXER_SETTINGS = {
  pollIntervalMs: 300,
  batchSize: 100,
  maxBackoffMs: 5000,
} as const satisfies Required<IndexerSettings>

export function createIndexer(options: IndexerOptions): Indexer {
  const { db, chains, log } = options
  const settings = {
    pollIntervalMs: options.pollIntervalMs ?? DEFAULT_INDEXER_SETTINGS.pollIntervalMs,
    batchSize: Math.max(1, options.batchSize ?? DEFAULT_INDEXER_SETTINGS.batchSize),
    maxBackoffMs: options.maxBackoffMs ?? DEFAULT_INDEXER_SETTINGS.maxBackoffMs,
  }
  const stopping = new AbortController()

  const pause = (ms: number) => pauseUnlessStopped(ms, stopping.signal)

  async function follow(chain: CloudChain): Promise<void> {
    const client = chains.client(chain)
    const fields = { chainId: chain.id }
    let failures = 0
    while (!stopping.signal.aborted) {
      let wait: number = settings.pollIntervalMs
      try {
        const step = await syncChain({
          db,
          client,
          chainId: chain.id,
          batchSize: settings.batchSize,
          traceCalls: chain.traceCalls ?? true,
        })
        if (step.kind === 'indexed' && step.accounts.length > 0)
          options.onIndexed?.({ chainId: chain.id, accounts: step.accounts })
        if (failures > 0) log.info(fields, 'indexer: chain and database reachable again')
        failures = 0
        if (step.kind === 'reset') {
          options.onReset?.(chain.id)
          const heads = { storedHead: String(step.storedHead), chainHead: String(step.chainHead) }
          log.info({ ...fields, ...heads }, 'indexer: chain was reset; indexing it again from 0')
        }
        // Catching up (or starting over) goes on at once; otherwise wait for new blocks.
        if (step.kind === 'reset' || (step.kind === 'indexed' && !step.caughtUp)) wait = 0
      } catch (error) {
        if (stopping.signal.aborted) break
        if (failures === 0)
          log.warn({ ...fields, err: error }, 'indexer: chain or database failed; retrying')
        failures++
        wait = Math.min(settings.pollIntervalMs * 2 ** failures, settings.maxBackoffMs)
      }
      if (wait > 0) await pause(wait)
    }
  }

  const loops = chains.chains.map((chain) => follow(chain))
  return {
    async stop() {
      stopping.abort()
      await Promise.all(loops)
    },
  }
}
