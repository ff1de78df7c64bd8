/** The wallet catalogue's shapes (SPEC §3 Wallet, §7 /getWallets). */
import type { GetWalletsResponse, Wallet } from '@portico/shared'

export type CatalogueWallet = Wallet

export interface GetWalletsQuery {
  page: number
  entries: number
  search?: string
  include?: string[]
  exclude?: string[]
  chains?: string[]
}

/** The page as the cloud sends it (shared's getWalletsResponseSchema). */
export type GetWalletsResult = GetWalletsResponse
