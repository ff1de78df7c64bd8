/**
 * Writes the wallet catalogue into the database, the copy every instance serves /getWallets
 * and /getWalletImage from. The catalogue is the imported registry when a deployment imported
 * one (importWalletCatalogue.ts), else the shipped list, with the deployment's own wallets
 * first; both, and the local wallets last started with, are kept in `catalogue_state`. One
 * transaction under an advisory lock: instances starting together write it once, and a reader
 * sees the old catalogue or the new one, never a mix. Once committed, a write is told to the
 * servers on this database object (catalogueCache.ts on PGlite keeps the version in memory).
 */
import { changeTags, publishChanges } from '../cache/databaseChanges.ts'
import type { Database, Queryable } from '../db/database.ts'
import {
  buildCatalogue,
  type Catalogue,
  importedCatalogueVersion,
  type LocalWallet,
  type StoredWallet,
} from './walletCatalogue.ts'

const CATALOGUE_LOCK_KEY = 4_100_002
const VERSION_KEY = 'wallets_version'
const IMPORTED_KEY = 'imported_wallets'
const LOCAL_KEY = 'local_wallets'

async function readState(q: Queryable, key: string): Promise<string | undefined> {
  const { rows } = await q.query<{ value: string }>(
    'SELECT value FROM catalogue_state WHERE key = $1',
    [key],
  )
  return rows[0]?.value
}

async function writeState(q: Queryable, key: string, value: string): Promise<void> {
  await q.query(
    `INSERT INTO catalogue_state (key, value) VALUES ($1, $2)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [key, value],
  )
}

/**
 * The version of the catalogue now served: written in the same transaction as the rows, so a
 * reader that sees a version sees at least those rows (catalogueCache.ts keys on it).
 */
export async function readCatalogueVersion(q: Queryable): Promise<string | undefined> {
  return readState(q, VERSION_KEY)
}

/** The stored base (imported list) or undefined for the shipped one. */
async function readImported(q: Queryable): Promise<Catalogue | undefined> {
  const text = await readState(q, IMPORTED_KEY)
  if (!text) return undefined
  const wallets = JSON.parse(text) as StoredWallet[]
  return { wallets, version: importedCatalogueVersion(wallets) }
}

/** Rewrites the served rows when the stored copy is of another version; true when it did. */
async function writeCatalogue(tx: Queryable, catalogue: Catalogue): Promise<boolean> {
  if ((await readState(tx, VERSION_KEY)) === catalogue.version) return false
  const rows = catalogue.wallets.map((w, position) => ({
    ...w,
    position,
    chain_namespaces: [...new Set(w.chains.map((c) => c.split(':')[0]))],
  }))
  await tx.query('DELETE FROM wallets')
  await tx.query(
    `INSERT INTO wallets (id, position, name, rdns, chains, chain_namespaces, image_id,
       mobile_link, desktop_link, webapp_link, badge_type, icon)
     SELECT id, position, name, rdns, chains, chain_namespaces, image_id,
       mobile_link, desktop_link, webapp_link, badge_type, icon
     FROM jsonb_to_recordset($1::jsonb) AS w(id text, position integer, name text, rdns text,
       chains text[], chain_namespaces text[], image_id text, mobile_link text,
       desktop_link text, webapp_link text, badge_type text, icon text)`,
    [JSON.stringify(rows)],
  )
  await writeState(tx, VERSION_KEY, catalogue.version)
  return true
}

/** At start: this deployment's wallets in front of the stored base. True when it wrote. */
export async function seedWalletCatalogue(
  db: Database,
  local: readonly LocalWallet[] = [],
): Promise<boolean> {
  const wrote = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [CATALOGUE_LOCK_KEY])
    const localJson = JSON.stringify(local)
    if ((await readState(tx, LOCAL_KEY)) !== localJson) await writeState(tx, LOCAL_KEY, localJson)
    return writeCatalogue(tx, buildCatalogue(local, await readImported(tx)))
  })
  if (wrote) publishChanges(db, [changeTags.catalogue])
  return wrote
}

/**
 * Replaces the base: `wallets` (an import) or null (back to the shipped list). The wallets the
 * deployment last started with stay first. Returns the number of wallets now served.
 */
export async function replaceWalletCatalogue(
  db: Database,
  wallets: readonly StoredWallet[] | null,
): Promise<number> {
  const served = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [CATALOGUE_LOCK_KEY])
    if (wallets) await writeState(tx, IMPORTED_KEY, JSON.stringify(wallets))
    else await tx.query('DELETE FROM catalogue_state WHERE key = $1', [IMPORTED_KEY])
    const local = JSON.parse((await readState(tx, LOCAL_KEY)) ?? '[]') as LocalWallet[]
    const catalogue = buildCatalogue(local, await readImported(tx))
    await writeCatalogue(tx, catalogue)
    return catalogue.wallets.length
  })
  publishChanges(db, [changeTags.catalogue])
  return served
}
