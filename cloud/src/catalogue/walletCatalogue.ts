/**
 * The whole wallet catalogue (SPEC §3 "Wallet (catalogue)"): the real wallets, then generated
 * entries (`generated-001` …, as in the modal's local copy) so the list is long enough for
 * paging, search and virtualization. Real wallets carry the `certified` badge.
 */
import { createHash } from 'node:crypto'
import { BTC, DOT, EVM, realWallets, SOL } from './realWallets.ts'

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

/** Generated entries, numbered 001 to 560 as in the modal's local copy. */
export const GENERATED_WALLET_COUNT = 560

function build(): CatalogueWallet[] {
  const wallets: CatalogueWallet[] = realWallets.map((w) => ({
    id: w.id,
    name: w.name,
    image_id: w.id,
    rdns: w.rdns,
    chains: w.chains,
    mobile_link: w.mobile ?? null,
    desktop_link: w.desktop ?? null,
    webapp_link: w.webapp ?? null,
    badge_type: 'certified',
  }))
  const families = [[EVM], [EVM, SOL], [SOL], [EVM, DOT], [BTC], [EVM, BTC]]
  for (let i = 1; i <= GENERATED_WALLET_COUNT; i++) {
    const n = String(i).padStart(3, '0')
    wallets.push({
      id: `generated-${n}`,
      name: `Generated Wallet ${n}`,
      image_id: `generated-${n}`,
      rdns: null,
      chains: families[i % families.length] ?? [EVM],
      mobile_link: null,
      desktop_link: null,
      webapp_link: null,
      badge_type: 'none',
    })
  }
  return wallets
}

export const walletCatalogue: readonly CatalogueWallet[] = build()

/** Changes whenever an entry does: the database copy is rewritten only then. */
export const walletCatalogueVersion = createHash('sha256')
  .update(JSON.stringify(walletCatalogue))
  .digest('hex')
  .slice(0, 16)

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
  wallets: readonly CatalogueWallet[]
  /** Changes whenever an entry does: the database copy is rewritten only then. */
  version: string
  find(id: string): CatalogueWallet | undefined
}

/** The catalogue with this deployment's own wallets first. */
export function buildCatalogue(local: readonly LocalWallet[] = []): Catalogue {
  const wallets: CatalogueWallet[] = [
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
    })),
    ...walletCatalogue.filter((w) => !local.some((l) => l.id === w.id)),
  ]
  const version =
    local.length === 0
      ? walletCatalogueVersion
      : createHash('sha256')
          .update(walletCatalogueVersion)
          .update(JSON.stringify(local))
          .digest('hex')
          .slice(0, 16)
  const byId = new Map(wallets.map((w) => [w.id, w]))
  return { wallets, version, find: (id) => byId.get(id) }
}

export const defaultCatalogue = buildCatalogue()
