/** The wallet catalogue's shapes (SPEC §3 Wallet, §7 /getWallets). */
import type { Wallet } from '@portico/shared'

export type CatalogueWallet = Wallet

export interface GetWalletsQuery {
  page: number
  entries: number
  search?: string
  include?: string[]
  exclude?: string[]
  chains?: string[]
}

export interface GetWalletsResult {
  data: CatalogueWallet[]
  count: number
}
