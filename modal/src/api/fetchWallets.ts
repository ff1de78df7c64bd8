/**
 * The wallet catalogue client: /getWallets as SPEC §7 describes it. Until the cloud serves the
 * catalogue, it answers from the local copy (loaded on demand, never before the modal opens).
 */
import type { GetWalletsQuery, GetWalletsResult } from './walletCatalogueTypes.ts'

export async function fetchWallets(query: GetWalletsQuery): Promise<GetWalletsResult> {
  const { queryLocalWallets } = await import('./localWalletCatalogue.ts')
  return queryLocalWallets(query)
}
