/**
 * Opening, closing and shaking the modal (SPEC §2, §4 "Modal"). The router's reset on close is
 * a listener in createPorticoStore.ts.
 */
import { MODAL_SHAKE_MS } from '@portico/shared'
import { prefetchConnectWallets } from '../api/walletCatalogueThunks.ts'
import { selectActiveIsConnected } from '../features/account/accountSlice.ts'
import { coreKey } from './coreServices.ts'
import type { AppThunk } from './createPorticoStore.ts'
import {
  modalClosed,
  modalOpened,
  type OpenModalOptions,
  setModalLoading,
  setModalShake,
} from './modalSlice.ts'
import { setActiveNamespace } from './networkSlice.ts'
import { isSecureFrameView, resetView } from './routerSlice.ts'

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

/**
 * What `open()` does: the modal on its start view, the wallet list asked for when not connected
 * (SPEC §2; before the views' code, so the list's request runs while that loads), the open
 * counted and the project's config asked for, the views mounted (their code loads on the first open).
 * WalletConnect is not loaded here: it loads on intent, when the pointer or keyboard focus
 * reaches a row that pairs (walletConnectIntent.ts), so an open costs no SDK heap.
 */
export const showModal =
  (options: OpenModalOptions = {}): AppThunk<Promise<void>> =>
  async (dispatch, _getState, { services }) => {
    const core = services.get(coreKey)
    const connected = core.activeConnection() !== undefined
    // Without chain adapters only WalletConnect can connect: its QR code (desktop) or the
    // wallet list (phones) is the start (SPEC §2).
    const start =
      options.view ??
      (core.withoutAdapters && !connected
        ? core.mobile
          ? 'AllWallets'
          : 'ConnectingWalletConnectBasic'
        : undefined)
    dispatch(openModal({ ...options, view: start }))
    if (!connected) dispatch(prefetchConnectWallets())
    core.modalOpened()
    core.track('MODAL_OPEN', { connected })
    await core.mountUi()
    dispatch(setModalLoading(false))
    core.flushPublicState()
  }

/**
 * The warm-up at idle: what `showModal` does before showing, without showing or counting an
 * open: Connect's wallet list asked for and the views rendered, in slices, in the closed dialog.
 * Nothing when a connection is active (the open starts on Account then).
 */
export const warmUpModal =
  (): AppThunk<Promise<void>> =>
  async (dispatch, getState, { services }) => {
    const core = services.get(coreKey)
    // Without chain adapters the open starts on WalletConnect's QR code, not on Connect.
    if (core.activeConnection() || core.withoutAdapters || getState().modal.open) return
    dispatch(prefetchConnectWallets())
    await core.mountUi('background')
  }

/**
 * Closes the modal; pending unsafe requests of the e-mail wallet are rejected (SPEC §4), and an
 * open wallet-security window of the frame is closed.
 */
export const closeModal =
  (): AppThunk =>
  (dispatch, getState, { services }) => {
    const { modal, router } = getState()
    if (!modal.open) return
    const core = services.get(coreKey)
    if (isSecureFrameView(router.view)) void core.rejectPendingUnsafe()
    dispatch(modalClosed())
    core.track('MODAL_CLOSE', { connected: core.activeConnection() !== undefined })
    // getState() right after close() must say closed.
    core.flushPublicState()
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
