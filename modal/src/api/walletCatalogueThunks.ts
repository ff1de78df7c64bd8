/**
 * The wallet catalogue from the cloud (getWallets.ts keeps its pages a while), and the
 * pages Connect shows, fetched on open (SPEC §2 "on open, the wallet list is prefetched") with
 * the very queries its wallet section makes, so the view finds them cached or in flight, and
 * their wallets' logos.
 */
import { createPorticoError, PorticoError, WALLET_PAGE_SIZES } from '@portico/shared'
import type { AppThunk } from '../store/createPorticoStore.ts'
import { selectWalletImageUrl, selectWalletListOptions } from '../store/optionsSlice.ts'
import { getWallets } from './getWallets.ts'
import type { GetWalletsQuery, GetWalletsResult } from './walletCatalogueTypes.ts'

export const fetchWallets =
  (query: GetWalletsQuery): AppThunk<Promise<GetWalletsResult>> =>
  async (_dispatch, _getState, { cloud }) => {
    try {
      return await getWallets(cloud, query)
    } catch (error) {
      const { status, message } = error as { status?: unknown; message?: string }
      throw typeof status === 'number'
        ? createPorticoError('HTTP_STATUS', { params: { status }, status })
        : new PorticoError(message ?? 'Failed to fetch wallets', { code: 'WALLETS_FETCH_FAILED' })
    }
  }

/** The dapp's choice of catalogue wallets, as selectWalletListOptions gives it. */
export type WalletListOptions = ReturnType<typeof selectWalletListOptions>

/**
 * Connect's catalogue pages: the featured wallets (when the dapp names some) and the first page
 * of the rest, with room for the featured ones it will drop as duplicates.
 */
export function connectWalletQueries({
  featuredWalletIds,
  includeWalletIds,
  excludeWalletIds,
}: WalletListOptions): { featured?: GetWalletsQuery; all: GetWalletsQuery } {
  const exclude = [...excludeWalletIds]
  return {
    featured: featuredWalletIds.length
      ? { page: 1, entries: WALLET_PAGE_SIZES.featured, include: featuredWalletIds, exclude }
      : undefined,
    all: {
      page: 1,
      entries: WALLET_PAGE_SIZES.recommended + featuredWalletIds.length,
      include: includeWalletIds,
      exclude,
    },
  }
}

/**
 * Starts Connect's catalogue requests without waiting and, once they answer, the logos of the
 * wallets they name (SPEC §2: connector images are fetched on open), so the rows draw them at
 * once. A failure is the view's to show.
 */
export const prefetchConnectWallets =
  (): AppThunk =>
  (_dispatch, getState, { cloud }) => {
    const { featured, all } = connectWalletQueries(selectWalletListOptions(getState()))
    for (const query of featured ? [featured, all] : [all]) {
      getWallets(cloud, query).then(
        ({ data }) => {
          for (const wallet of data) {
            const url = selectWalletImageUrl(getState(), wallet)
            // The document's image cache serves the row's <img> of the same URL.
            if (url && typeof Image !== 'undefined') new Image().src = url
          }
        },
        () => {
          // The view asks again and shows the failure.
        },
      )
    }
  }
