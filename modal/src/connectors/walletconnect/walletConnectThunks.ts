/**
 * Pairing over WalletConnect as the views ask for it (SPEC §4): the views show the URI (QR
 * code or the wallet's link) from the connection slice; a failure sets wcError there and the
 * view offers Try again. Finalizing stores the deep link and the recent wallet.
 */
import { serializeError, type WalletLink } from '@portico/shared'
import { connectFailed, connectFinished, connectStarted } from '../../store/connectingSlice.ts'
import { setWcLinking } from '../../store/connectionSlice.ts'
import { coreKey } from '../../store/coreServices.ts'
import type { AppThunk } from '../../store/createPorticoStore.ts'
import { closeModal } from '../../store/modalThunks.ts'
import { rememberRecentWallet } from '../../store/recentWalletsThunks.ts'
import { serviceKey } from '../../store/serviceKey.ts'
import type { Platform } from './platform.ts'
import {
  WALLETCONNECT_CONNECTOR_ID,
  type WalletConnectConnection,
} from './walletConnectConnection.ts'

export interface WalletConnectService {
  connection: WalletConnectConnection
  platform: Platform
}

export const walletConnectKey = serviceKey<WalletConnectService>('walletconnect')

/** Pairs over WalletConnect (the URI lands in the connection slice); `retry` = Try again. */
export const connectWalletConnect =
  (options: { retry?: boolean } = {}): AppThunk<Promise<void>> =>
  async (dispatch, getState, { services }) => {
    const { connection, platform } = services.get(walletConnectKey)
    const core = services.get(coreKey)
    dispatch(connectStarted(WALLETCONNECT_CONNECTOR_ID))
    try {
      if (!(await connection.connect(options))) return
    } catch (error) {
      dispatch(connectFailed(serializeError(error)))
      core.track('CONNECT_ERROR', {
        method: 'walletconnect',
        message: serializeError(error).message,
      })
      return
    }
    dispatch(connectFinished())
    const { wcLinking, recentWallet } = getState().connection
    if (wcLinking) core.storage.set('deepLinkChoice', wcLinking)
    if (recentWallet)
      dispatch(
        rememberRecentWallet({
          id: recentWallet.id,
          name: recentWallet.name,
          ...(recentWallet.imageUrl ? { image_url: recentWallet.imageUrl } : {}),
        }),
      )
    core.track('CONNECT_SUCCESS', {
      method: platform.mobile ? 'mobile' : 'qrcode',
      name: connection.wallet?.info.name ?? recentWallet?.name ?? 'WalletConnect',
    })
    if (getState().router.view !== 'UnsupportedChain') dispatch(closeModal())
  }

/** Opens the chosen wallet on the pairing URI and remembers the link (SPEC §3 wcLinking). */
export const openWalletLink =
  (link: WalletLink, name: string, target: '_self' | '_blank'): AppThunk =>
  (dispatch) => {
    dispatch(setWcLinking({ href: link.href, name }))
    window.open(link.redirect, target, target === '_blank' ? 'noreferrer noopener' : undefined)
  }
