/**
 * Keys and tags of the cached history and NFT pages (CloudContext caches.accountPages): a page
 * is one account's, on the chains asked, at a cursor and size, with links for the caller's
 * projectId/st/sv; it is dropped when the indexer stores a transfer of that account on one of
 * those chains, or when a chain is reset.
 */
import { changeTags } from '../../cache/databaseChanges.ts'

interface PageQuery {
  cursor?: unknown
  limit: number
  projectId: string
  st?: string
  sv?: string
  /** History only: the on-ramp whose purchases are listed. */
  onramp?: string
}

export function accountPageKey(
  route: 'history' | 'nfts',
  account: string,
  chainIds: readonly number[],
  query: PageQuery,
): string {
  return JSON.stringify([
    route,
    account,
    chainIds,
    query.cursor ?? null,
    query.limit,
    query.projectId,
    query.st ?? null,
    query.sv ?? null,
    query.onramp ?? null,
  ])
}

export function accountPageTags(account: string, chainIds: readonly number[]): string[] {
  return [...chainIds.map((id) => changeTags.history(id, account)), changeTags.allHistory]
}
