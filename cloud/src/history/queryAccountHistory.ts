/**
 * One page of an account's transactions from the indexed transfers: those that moved value to
 * or from the account, or that the account sent, newest first (by block time, then chain,
 * block and position in the block), each with all of its stored transfers.
 */
import { z } from 'zod'
import type { Queryable } from '../db/database.ts'
import type { TransferKind } from '../indexer/extractTransfers.ts'

const nonNegative = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)

/** Where a page ends: [block time, chain id, block number, transaction index]. */
export const historyKeySchema = z.tuple([nonNegative, nonNegative, nonNegative, nonNegative])
export type HistoryKey = z.infer<typeof historyKeySchema>

export interface StoredTransfer {
  logIndex: number
  kind: TransferKind
  contract: string | null
  from: string
  to: string
  amount: string | null
  tokenId: string | null
}

export interface StoredTransaction {
  chainId: number
  hash: string
  blockNumber: number
  blockTime: number
  txIndex: number
  txFrom: string
  txTo: string | null
  status: 'confirmed' | 'failed'
  transfers: StoredTransfer[]
  key: HistoryKey
}

export interface HistoryQuery {
  /** Lower-case 0x address. */
  account: string
  /** The chains to list. */
  chainIds: readonly number[]
  /** Transactions after this key (older). */
  after?: HistoryKey
  limit: number
  /** Only transactions sent by these lower-case addresses (an on-ramp's payout accounts). */
  senders?: readonly string[]
}

interface Row {
  chain_id: number
  tx_hash: string
  block_number: number
  block_time: number
  tx_index: number
  tx_from: string
  tx_to: string | null
  status: 'confirmed' | 'failed'
  log_index: number
  kind: TransferKind
  contract: string | null
  from_address: string
  to_address: string
  amount: string | null
  token_id: string | null
}

/** Up to `limit` transactions, and whether older ones exist. */
export async function queryAccountHistory(
  db: Queryable,
  query: HistoryQuery,
): Promise<{ transactions: StoredTransaction[]; more: boolean }> {
  const after = query.after ?? null
  const { rows } = await db.query<Row>(
    `WITH page AS (
       SELECT chain_id, tx_hash, block_time, block_number, tx_index
       FROM transfers
       WHERE (from_address = $1 OR to_address = $1 OR tx_from = $1)
         AND chain_id = ANY($2::bigint[])
         AND ($8::text[] IS NULL OR tx_from = ANY($8::text[]))
         AND ($3::bigint IS NULL
           OR (block_time, chain_id, block_number, tx_index)
              < ($3::bigint, $4::bigint, $5::bigint, $6::int))
       GROUP BY chain_id, tx_hash, block_time, block_number, tx_index
       ORDER BY block_time DESC, chain_id DESC, block_number DESC, tx_index DESC
       LIMIT $7
     )
     SELECT t.chain_id::float8 AS chain_id, t.tx_hash, t.block_number::float8 AS block_number,
       t.block_time::float8 AS block_time, t.tx_index, t.tx_from, t.tx_to, t.status, t.log_index,
       t.kind, t.contract, t.from_address, t.to_address, t.amount::text AS amount,
       t.token_id::text AS token_id
     FROM page p JOIN transfers t ON t.chain_id = p.chain_id AND t.tx_hash = p.tx_hash
     ORDER BY p.block_time DESC, p.chain_id DESC, p.block_number DESC, p.tx_index DESC,
       t.log_index`,
    [
      query.account,
      query.chainIds,
      after?.[0] ?? null,
      after?.[1] ?? null,
      after?.[2] ?? null,
      after?.[3] ?? null,
      query.limit + 1,
      query.senders ? [...query.senders] : null,
    ],
  )
  const transactions: StoredTransaction[] = []
  for (const row of rows) {
    let tx = transactions.at(-1)
    if (!tx || tx.chainId !== row.chain_id || tx.hash !== row.tx_hash) {
      tx = {
        chainId: row.chain_id,
        hash: row.tx_hash,
        blockNumber: row.block_number,
        blockTime: row.block_time,
        txIndex: row.tx_index,
        txFrom: row.tx_from,
        txTo: row.tx_to,
        status: row.status,
        transfers: [],
        key: [row.block_time, row.chain_id, row.block_number, row.tx_index],
      }
      transactions.push(tx)
    }
    tx.transfers.push({
      logIndex: row.log_index,
      kind: row.kind,
      contract: row.contract,
      from: row.from_address,
      to: row.to_address,
      amount: row.amount,
      tokenId: row.token_id,
    })
  }
  const more = transactions.length > query.limit
  return { transactions: transactions.slice(0, query.limit), more }
}
