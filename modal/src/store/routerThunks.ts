/** Router moves with side effects: going back may close the modal; the transaction stack. */
import { FARCASTER_RELOAD_DELAY_MS } from '@portico/shared'
import { nanoid } from '@reduxjs/toolkit'
import { selectActiveCaipAddress, setFarcasterUrl } from '../features/account/accountSlice.ts'
import type { AppThunk } from './createPorticoStore.ts'
import { modalClosed } from './modalSlice.ts'
import {
  goBackToIndex,
  popView,
  resetView,
  transactionStackPopped,
  transactionStackPushed,
  type View,
} from './routerSlice.ts'

/**
 * Pops one view, or closes the modal if one view remains or the history contains
 * UnsupportedChain. Back from ConnectingFarcaster with no active address clears the Farcaster
 * URL and reloads the auth connector after FARCASTER_RELOAD_DELAY_MS.
 */
export const goBack = (): AppThunk => (dispatch, getState, services) => {
  const state = getState()
  const { history, view } = state.router
  const leavingFarcaster = view === 'ConnectingFarcaster' && !selectActiveCaipAddress(state)
  if (history.length > 1 && !history.includes('UnsupportedChain')) dispatch(popView())
  else dispatch(modalClosed())
  if (!leavingFarcaster) return
  const namespace = state.network.activeNamespace
  if (namespace) dispatch(setFarcasterUrl(namespace, undefined))
  setTimeout(() => void services.reloadAuthConnector(), FARCASTER_RELOAD_DELAY_MS)
}

export interface PushTransactionStackOptions {
  view?: View
  goBack?: boolean
  replace?: boolean
  onSuccess?(): void
  onCancel?(): void
}

/** Pushes a transaction step; its callbacks wait in services.transactionCallbacks. Returns its id. */
export const pushTransactionStack =
  ({ view, goBack, replace, onSuccess, onCancel }: PushTransactionStackOptions): AppThunk<string> =>
  (dispatch, _getState, services) => {
    const id = nanoid()
    if (onSuccess || onCancel) services.transactionCallbacks.set(id, { onSuccess, onCancel })
    dispatch(transactionStackPushed({ id, view, goBack, replace }))
    return id
  }

/**
 * Pops the top transaction step (SPEC §4 "Transaction stack on pop"). Cancel goes back, then
 * calls onCancel. Success goes back (goBack flag); or, with replace, goes back to the entry
 * before ConnectingSiwe, closing the modal if there is none; or resets to the stored view;
 * then calls onSuccess.
 */
export const popTransactionStack =
  ({ cancel = false }: { cancel?: boolean } = {}): AppThunk =>
  (dispatch, getState, services) => {
    const entry = getState().router.transactionStack.at(-1)
    if (!entry) return
    dispatch(transactionStackPopped())
    const callbacks = services.transactionCallbacks.get(entry.id)
    services.transactionCallbacks.delete(entry.id)
    if (cancel) {
      dispatch(goBack())
      callbacks?.onCancel?.()
      return
    }
    if (entry.goBack) dispatch(goBack())
    else if (entry.replace) {
      const siwe = getState().router.history.indexOf('ConnectingSiwe')
      // Closing also resets the history to the one view the next open starts on.
      dispatch(siwe > 0 ? goBackToIndex(siwe - 1) : modalClosed())
    } else if (entry.view) dispatch(resetView(entry.view))
    callbacks?.onSuccess?.()
  }
