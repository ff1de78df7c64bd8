/**
 * SIWXSignMessage's state: idle, signing ('Authenticating...') or failed with the text to show.
 * Injected into the store when the SIWX code loads (only with the `siwx` option, after a
 * connection).
 */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import { rootReducer } from '../../store/rootReducer.ts'

export interface SiwxState {
  status: 'idle' | 'signing' | 'error'
  /** SPEC §8's text of the last failure. */
  error?: string
}

const initialState: SiwxState = { status: 'idle' }

export const siwxSlice = createSlice({
  name: 'siwx',
  initialState,
  reducers: {
    siwxSigning(state) {
      state.status = 'signing'
      state.error = undefined
    },
    siwxFailed(state, { payload }: PayloadAction<string>) {
      state.status = 'error'
      state.error = payload
    },
    siwxIdle(state) {
      state.status = 'idle'
      state.error = undefined
    },
  },
})

export const { siwxSigning, siwxFailed, siwxIdle } = siwxSlice.actions

declare module '../../store/rootReducer.ts' {
  interface LazyLoadedSlices extends WithSlice<typeof siwxSlice> {}
}

const injected = siwxSlice.injectInto(rootReducer)

export const selectSiwx = injected.selectSlice
