/**
 * The snackbar (SPEC §3 "Snackbar"). Its timing (re-open delay, auto-close) is the showSnackbar
 * thunk in snackbarThunks.ts.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

export type SnackbarVariant = 'success' | 'error' | 'loading'

export interface SnackbarState {
  message: string
  variant: SnackbarVariant
  /** Name of an icon shown instead of the variant's own. */
  svg?: string
  open: boolean
  autoClose: boolean
  /** Which showing this is, so that an older auto-close does not hide a newer message. */
  id?: string
}

export interface SnackbarShown {
  id: string
  message: string
  variant: SnackbarVariant
  svg?: string
  autoClose: boolean
}

const initialState: SnackbarState = {
  message: '',
  variant: 'success',
  open: false,
  autoClose: true,
}

export const snackbarSlice = createSlice({
  name: 'snackbar',
  initialState,
  reducers: {
    snackbarShown(state, { payload }: PayloadAction<SnackbarShown>) {
      state.id = payload.id
      state.message = payload.message
      state.variant = payload.variant
      state.svg = payload.svg
      state.autoClose = payload.autoClose
      state.open = true
    },
    /** Hides the snackbar; given an id, only if that showing is still the current one. */
    hideSnackbar: {
      prepare: (id?: string) => ({ payload: id }),
      reducer(state, { payload: id }: PayloadAction<string | undefined>) {
        if (id === undefined || id === state.id) state.open = false
      },
    },
  },
})

export const { snackbarShown, hideSnackbar } = snackbarSlice.actions

type WithSnackbar = { snackbar: SnackbarState }

export const selectSnackbar = (state: WithSnackbar): SnackbarState => state.snackbar
