/** Switching the network and disconnecting, as the views ask for them (SPEC §4). */
import { serializeError } from '@portico/shared'
import type { CaipNetwork } from '../chains/CaipNetwork.ts'
import { coreKey } from './coreServices.ts'
import type { AppThunk } from './createPorticoStore.ts'
import { goBack } from './routerThunks.ts'
import { showSnackbar } from './snackbarThunks.ts'

/** Switches; after a switch from the Networks list, back to where it was opened from, or closed. */
export const switchNetwork =
  (network: CaipNetwork): AppThunk<Promise<void>> =>
  async (dispatch, getState, { services }) => {
    const core = services.get(coreKey)
    try {
      await core.switchNetwork(network)
      const { router } = getState()
      if (router.view === 'Networks') {
        if (router.history.length > 1) dispatch(goBack())
        else core.close()
      }
    } catch (error) {
      dispatch(showSnackbar({ message: serializeError(error).message, variant: 'error' }))
    }
  }

/** Disconnects whichever connector is connected; a failure is shown, not thrown. */
export const disconnectWallet =
  (): AppThunk<Promise<void>> =>
  async (dispatch, _getState, { services }) => {
    try {
      await services.get(coreKey).disconnect()
    } catch (error) {
      dispatch(showSnackbar({ message: serializeError(error).message, variant: 'error' }))
    }
  }
