/**
 * The catalogue's pages and logos are kept per catalogue version: the same query answers from
 * memory, and an import written behind the cache's back (as the CLI or another instance does)
 * is what the very next query sees; on PGlite the import is heard rather than read for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.ts'
import { openDatabase } from '../db/openDatabase.ts'
import { loadPgliteSnapshot } from '../testing/pgliteSnapshot.ts'
import { createCatalogueCache } from './catalogueCache.ts'
import { catalogueFileSchema } from './catalogueFileSchema.ts'
import { importWalletEntries, resetWalletCatalogue } from './importWalletCatalogue.ts'
import { fixtureRegistry } from './testing/fixtureRegistry.ts'

describe('catalogue cache', () => {
  let db: Database
  let queries = 0
  beforeAll(async () => {
    const opened = await openDatabase({ pgliteSnapshot: await loadPgliteSnapshot() })
    // Counts the statements the cache sends, to see which answers came from memory.
    db = {
      ...opened,
      query: (sql, params) => {
        queries++
        return opened.query(sql, params)
      },
    }
  })
  afterAll(() => db.close())

  const page = { page: 1, entries: 4, search: 'fixture wallet 00' }

  it('answers a repeated query from memory and an import at once', async () => {
    const cache = createCatalogueCache(db)
    expect((await cache.wallets(page)).count).toBe(0)
    queries = 0
    expect((await cache.wallets(page)).count).toBe(0)
    // Only the version was read.
    expect(queries).toBe(1)

    await importWalletEntries(db, catalogueFileSchema.parse(fixtureRegistry(20)))
    const imported = await cache.wallets(page)
    expect(imported.count).toBe(9)
    expect(imported.data.map((w) => w.id)).toEqual([
      'fixture-001',
      'fixture-002',
      'fixture-003',
      'fixture-004',
    ])

    await resetWalletCatalogue(db)
    expect((await cache.wallets(page)).count).toBe(0)
  })

  it('on PGlite, reads the version again only after a write it hears of', async () => {
    const cache = createCatalogueCache(db, { hearsEveryWrite: true })
    expect((await cache.wallets(page)).count).toBe(0)
    queries = 0
    expect((await cache.wallets(page)).count).toBe(0)
    expect(queries).toBe(0)
    await importWalletEntries(db, catalogueFileSchema.parse(fixtureRegistry(20)))
    expect((await cache.wallets(page)).count).toBe(9)
    expect(await cache.walletImage('fixture-007')).toContain('<svg')
    await resetWalletCatalogue(db)
    expect((await cache.wallets(page)).count).toBe(0)
    expect(await cache.walletImage('fixture-007')).toBeNull()
    cache.close()
  })

  it('serves a logo once per version and knows a wallet the import added', async () => {
    const cache = createCatalogueCache(db)
    expect(await cache.walletImage('fixture-007')).toBeNull()
    await importWalletEntries(db, catalogueFileSchema.parse(fixtureRegistry(20)))
    const svg = await cache.walletImage('fixture-007')
    expect(svg).toContain('<svg')
    queries = 0
    expect(await cache.walletImage('fixture-007')).toBe(svg)
    expect(queries).toBe(1)
    await resetWalletCatalogue(db)
    expect(await cache.walletImage('fixture-007')).toBeNull()
  })
})
