/**
 * Answers a /getWallets query from the database: filters (include, exclude, chains, search,
 * badge) in catalogue order, one page of `entries`, and the count of all matches.
 * Chains match by namespace: a wallet listed for eip155 serves every EVM chain (devnet's
 * eip155:31337 included), and likewise for solana, polkadot and bip122.
 */
import type { Queryable } from '../db/database.ts'
import type { CatalogueWallet } from './walletCatalogue.ts'

export interface WalletQuery {
  page: number
  entries: number
  include?: string[]
  exclude?: string[]
  chains?: string[]
  search?: string
  badgeType?: 'certified' | 'none'
}

export interface WalletPage {
  data: CatalogueWallet[]
  count: number
}

export async function queryWallets(db: Queryable, query: WalletQuery): Promise<WalletPage> {
  const namespaces = query.chains?.length
    ? [...new Set(query.chains.map((c) => c.split(':')[0] ?? c))]
    : null
  const search = query.search?.trim() ? query.search.trim() : null
  const { rows } = await db.query<{ count: number; data: CatalogueWallet[] }>(
    `WITH matches AS (
       SELECT position, id, name, image_id, rdns, chains, mobile_link, desktop_link,
         webapp_link, badge_type
       FROM wallets
       WHERE ($1::text[] IS NULL OR id = ANY($1::text[]))
         AND NOT (id = ANY($2::text[]))
         AND ($3::text[] IS NULL OR chain_namespaces && $3::text[])
         AND ($4::text IS NULL OR strpos(lower(name), lower($4::text)) > 0)
         AND ($5::text IS NULL OR badge_type = $5::text)
     )
     SELECT (SELECT count(*)::int FROM matches) AS count,
       (SELECT coalesce(json_agg(json_build_object('id', id, 'name', name, 'image_id', image_id,
          'rdns', rdns, 'chains', chains, 'mobile_link', mobile_link,
          'desktop_link', desktop_link, 'webapp_link', webapp_link,
          'badge_type', badge_type) ORDER BY position), '[]'::json)
        FROM (SELECT * FROM matches ORDER BY position LIMIT $6 OFFSET $7) AS page) AS data`,
    [
      query.include?.length ? query.include : null,
      query.exclude ?? [],
      namespaces,
      search,
      query.badgeType ?? null,
      query.entries,
      (query.page - 1) * query.entries,
    ],
  )
  const row = rows[0]
  return { data: row?.data ?? [], count: row?.count ?? 0 }
}
