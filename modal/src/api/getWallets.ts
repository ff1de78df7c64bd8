/**
 * GET /getWallets (SPEC §7): a page of the wallet catalogue, read with its contract from shared
 * and kept a while per modal instance, so Connect finds the pages its open prefetched and All
 * Wallets finds a page it showed before. Identical requests in flight share one (shared's HTTP
 * client dedupes them); a failure is not kept.
 *
 * Not an RTK Query endpoint: these reads are on the open path, and RTK Query (its code, its
 * middleware running on every action) loads with the views that need the account's data.
 */
import { getWalletsResponseSchema } from '@portico/shared'
import { type CloudClient, requestCloud } from './cloudClient.ts'
import type { GetWalletsQuery, GetWalletsResult } from './walletCatalogueTypes.ts'

/** SPEC §9 gives the catalogue no lifetime: a page is kept 5 minutes (our choice). */
export const WALLETS_MAX_AGE_MS = 5 * 60_000
/** Pages kept per modal instance (All Wallets' searches each add theirs); the oldest go first. */
export const WALLETS_CACHE_MAX_PAGES = 50

interface CachedPage {
  result: Promise<GetWalletsResult>
  storedAt: number
}

const pagesByCloud = new WeakMap<CloudClient, Map<string, CachedPage>>()

const commaList = (items: readonly string[] | undefined) =>
  items && items.length > 0 ? items.join(',') : undefined

export function getWallets(
  cloud: CloudClient | undefined,
  { page, entries, search, include, exclude, chains }: GetWalletsQuery,
  now = Date.now(),
): Promise<GetWalletsResult> {
  const params = {
    page,
    entries,
    search: search || undefined,
    include: commaList(include),
    exclude: commaList(exclude),
    chains: commaList(chains),
  }
  if (!cloud) return requestCloud(cloud, { url: '/getWallets', params })
  let pages = pagesByCloud.get(cloud)
  if (!pages) {
    pages = new Map()
    pagesByCloud.set(cloud, pages)
  }
  const key = JSON.stringify(params)
  const cached = pages.get(key)
  if (cached && now - cached.storedAt < WALLETS_MAX_AGE_MS) return cached.result
  // Deleted and set again: the map's order is the pages' age.
  pages.delete(key)
  const result = requestCloud(
    cloud,
    { url: '/getWallets', params },
    { schema: getWalletsResponseSchema },
  )
  pages.set(key, { result, storedAt: now })
  result.catch(() => {
    if (pages.get(key)?.result === result) pages.delete(key)
  })
  for (const oldest of pages.keys()) {
    if (pages.size <= WALLETS_CACHE_MAX_PAGES) break
    pages.delete(oldest)
  }
  return result
}
