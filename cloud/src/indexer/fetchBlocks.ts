/**
 * Reads a range of blocks with their transactions and receipts. The client batches JSON-RPC
 * calls made in one tick, so a range costs two HTTP round trips: the blocks, then the
 * receipts of each block by its hash (`eth_getBlockReceipts`, so a block and its receipts
 * always belong together). A node without `eth_getBlockReceipts` gets one
 * `eth_getTransactionReceipt` per transaction instead. With `traceCalls`, a third round trip
 * traces the blocks in which a transaction ran code (more gas than a plain transfer's 21,000)
 * with `debug_traceBlockByHash` and the `callTracer`, for the ETH moved inside calls
 * (internalTransfers.ts); a node that lacks the method is not asked again and its blocks have
 * no traces.
 */
import {
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  type PublicClient,
  type TransactionReceipt,
} from 'viem'
import type { BlockWithTransactions } from './extractTransfers.ts'
import { blockTraceSchema, type CallFrame } from './internalTransfers.ts'

export interface FetchedBlock {
  block: BlockWithTransactions
  receipts: TransactionReceipt[]
  /** Each traced transaction's call tree by lower-case hash; null: the block was not traced. */
  traces: ReadonlyMap<string, CallFrame> | null
}

/** Clients whose node answered that it lacks eth_getBlockReceipts. */
const withoutBlockReceipts = new WeakSet<PublicClient>()
/** Clients whose node answered that it lacks debug_traceBlockByHash. */
const withoutTracing = new WeakSet<PublicClient>()

/** The gas of a plain value transfer: a transaction that used more ran code or carried data. */
const PLAIN_TRANSFER_GAS = 21_000n

const isUnsupported = (error: unknown) =>
  error instanceof MethodNotFoundRpcError || error instanceof MethodNotSupportedRpcError

async function blockReceipts(
  client: PublicClient,
  block: BlockWithTransactions,
): Promise<TransactionReceipt[]> {
  if (block.transactions.length === 0) return []
  if (!withoutBlockReceipts.has(client)) {
    try {
      return await client.getBlockReceipts({ blockHash: block.hash })
    } catch (error) {
      if (!isUnsupported(error)) throw error
      withoutBlockReceipts.add(client)
    }
  }
  return Promise.all(
    block.transactions.map((tx) => client.getTransactionReceipt({ hash: tx.hash })),
  )
}

/** The call trees of a block's transactions (checked), or null when the node cannot trace. */
async function blockTraces(
  client: PublicClient,
  block: BlockWithTransactions,
): Promise<Map<string, CallFrame> | null> {
  if (withoutTracing.has(client)) return null
  let answer: unknown
  try {
    answer = await client.request({
      method: 'debug_traceBlockByHash' as never,
      params: [block.hash, { tracer: 'callTracer' }] as never,
    })
  } catch (error) {
    if (!isUnsupported(error)) throw error
    withoutTracing.add(client)
    return null
  }
  const parsed = blockTraceSchema.safeParse(answer)
  const hashes = block.transactions.map((tx) => tx.hash.toLowerCase())
  if (!parsed.success || parsed.data.length !== hashes.length)
    throw new Error(`debug_traceBlockByHash answered an unexpected trace for block ${block.hash}`)
  // Geth, reth and anvil name each trace's transaction; in any case they come in block order.
  return new Map(
    parsed.data.map((trace, i) => {
      const hash = hashes[i] as string
      if (trace.txHash !== undefined && trace.txHash !== hash)
        throw new Error(`debug_traceBlockByHash answered another block's trace for ${hash}`)
      return [hash, trace.result]
    }),
  )
}

export interface FetchOptions {
  /** Trace blocks whose transactions ran code, for internal native transfers. */
  traceCalls?: boolean
}

/** Blocks `from` to `to` (inclusive), in order. */
export async function fetchBlocks(
  client: PublicClient,
  from: bigint,
  to: bigint,
  options: FetchOptions = {},
): Promise<FetchedBlock[]> {
  const numbers: bigint[] = []
  for (let n = from; n <= to; n++) numbers.push(n)
  const blocks = await Promise.all(
    numbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true })),
  )
  const receipts = await Promise.all(blocks.map((block) => blockReceipts(client, block)))
  const ranCode = (i: number) => (receipts[i] ?? []).some((r) => r.gasUsed > PLAIN_TRANSFER_GAS)
  const traces = await Promise.all(
    blocks.map((block, i) =>
      options.traceCalls && ranCode(i) ? blockTraces(client, block) : null,
    ),
  )
  return blocks.map((block, i) => ({
    block,
    receipts: receipts[i] ?? [],
    traces: traces[i] ?? null,
  }))
}
