/**
 * The transfers of one block, as the rows the indexer stores: a native transfer for every
 * transaction that carries value (with the receipt's status, so a reverted one is kept as
 * failed), and every ERC-20 or ERC-721 `Transfer` log. Both standards emit the same event
 * signature; ERC-721 indexes the token id as a fourth topic and has no data, ERC-20 has three
 * topics and the amount as 32 bytes of data. Logs that fit neither shape are skipped. A
 * Uniswap V2 swap that paid out the native currency adds that leg (swapNativePayout.ts). With
 * the block's call traces, every native transfer made inside a call is added too
 * (internalTransfers.ts: a smart account's send, a router's payout), and the swap rule is not
 * needed.
 */
import type { Block, Hash, Hex, Transaction, TransactionReceipt } from 'viem'
import { type CallFrame, internalTransfers } from './internalTransfers.ts'
import { swapNativePayout } from './swapNativePayout.ts'

/** keccak256('Transfer(address,address,uint256)'). */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

/** The log index stored for a transaction's own (native) value transfer. */
export const NATIVE_LOG_INDEX = -1

export type TransferKind = 'native' | 'erc20' | 'erc721'

export interface TransferRow {
  txHash: Hash
  logIndex: number
  blockNumber: bigint
  blockHash: Hash
  /** Seconds since the epoch. */
  blockTime: bigint
  txIndex: number
  kind: TransferKind
  /** The token contract, lower-case; null for native transfers. */
  contract: string | null
  from: string
  to: string
  /** Raw amount (native, ERC-20); null for ERC-721. */
  amount: bigint | null
  tokenId: bigint | null
  txFrom: string
  txTo: string | null
  status: 'confirmed' | 'failed'
}

export type BlockWithTransactions = Block<bigint, true, 'latest'>

/** A topic holding an address: the last 20 of its 32 bytes, lower-case. */
function topicAddress(topic: Hex): string {
  return `0x${topic.slice(-40)}`.toLowerCase()
}

const WORD = /^0x[0-9a-fA-F]{64}$/

export function extractTransfers(
  block: BlockWithTransactions,
  receipts: readonly TransactionReceipt[],
  /** The transactions' call trees by lower-case hash; null when the block was not traced. */
  traces: ReadonlyMap<string, CallFrame> | null = null,
): TransferRow[] {
  const byHash = new Map(receipts.map((r) => [r.transactionHash.toLowerCase(), r]))
  const rows: TransferRow[] = []
  for (const tx of block.transactions as Transaction[]) {
    const receipt = byHash.get(tx.hash.toLowerCase())
    if (!receipt) throw new Error(`no receipt for transaction ${tx.hash}`)
    const base = {
      txHash: tx.hash.toLowerCase() as Hash,
      blockNumber: block.number,
      blockHash: block.hash.toLowerCase() as Hash,
      blockTime: block.timestamp,
      txIndex: receipt.transactionIndex,
      txFrom: tx.from.toLowerCase(),
      txTo: (tx.to ?? receipt.contractAddress)?.toLowerCase() ?? null,
      status: receipt.status === 'success' ? ('confirmed' as const) : ('failed' as const),
    }
    if (tx.value > 0n && base.txTo)
      rows.push({
        ...base,
        logIndex: NATIVE_LOG_INDEX,
        kind: 'native',
        contract: null,
        from: base.txFrom,
        to: base.txTo,
        amount: tx.value,
        tokenId: null,
      })
    for (const log of receipt.logs) {
      const [topic0, fromTopic, toTopic, idTopic] = log.topics
      if (topic0 !== TRANSFER_TOPIC || !fromTopic || !toTopic) continue
      const erc20 = log.topics.length === 3 && WORD.test(log.data)
      const erc721 = log.topics.length === 4 && idTopic !== undefined && log.data === '0x'
      if (!erc20 && !erc721) continue
      rows.push({
        ...base,
        logIndex: log.logIndex,
        kind: erc20 ? 'erc20' : 'erc721',
        contract: log.address.toLowerCase(),
        from: topicAddress(fromTopic),
        to: topicAddress(toTopic),
        amount: erc20 ? BigInt(log.data) : null,
        tokenId: erc721 && idTopic ? BigInt(idTopic) : null,
      })
    }
    const trace = traces?.get(base.txHash)
    if (trace) {
      for (const internal of internalTransfers(trace))
        rows.push({ ...base, ...internal, kind: 'native', contract: null, tokenId: null })
      continue
    }
    const payout = swapNativePayout(base.txTo, tx.input, receipt)
    if (payout)
      rows.push({
        ...base,
        logIndex: payout.logIndex,
        kind: 'native',
        contract: null,
        from: payout.from,
        to: payout.to,
        amount: payout.amount,
        tokenId: null,
      })
  }
  return rows
}
