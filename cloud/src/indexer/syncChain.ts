/**
 * One step of following a chain: compares the stored head with the chain, then either forgets
 * the chain (it was reset: the node is below the stored head, or its block at the stored
 * height has another hash) or stores the next batch of blocks. Returns what it did, so the
 * loop knows whether to go on at once or wait for new blocks.
 */
import { BlockNotFoundError, type PublicClient } from 'viem'
import type { Database } from '../db/database.ts'
import { extractTransfers } from './extractTransfers.ts'
import { fetchBlocks } from './fetchBlocks.ts'
import { commitBlocks, forgetChain, readIndexedHead } from './transferStore.ts'

export type SyncStep =
  /** Blocks were stored up to `to`; `caughtUp` when that is the chain's head. */
  | {
      kind: 'indexed'
      from: bigint
      to: bigint
      transfers: number
      /** Lower-case addresses whose history the batch added to (sender, receiver, signer). */
      accounts: string[]
      caughtUp: boolean
    }
  /** The chain was reset: its rows are gone and it is indexed again from block 0. */
  | { kind: 'reset'; storedHead: bigint; chainHead: bigint }
  /** Nothing new on the chain. */
  | { kind: 'idle' }
  /** The chain or another instance moved while the batch was read: try again. */
  | { kind: 'retry' }

export interface SyncChainInput {
  db: Database
  client: PublicClient
  chainId: number
  /** Blocks read and stored per database transaction. */
  batchSize: number
  /** Trace blocks for the native currency moved inside calls (default true; internalTransfers.ts). */
  traceCalls?: boolean
}

export async function syncChain(input: SyncChainInput): Promise<SyncStep> {
  const { db, client, chainId } = input
  const stored = await readIndexedHead(db, chainId)
  // Both calls go out in one JSON-RPC batch.
  const [chainHead, storedBlock] = await Promise.all([
    client.getBlockNumber({ cacheTime: 0 }),
    stored
      ? client.getBlock({ blockNumber: stored.blockNumber }).catch((error: unknown) => {
          if (error instanceof BlockNotFoundError) return null
          throw error
        })
      : null,
  ])
  if (stored && (chainHead < stored.blockNumber || storedBlock?.hash !== stored.blockHash)) {
    const forgot = await forgetChain(db, chainId, stored)
    return forgot ? { kind: 'reset', storedHead: stored.blockNumber, chainHead } : { kind: 'retry' }
  }
  const from = stored ? stored.blockNumber + 1n : 0n
  if (from > chainHead) return { kind: 'idle' }
  const last = from + BigInt(input.batchSize) - 1n
  const to = last < chainHead ? last : chainHead
  const fetched = await fetchBlocks(client, from, to, { traceCalls: input.traceCalls ?? true })
  // The blocks must continue the stored head and each other, or the chain moved meanwhile.
  let parent = stored?.blockHash
  for (const { block } of fetched) {
    if (parent !== undefined && block.parentHash !== parent) return { kind: 'retry' }
    parent = block.hash
  }
  const top = fetched.at(-1)?.block
  if (!top) return { kind: 'retry' }
  const rows = fetched.flatMap(({ block, receipts, traces }) =>
    extractTransfers(block, receipts, traces),
  )
  const committed = await commitBlocks(
    db,
    chainId,
    stored,
    { blockNumber: top.number, blockHash: top.hash },
    rows,
  )
  if (!committed) return { kind: 'retry' }
  const accounts = new Set(rows.flatMap((r) => [r.from, r.to, r.txFrom]))
  return {
    kind: 'indexed',
    from,
    to,
    transfers: rows.length,
    accounts: [...accounts],
    caughtUp: to === chainHead,
  }
}
