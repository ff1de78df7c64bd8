/** Disconnecting (SPEC §4 "Disconnect"), as createPortico and the views ask for it. */
import { createPorticoError, serializeError } from '@portico/shared'
import { coreKey } from './coreServices.ts'
import type { AppThunk } from './createPorticoStore.ts'
import { setModalLoading } from './modalSlice.ts'
import { showSnackbar } from './snackbarThunks.ts'

const NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122'] as const

/**
 * Loading while the active connection ends; then the stored sessions and connector ids are
 * cleared. Throws DISCONNECT_FAILED (tracked as DISCONNECT_ERROR) when the connection fails to.
 */
export const disconnect =
  (): AppThunk<Promise<void>> =>
  async (dispatch, _getState, { services }) => {
    const core = services.get(coreKey)
    dispatch(setModalLoading(true))
    try {
      // Every family's wallet goes (SPEC §4: a WalletConnect or e-mail wallet covers them all).
      for (const connection of core.familyConnections()) await connection.disconnect()
      await core.activeConnection()?.disconnect()
      core.storage.remove('connectedSocialProvider')
      for (const namespace of NAMESPACES) core.storage.removeConnectedConnectorId(namespace)
      core.track('DISCONNECT_SUCCESS')
    } catch (error) {
      console.error('Portico: disconnect failed', error)
      core.track('DISCONNECT_ERROR', { message: serializeError(error).message })
      throw createPorticoError('DISCONNECT_FAILED', { cause: error })
    } finally {
      dispatch(setModalLoading(false))
    }
  }

/** The views' Disconnect: a failure is shown, not thrown. */
export const disconnectWallet = (): AppThunk<Promise<void>> => async (dispatch) => {
  try {
    await dispatch(disconnect())
  } catch (error) {
    dispatch(showSnackbar({ message: serializeError(error).message, variant: 'error' }))
  }
}
