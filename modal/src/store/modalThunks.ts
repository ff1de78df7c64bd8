/** Opening and shaking the modal (SPEC §2). Closing is the modalClosed action. */
import { type ChainNamespace, MODAL_SHAKE_MS } from '@portico/shared'
import { selectActiveIsConnected } from '../features/account/accountSlice.ts'
import type { AppThunk } from './createPorticoStore.ts'
import { modalOpened, setModalShake } from './modalSlice.ts'
import { setActiveNamespace } from './networkSlice.ts'
import { resetView, type View } from './routerSlice.ts'

export interface OpenModalOptions {
  view?: View
  namespace?: ChainNamespace
}

/** Opens on `view`, or on Account if the active namespace is connected, otherwise Connect. */
export const openModal =
  ({ view, namespace }: OpenModalOptions = {}): AppThunk =>
  (dispatch, getState) => {
    if (namespace) dispatch(setActiveNamespace(namespace))
    const connected = selectActiveIsConnected(getState())
    dispatch(resetView(view ?? (connected ? 'Account' : 'Connect')))
    dispatch(modalOpened())
  }

/** Shakes the modal for MODAL_SHAKE_MS; resolves when it stops. */
export const shakeModal = (): AppThunk<Promise<void>> => (dispatch) => {
  dispatch(setModalShake(true))
  return new Promise((resolve) => {
    setTimeout(() => {
      dispatch(setModalShake(false))
      resolve()
    }, MODAL_SHAKE_MS)
  })
}
