/** Remembering a connected wallet among the recent ones (SPEC §4: at most two, newest first). */
import { addRecentWallet, type Wallet } from '@portico/shared'
import { coreKey } from './coreServices.ts'
import type { AppThunk } from './createPorticoStore.ts'
import { setRecentWallets } from './recentWalletsSlice.ts'

export const rememberRecentWallet =
  (wallet: Wallet): AppThunk =>
  (dispatch, _getState, { services }) => {
    const { storage } = services.get(coreKey)
    const recent = addRecentWallet(storage.get('recentWallets') ?? [], wallet)
    storage.set('recentWallets', recent)
    dispatch(setRecentWallets(recent))
  }
