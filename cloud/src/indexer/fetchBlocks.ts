/**
 * Reads a range of blocks with their transactions and receipts. The client batches JSON-RPC
 * calls made in one tick, so a range costs two HTTP round trips: the blocks, then the
 * receipts of each block by its hash (`eth_getBlockReceipts`, so a block and its receipts
 * always belong together). A node without `eth_getBlockReceipts` gets one
 * `eth_getTransactionReceipt` per transaction instead.
 */
import {
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  type PublicClient,
  type TransactionReceipt,
} from 'viem'
import type { BlockWithTransactions } from './extractTransfers.ts'

export interface FetchedBlock {
  block: BlockWithTransactions
  receipts: TransactionReceipt[]
}

/** Clients whose node answered that it lacks eth_getBlockReceipts. */
const withoutBlockReceipts = new WeakSet<PublicClient>()

async function blockReceipts(
  client: PublicClient,
  block: BlockWithTransactions,
): Promise<TransactionReceipt[]> {
  if (block.transactions.length === 0) return []
  if (!withoutBlockReceipts.has(client)) {
    try {
      return await client.getBlockReceipts({ blockHash: block.hash })
    } catch (error) {
      const unsupported =
        error instanceof MethodNotFoundRpcError || error instanceof MethodNotSupportedRpcError
      if (!unsupported) throw error
      withoutBlockReceipts.add(client)
    }
  }
  return Promise.all(
    block.transactions.map((tx) => client.getTransactionReceipt({ hash: tx.hash })),
  )
}

/** Blocks `from` to `to` (inclusive), in order. */
export async function fetchBlocks(
  client: PublicClient,
  from: bigint,
  to: bigint,
): Promise<FetchedBlock[]> {
  const numbers: bigint[] = []
  for (let n = from; n <= to; n++) numbers.push(n)
  const blocks = await Promise.all(
    numbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true })),
  )
  const receipts = await Promise.all(blocks.map((block) => blockReceipts(client, block)))
  return blocks.map((block, i) => ({ block, receipts: receipts[i] ?? [] }))
}
