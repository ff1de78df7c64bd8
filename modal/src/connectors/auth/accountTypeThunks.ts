/**
 * The e-mail wallet's account type (issue 24): the Account view's switch between the smart
 * account and the EOA. A refusal (a chain without a bundler) is shown and changes nothing.
 */

import type { AccountType } from '../../features/account/accountSlice.ts'
import type { AppThunk } from '../../store/createPorticoStore.ts'
import { showError } from '../../store/snackbarThunks.ts'
import { authKey } from './authThunks.ts'

export const switchAccountType =
  (type: AccountType): AppThunk<Promise<void>> =>
  async (dispatch, _getState, { services }) => {
    try {
      await services.get(authKey).setPreferredAccountType(type)
    } catch (error) {
      dispatch(showError(error))
    }
  }
