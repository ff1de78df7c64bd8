/** Opening and shaking the modal (SPEC §2). Closing is the modalClosed action. */
import { MODAL_SHAKE_MS } from '@portico/shared'
import { selectActiveIsConnected } from '../features/account/accountSlice.ts'
import { coreKey } from './coreServices.ts'
import type { AppThunk } from './createPorticoStore.ts'
import { modalOpened, type OpenModalOptions, setModalShake } from './modalSlice.ts'
import { setActiveNamespace } from './networkSlice.ts'
import { resetView } from './routerSlice.ts'

export type { OpenModalOptions } from './modalSlice.ts'

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

/** Closes the modal through the core (pending unsafe frame requests rejected, tracked). */
export const closeModal =
  (): AppThunk =>
  (_dispatch, _getState, { services }) =>
    services.get(coreKey).close()
