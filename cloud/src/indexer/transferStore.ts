/**
 * The indexer's tables: `transfers` (one row per native transfer or Transfer log, keyed by
 * chain, transaction hash and log index) and `indexed_heads` (per chain, the last block whose
 * transfers are all stored, with its hash). A batch of blocks is written in one transaction
 * that also moves the head, so the stored transfers always cover exactly blocks 0 to the head.
 * Writes of one chain are serialised by an advisory lock, and a batch based on a head that
 * another instance has moved since is dropped, so several instances can index one database.
 */
import type { Database, Queryable } from '../db/database.ts'
import type { TransferRow } from './extractTransfers.ts'

export interface IndexedHead {
  blockNumber: bigint
  blockHash: string
}

/** Any constant, the same in every instance; the chain id is the lock's second key. */
const INDEXER_LOCK_KEY = 4_100_002

async function lockChain(tx: Queryable, chainId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [INDEXER_LOCK_KEY, chainId % 2 ** 31])
}

export async function readIndexedHead(db: Queryable, chainId: number): Promise<IndexedHead | null> {
  const { rows } = await db.query<{ block_number: string; block_hash: string }>(
    'SELECT block_number::text, block_hash FROM indexed_heads WHERE chain_id = $1',
    [chainId],
  )
  const row = rows[0]
  return row ? { blockNumber: BigInt(row.block_number), blockHash: row.block_hash } : null
}

const sameHead = (a: IndexedHead | null, b: IndexedHead | null) =>
  a === b || (!!a && !!b && a.blockNumber === b.blockNumber && a.blockHash === b.blockHash)

/** Columns in insert order; one row is this many parameters. */
const COLUMNS = [
  'chain_id',
  'tx_hash',
  'log_index',
  'block_number',
  'block_hash',
  'block_time',
  'tx_index',
  'kind',
  'contract',
  'from_address',
  'to_address',
  'amount',
  'token_id',
  'tx_from',
  'tx_to',
  'status',
] as const

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters. */
const ROWS_PER_INSERT = 1000

function rowValues(chainId: number, r: TransferRow): unknown[] {
  const text = (n: bigint | null) => (n === null ? null : n.toString())
  return [
    chainId,
    r.txHash,
    r.logIndex,
    r.blockNumber.toString(),
    r.blockHash,
    r.blockTime.toString(),
    r.txIndex,
    r.kind,
    r.contract,
    r.from,
    r.to,
    text(r.amount),
    text(r.tokenId),
    r.txFrom,
    r.txTo,
    r.status,
  ]
}

async function insertRows(tx: Queryable, chainId: number, rows: readonly TransferRow[]) {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const chunk = rows.slice(start, start + ROWS_PER_INSERT)
    const params: unknown[] = []
    const tuples = chunk.map((row) => {
      const values = rowValues(chainId, row)
      const first = params.length
      params.push(...values)
      return `(${values.map((_, i) => `$${first + i + 1}`).join(', ')})`
    })
    await tx.query(
      `INSERT INTO transfers (${COLUMNS.join(', ')}) VALUES ${tuples.join(', ')}
       ON CONFLICT (chain_id, tx_hash, log_index) DO NOTHING`,
      params,
    )
  }
}

/**
 * Stores the transfers of the blocks after `expected` up to `head`, and moves the chain's head
 * there, in one transaction. Returns false, writing nothing, when the stored head is no longer
 * `expected` (another instance indexed or reset the chain meanwhile).
 */
export async function commitBlocks(
  db: Database,
  chainId: number,
  expected: IndexedHead | null,
  head: IndexedHead,
  rows: readonly TransferRow[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockChain(tx, chainId)
    if (!sameHead(await readIndexedHead(tx, chainId), expected)) return false
    await insertRows(tx, chainId, rows)
    await tx.query(
      `INSERT INTO indexed_heads (chain_id, block_number, block_hash) VALUES ($1, $2, $3)
       ON CONFLICT (chain_id) DO UPDATE
       SET block_number = excluded.block_number, block_hash = excluded.block_hash, updated_at = now()`,
      [chainId, head.blockNumber.toString(), head.blockHash],
    )
    return true
  })
}

/**
 * Forgets everything indexed on the chain (it was reset), in one transaction; unless the stored
 * head is no longer `expected` (another instance got there first), then it returns false.
 */
export async function forgetChain(
  db: Database,
  chainId: number,
  expected: IndexedHead,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockChain(tx, chainId)
    if (!sameHead(await readIndexedHead(tx, chainId), expected)) return false
    await tx.query('DELETE FROM transfers WHERE chain_id = $1', [chainId])
    await tx.query('DELETE FROM indexed_heads WHERE chain_id = $1', [chainId])
    return true
  })
}
