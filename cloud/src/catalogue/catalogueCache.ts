/**
 * The catalogue's answers (/getWallets pages, /getWalletImage logos) kept in memory per
 * catalogue version. On a PostgreSQL server each request reads the version (one row by key: far
 * cheaper than a page, which filters and aggregates hundreds of rows), so an import by any
 * instance or the CLI is served by the next request; on PGlite, whose one process hears every
 * write (databaseChanges.ts), the version is read again only after a write. A page or logo is
 * built once per version. Since
 * the version and the rows are written in one transaction, an answer is never older than the
 * version it is stored under.
 */
import { createTtlCache } from '../cache/createTtlCache.ts'
import { changeTags, subscribeChanges } from '../cache/databaseChanges.ts'
import type { Queryable } from '../db/database.ts'
import { drawIcon } from '../icons/drawIcon.ts'
import { loadLibraryIcon } from '../icons/libraryIcons.ts'
import { queryWallets, type WalletPage, type WalletQuery } from './queryWallets.ts'
import { readCatalogueVersion } from './seedWalletCatalogue.ts'

/** Long: entries of an old version are dropped when the version changes. */
const CATALOGUE_CACHE_TTL_MS = 10 * 60_000

export interface CatalogueCache {
  wallets(query: WalletQuery): Promise<WalletPage>
  /** A wallet's logo (SVG) by its id or image_id; null for none. */
  walletImage(id: string): Promise<string | null>
}

async function loadWalletImage(db: Queryable, id: string): Promise<string | null> {
  const { rows } = await db.query<{ name: string; image_id: string; icon: string | null }>(
    `SELECT name, image_id, icon FROM wallets WHERE id = $1 OR image_id = $1
     ORDER BY (id = $1) DESC, position LIMIT 1`,
    [id],
  )
  const wallet = rows[0]
  if (!wallet) return null
  const logo = wallet.icon ? await loadLibraryIcon(wallet.icon) : undefined
  return logo ?? drawIcon({ seed: wallet.image_id, label: wallet.name, shape: 'square' })
}

export interface CatalogueCacheOptions {
  now?: () => number
  /**
   * Every catalogue write is told to this process (PGlite: databaseChanges.ts), so the version
   * is read again only after one; otherwise (a PostgreSQL server) it is read per request.
   */
  hearsEveryWrite?: boolean
}

export interface RunningCatalogueCache extends CatalogueCache {
  /** Stops listening for writes. */
  close(): void
}

export function createCatalogueCache(
  db: Queryable,
  options: CatalogueCacheOptions = {},
): RunningCatalogueCache {
  const { now } = options
  const pages = createTtlCache<Promise<WalletPage>>({ ttlMs: CATALOGUE_CACHE_TTL_MS, now })
  const images = createTtlCache<Promise<string | null>>({ ttlMs: CATALOGUE_CACHE_TTL_MS, now })
  let servedVersion: string | undefined
  /** PGlite: the version last read, kept until a write is heard (counted in `writes`). */
  let known: Promise<string> | undefined
  let writes = 0
  const stopListening = options.hearsEveryWrite
    ? subscribeChanges(db, (tags) => {
        if (!tags.includes(changeTags.catalogue)) return
        writes++
        known = undefined
      })
    : undefined
  const readVersion = async () => (await readCatalogueVersion(db)) ?? ''
  const currentVersion = () => {
    if (!options.hearsEveryWrite) return readVersion()
    if (known) return known
    const seen = writes
    const reading = readVersion()
    known = reading
    // A read that a write overtook, or that failed, is not kept.
    reading.then(
      () => {
        if (writes !== seen && known === reading) known = undefined
      },
      () => {
        if (known === reading) known = undefined
      },
    )
    return reading
  }
  /** The version now served; the entries of another are dropped. */
  const version = async () => {
    const current = await currentVersion()
    if (current !== servedVersion) {
      pages.clear()
      images.clear()
      servedVersion = current
    }
    return current
  }
  /** One load per key and version; a failed one is not kept. */
  function once<T>(
    cache: ReturnType<typeof createTtlCache<Promise<T>>>,
    key: string,
    load: () => Promise<T>,
  ): Promise<T> {
    const hit = cache.get(key)
    if (hit) return hit
    const loading = load()
    cache.set(key, loading)
    loading.catch(() => {
      if (cache.get(key) === loading) cache.delete(key)
    })
    return loading
  }
  return {
    async wallets(query) {
      const key = `${await version()}\n${JSON.stringify([
        query.page,
        query.entries,
        query.include ?? null,
        query.exclude ?? [],
        query.chains ?? null,
        query.search ?? null,
        query.badgeType ?? null,
      ])}`
      return once(pages, key, () => queryWallets(db, query))
    },
    async walletImage(id) {
      const key = `${await version()}\n${id}`
      return once(images, key, () => loadWalletImage(db, id))
    },
    close: () => stopListening?.(),
  }
}
