/**
 * Sign In With Farcaster through the secure frame (SPEC §2 ConnectingFarcaster): the frame
 * answers the Farcaster URL, shown as a QR code (a link on a phone); the user approves in a
 * Farcaster app; the frame verifies the signed message and signs in. A refusal or an expired
 * request goes back to Connect with the error; leaving the view abandons the login (the back
 * rule, routerThunks.goBack; or the view's own clean-up when the modal closes).
 */
import { createPorticoError, FARCASTER_RELOAD_DELAY_MS, serializeError } from '@portico/shared'
import * as z from 'zod/mini'
import {
  selectActiveAccount,
  selectActiveIsConnected,
  setFarcasterUrl,
} from '../../features/account/accountSlice.ts'
import { coreKey } from '../../store/coreServices.ts'
import type { AppThunk, RootState } from '../../store/createPorticoStore.ts'
import { selectConnectLocked } from '../../store/legalConsentSlice.ts'
import { closeModal } from '../../store/modalThunks.ts'
import { pushView, resetView } from '../../store/routerSlice.ts'
import { showError } from '../../store/snackbarThunks.ts'
import { AUTH_WALLET } from './authConnection.ts'
import { authKey } from './authThunks.ts'

/** What the frame may hand us as the Farcaster URL: a web or farcaster:// link, nothing else. */
const farcasterUrlSchema = z.url({ protocol: /^(https?|farcaster)$/ })

const namespaceOf = (state: RootState) => state.network.activeNamespace ?? 'eip155'

/** The Farcaster URL of the login in progress (the ConnectingFarcaster view's QR code). */
export const selectFarcasterUrl = (state: RootState): string | undefined =>
  selectActiveAccount(state).farcasterUrl

const onFarcasterView = (state: RootState) => state.router.view === 'ConnectingFarcaster'

/** The Farcaster button: ConnectingFarcaster, then the login; connected closes the modal. */
export const connectFarcaster =
  (): AppThunk<Promise<void>> =>
  async (dispatch, getState, { services }) => {
    if (selectConnectLocked(getState())) return
    const auth = services.get(authKey)
    const namespace = namespaceOf(getState())
    dispatch(pushView('ConnectingFarcaster'))
    try {
      const url = await auth.farcasterUri()
      if (!z.safeParse(farcasterUrlSchema, url).success)
        throw createPorticoError('FRAME_ERROR', { details: 'The Farcaster URL is not a link' })
      // The visitor may have gone back meanwhile: that login is abandoned (the back rule).
      if (!onFarcasterView(getState())) return
      dispatch(setFarcasterUrl(namespace, url))
      await auth.connectFarcaster()
    } catch (error) {
      if (!onFarcasterView(getState())) return
      auth.loginFailed()
      services
        .get(coreKey)
        .track('CONNECT_ERROR', { method: 'farcaster', message: serializeError(error).message })
      dispatch(setFarcasterUrl(namespace, undefined))
      dispatch(resetView('Connect'))
      dispatch(showError(error))
      return
    }
    dispatch(setFarcasterUrl(namespace, undefined))
    services.get(coreKey).track('CONNECT_SUCCESS', { method: 'farcaster', name: AUTH_WALLET.name })
    dispatch(closeModal())
  }

/**
 * ConnectingFarcaster went away before a connection: the account is no longer connecting. If
 * its login was still waiting (the modal closed; Back has done this already, routerThunks), the
 * URL is cleared and the frame reloaded as the back rule does, which ends the frame's wait.
 */
export const abandonFarcaster = (): AppThunk => (dispatch, getState, services) => {
  const state = getState()
  if (selectActiveIsConnected(state)) return
  services.services.get(authKey).loginFailed()
  if (!selectFarcasterUrl(state)) return
  dispatch(setFarcasterUrl(namespaceOf(state), undefined))
  setTimeout(() => void services.reloadAuthConnector(), FARCASTER_RELOAD_DELAY_MS)
}
