/**
 * Wallet security of the e-mail wallet (issue 17): the modal stands on WalletSecurity while the
 * secure frame shows its own window (recovery, devices, export: nothing of it reaches this
 * page), and goes back to Account when the user closes that window. Closing the modal aborts it
 * (closeModal → rejectPendingUnsafe). Either way the user is read again: a recovery method set
 * in the window ends the Account view's "Set up recovery".
 */
import { hasErrorCode } from '@portico/shared'
import type { AppThunk } from '../../store/createPorticoStore.ts'
import { popView, pushView, resetView } from '../../store/routerSlice.ts'
import { showError } from '../../store/snackbarThunks.ts'
import { authKey } from './authThunks.ts'

export const openWalletSecurity =
  (): AppThunk<Promise<void>> =>
  async (dispatch, getState, { services }) => {
    const auth = services.get(authKey)
    dispatch(pushView('WalletSecurity'))
    try {
      await auth.openWalletSettings()
    } catch (error) {
      // Aborted: the modal closed, and its close already reset the router.
      if (!hasErrorCode(error, 'FRAME_ABORTED') && getState().modal.open) dispatch(showError(error))
    }
    const { modal, router } = getState()
    if (modal.open && router.view === 'WalletSecurity')
      dispatch(router.history.at(-2) === 'Account' ? popView() : resetView('Account'))
    // A failed re-read keeps what the store has (the warning stays until the next one).
    await auth.refreshUser().catch(() => {})
  }
