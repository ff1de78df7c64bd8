/**
 * Imports a wallet registry file as the catalogue every instance serves (the CLI's
 * `portico catalogue import`, PORTICO_CLOUD_CATALOGUE_FILE at start): validated first
 * (catalogueFileSchema.ts), so a bad file changes nothing. Each entry's logo is the one it names,
 * else the shipped wallet's with the same id or rdns, else @web3icons' wallet of the same name;
 * without one the image route draws a monogram.
 */
import type { Database } from '../db/database.ts'
import { findWalletLogo } from '../icons/libraryIcons.ts'
import { type FileWallet, readCatalogueFile } from './catalogueFileSchema.ts'
import { replaceWalletCatalogue } from './seedWalletCatalogue.ts'
import { type StoredWallet, walletCatalogue } from './walletCatalogue.ts'

export async function toStoredWallets(entries: readonly FileWallet[]): Promise<StoredWallet[]> {
  const shipped = (e: FileWallet) =>
    walletCatalogue.find((w) => w.id === e.id || (e.rdns && w.rdns === e.rdns))
  return Promise.all(
    entries.map(async (e) => ({
      id: e.id,
      name: e.name,
      image_id: e.image_id ?? e.id,
      rdns: e.rdns ?? null,
      chains: e.chains,
      mobile_link: e.mobile_link,
      desktop_link: e.desktop_link,
      webapp_link: e.webapp_link,
      badge_type: e.badge_type ?? 'none',
      icon: e.icon ?? shipped(e)?.icon ?? (await findWalletLogo(e.id, e.name)) ?? null,
    })),
  )
}

export interface ImportResult {
  /** Wallets in the file. */
  imported: number
  /** Of those, with a library logo. */
  withLogo: number
  /** Wallets served now (the deployment's own ones included). */
  served: number
}

/** Validates `entries` (already parsed) into the database. */
export async function importWalletEntries(
  db: Database,
  entries: readonly FileWallet[],
): Promise<ImportResult> {
  const wallets = await toStoredWallets(entries)
  const served = await replaceWalletCatalogue(db, wallets)
  return { imported: wallets.length, withLogo: wallets.filter((w) => w.icon).length, served }
}

export async function importWalletCatalogue(db: Database, file: string): Promise<ImportResult> {
  return importWalletEntries(db, await readCatalogueFile(file))
}

/** Back to the wallets this package ships. Returns the number served. */
export function resetWalletCatalogue(db: Database): Promise<number> {
  return replaceWalletCatalogue(db, null)
}
