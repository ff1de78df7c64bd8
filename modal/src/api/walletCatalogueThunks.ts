/** The wallet catalogue from the cloud (RTK Query caches and dedupes identical queries). */
import { createPorticoError, PorticoError } from '@portico/shared'
import type { AppThunk } from '../store/createPorticoStore.ts'
import { porticoApi } from './porticoApi.ts'
import type { GetWalletsQuery, GetWalletsResult } from './walletCatalogueTypes.ts'

export const fetchWallets =
  (query: GetWalletsQuery): AppThunk<Promise<GetWalletsResult>> =>
  async (dispatch) => {
    try {
      return await dispatch(
        porticoApi.endpoints.getWallets.initiate(query, { subscribe: false }),
      ).unwrap()
    } catch (error) {
      const { status, message } = error as { status?: unknown; message?: string }
      throw typeof status === 'number'
        ? createPorticoError('HTTP_STATUS', { params: { status }, status })
        : new PorticoError(message ?? 'Failed to fetch wallets', { code: 'WALLETS_FETCH_FAILED' })
    }
  }
