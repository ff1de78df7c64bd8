/**
 * The NFTs an account holds now, from the indexed ERC-721 transfers: a token is held by the
 * receiver of its last transfer (by block, then log position). Listed by chain, contract and
 * token id, a page at a time.
 */
import { z } from 'zod'
import type { Queryable } from '../db/database.ts'

/** Where a page ends: [chain id, lower-case contract, decimal token id]. */
export const nftKeySchema = z.tuple([
  z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  z.string().regex(/^0x[0-9a-f]{40}$/),
  z.string().regex(/^(0|[1-9][0-9]{0,77})$/),
])
export type NftKey = z.infer<typeof nftKeySchema>

export interface HeldNft {
  chainId: number
  contract: string
  tokenId: string
  key: NftKey
}

export interface NftQuery {
  /** Lower-case 0x address. */
  account: string
  chainIds: readonly number[]
  after?: NftKey
  limit: number
}

export async function queryAccountNfts(
  db: Queryable,
  query: NftQuery,
): Promise<{ nfts: HeldNft[]; more: boolean }> {
  const after = query.after ?? null
  const { rows } = await db.query<{ chain_id: number; contract: string; token_id: string }>(
    `SELECT chain_id::float8 AS chain_id, contract, token_id::text AS token_id
     FROM (
       SELECT DISTINCT ON (chain_id, contract, token_id) chain_id, contract, token_id, to_address
       FROM transfers
       WHERE kind = 'erc721' AND chain_id = ANY($2::bigint[])
         AND (chain_id, contract, token_id) IN (
           SELECT chain_id, contract, token_id FROM transfers
           WHERE kind = 'erc721' AND to_address = $1)
       ORDER BY chain_id, contract, token_id, block_number DESC, log_index DESC
     ) last_transfer
     WHERE to_address = $1
       AND ($3::bigint IS NULL
         OR (chain_id, contract, token_id) > ($3::bigint, $4::text, $5::numeric))
     ORDER BY chain_id, contract, token_id
     LIMIT $6`,
    [
      query.account,
      query.chainIds,
      after?.[0] ?? null,
      after?.[1] ?? null,
      after?.[2] ?? null,
      query.limit + 1,
    ],
  )
  const nfts = rows.map((r) => ({
    chainId: r.chain_id,
    contract: r.contract,
    tokenId: r.token_id,
    key: [r.chain_id, r.contract, r.token_id] as NftKey,
  }))
  return { nfts: nfts.slice(0, query.limit), more: nfts.length > query.limit }
}
