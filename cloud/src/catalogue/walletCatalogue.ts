/**
 * The wallet catalogue (SPEC §3 "Wallet (catalogue)"): the real wallets this package ships
 * (realWallets.ts), or the registry a deployment imported (importWalletCatalogue.ts), with the
 * deployment's own wallets (the devnet's demo wallet) first. Shipped wallets carry the
 * `certified` badge (each is checked: logo, chains, rdns or a link); imported ones keep the
 * badge their file gives (default `none`).
 */
import { createHash } from 'node:crypto'
import { realWallets } from './realWallets.ts'

/** A catalogue entry as /getWallets returns it. */
export interface CatalogueWallet {
  id: string
  name: string
  image_id: string
  rdns: string | null
  chains: string[]
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  badge_type: 'certified' | 'none'
}

/** An entry as stored: what /getWallets returns, and its logo key (null: a drawn monogram). */
export interface StoredWallet extends CatalogueWallet {
  icon: string | null
}

const hashOf = (...parts: string[]) => {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part)
  return hash.digest('hex').slice(0, 16)
}

/** The wallets this package ships. */
export const walletCatalogue: readonly StoredWallet[] = realWallets.map((w) => ({
  id: w.id,
  name: w.name,
  image_id: w.id,
  rdns: w.rdns,
  chains: w.chains,
  mobile_link: w.mobile ?? null,
  desktop_link: w.desktop ?? null,
  webapp_link: w.webapp ?? null,
  badge_type: 'certified',
  icon: w.icon,
}))

/** Changes whenever a shipped entry does: the database copy is rewritten only then. */
export const walletCatalogueVersion = hashOf(JSON.stringify(walletCatalogue))

/** The version of an imported list (the shipped list's never equals one). */
export const importedCatalogueVersion = (wallets: readonly StoredWallet[]) =>
  hashOf('imported', JSON.stringify(wallets))

/** A wallet this deployment adds in front of the catalogue (e.g. the devnet's demo wallet). */
export interface LocalWallet {
  id: string
  name: string
  chains: string[]
  mobile_link?: string
  desktop_link?: string
  webapp_link?: string
}

export interface Catalogue {
  wallets: readonly StoredWallet[]
  /** Changes whenever an entry does: the database copy is rewritten only then. */
  version: string
}

/** The catalogue (the shipped one unless `base` is given) with this deployment's wallets first. */
export function buildCatalogue(
  local: readonly LocalWallet[] = [],
  base: Catalogue = { wallets: walletCatalogue, version: walletCatalogueVersion },
): Catalogue {
  const wallets: StoredWallet[] = [
    ...local.map((w) => ({
      id: w.id,
      name: w.name,
      image_id: w.id,
      rdns: null,
      chains: w.chains,
      mobile_link: w.mobile_link ?? null,
      desktop_link: w.desktop_link ?? null,
      webapp_link: w.webapp_link ?? null,
      badge_type: 'certified' as const,
      icon: null,
    })),
    ...base.wallets.filter((w) => !local.some((l) => l.id === w.id)),
  ]
  const version = local.length === 0 ? base.version : hashOf(base.version, JSON.stringify(local))
  return { wallets, version }
}

export const defaultCatalogue = buildCatalogue()
