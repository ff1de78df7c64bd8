/**
 * The modal itself (SPEC §4 "Modal"): closed, open (loading true), closed (loading cleared).
 * Resetting the router on close is a listener in createPorticoStore.ts; opening on the right view
 * and shaking are thunks in modalThunks.ts.
 */
import type { ChainNamespace } from '@portico/shared'
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { View } from './routerSlice.ts'

export interface ModalState {
  open: boolean
  loading: boolean
  shake: boolean
}

const initialState: ModalState = { open: false, loading: false, shake: false }

export const modalSlice = createSlice({
  name: 'modal',
  initialState,
  reducers: {
    modalOpened(state) {
      state.open = true
      state.loading = true
    },
    modalClosed(state) {
      state.open = false
      state.loading = false
    },
    setModalLoading(state, { payload }: PayloadAction<boolean>) {
      state.loading = payload
    },
    setModalShake(state, { payload }: PayloadAction<boolean>) {
      state.shake = payload
    },
  },
})

export const { modalOpened, modalClosed, setModalLoading, setModalShake } = modalSlice.actions

type WithModal = { modal: ModalState }

export const selectModalOpen = (state: WithModal): boolean => state.modal.open
export const selectModalLoading = (state: WithModal): boolean => state.modal.loading
export const selectModalShake = (state: WithModal): boolean => state.modal.shake

/** Where open() starts: a view, and the namespace to make active. */
export interface OpenModalOptions {
  view?: View
  namespace?: ChainNamespace
}
export const selectModal = (state: WithModal): ModalState => state.modal
