/** Showing the snackbar (SPEC §4 "Snackbar"). */
import {
  errorCatalogue,
  getProviderAlertCode,
  SNACKBAR_REOPEN_DELAY_MS,
  serializeError,
} from '@portico/shared'
import { nanoid } from '@reduxjs/toolkit'
import type { AppThunk } from './createPorticoStore.ts'
import { hideSnackbar, type SnackbarVariant, snackbarShown } from './snackbarSlice.ts'

/** How long an auto-closing snackbar stays (not in the spec: our choice). */
export const SNACKBAR_DISPLAY_MS = 2200

export interface ShowSnackbarOptions {
  message: string
  variant: SnackbarVariant
  svg?: string
  autoClose?: boolean
}

/**
 * Shows a message. If one is already open, it hides and re-shows after SNACKBAR_REOPEN_DELAY_MS,
 * unless a newer message was shown meanwhile. With autoClose (the default) it hides after
 * SNACKBAR_DISPLAY_MS.
 */
export const showSnackbar =
  ({ message, variant, svg, autoClose = true }: ShowSnackbarOptions): AppThunk =>
  (dispatch, getState) => {
    const id = nanoid()
    const show = () => {
      dispatch(snackbarShown({ id, message, variant, svg, autoClose }))
      if (autoClose) setTimeout(() => dispatch(hideSnackbar(id)), SNACKBAR_DISPLAY_MS)
    }
    if (!getState().snackbar.open) return show()
    dispatch(hideSnackbar())
    setTimeout(() => {
      if (!getState().snackbar.open) show()
    }, SNACKBAR_REOPEN_DELAY_MS)
  }

/** An error for the user: a provider text that means an alert shows the alert's title. */
export const showError =
  (error: unknown): AppThunk =>
  (dispatch) => {
    const alert = getProviderAlertCode(error)
    dispatch(
      showSnackbar({
        message: alert ? errorCatalogue[alert].message : serializeError(error).message,
        variant: 'error',
      }),
    )
  }

/** Copies `text` to the clipboard and says so, or says it failed. */
export const copyToClipboard =
  (text: string, copied: string): AppThunk<Promise<void>> =>
  async (dispatch) => {
    try {
      await navigator.clipboard.writeText(text)
      dispatch(showSnackbar({ message: copied, variant: 'success' }))
    } catch {
      dispatch(showSnackbar({ message: 'Failed to copy', variant: 'error' }))
    }
  }
