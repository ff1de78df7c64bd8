/**
 * The e-mail login through the secure frame (SPEC §4): the address, then a device approval
 * or the one-time code, then connected. Errors the view shows inline are thrown back to it.
 */
import { isSocialProvider, PorticoError, serializeError } from '@portico/shared'
import { coreKey } from '../../store/coreServices.ts'
import type { AppThunk } from '../../store/createPorticoStore.ts'
import { selectConnectLocked } from '../../store/legalConsentSlice.ts'
import { closeModal, shakeModal } from '../../store/modalThunks.ts'
import { pushView, replaceView } from '../../store/routerSlice.ts'
import { serviceKey } from '../../store/serviceKey.ts'
import { showError } from '../../store/snackbarThunks.ts'
import { AUTH_WALLET, type AuthConnection } from './authConnection.ts'
import { openSocialPopup } from './social/socialPopup.ts'

export const authKey = serviceKey<AuthConnection>('auth')

const emailConnected =
  (): AppThunk =>
  (dispatch, _getState, { services }) => {
    services.get(coreKey).track('CONNECT_SUCCESS', { method: 'email', name: AUTH_WALLET.name })
    dispatch(closeModal())
  }

/**
 * The e-mail field has focus: the secure frame starts loading (an iframe on its own origin,
 * about 100 ms to READY here), so Continue does not wait for it. Not while the legal checkbox
 * is unticked: nothing of the login starts before consent.
 */
export const prepareEmailLogin =
  (): AppThunk =>
  (_dispatch, getState, { services }) => {
    if (selectConnectLocked(getState())) return
    services.get(authKey).prepare()
  }

/** Starts the e-mail login; moves to EmailVerifyDevice or EmailVerifyOtp. */
export const connectEmail =
  (email: string): AppThunk<Promise<void>> =>
  async (dispatch, getState, { services }) => {
    const auth = services.get(authKey)
    let action: Awaited<ReturnType<AuthConnection['connectEmail']>>
    try {
      action = await auth.connectEmail(email)
    } catch (error) {
      auth.loginFailed()
      throw error
    }
    if (action === 'CONNECT') {
      await auth.completeLogin()
      return void dispatch(emailConnected())
    }
    if (action === 'VERIFY_OTP') return void dispatch(pushView('EmailVerifyOtp', { email }))
    dispatch(pushView('EmailVerifyDevice', { email }))
    try {
      await auth.connectDevice()
      dispatch(replaceView('EmailVerifyOtp', { email }))
    } catch (error) {
      if (getState().router.view === 'EmailVerifyDevice') dispatch(showError(error))
    }
  }

/** The one-time code from the mail: connects, or throws the frame's error for the view. */
export const submitOtp =
  (otp: string): AppThunk<Promise<void>> =>
  async (dispatch, _getState, { services }) => {
    try {
      await services.get(authKey).connectOtp(otp)
    } catch (error) {
      services
        .get(coreKey)
        .track('CONNECT_ERROR', { method: 'email', message: serializeError(error).message })
      void dispatch(shakeModal())
      throw error
    }
    dispatch(emailConnected())
  }

/** Asks for a new code (the 30 s cooldown applies). */
export const resendEmailCode =
  (email: string): AppThunk<Promise<void>> =>
  async (_dispatch, _getState, { services }) => {
    await services.get(authKey).connectEmail(email)
  }

/**
 * Social login (issue 21): the popup opens now, inside the click (a popup opened after an await
 * is blocked), then the auth connection drives the login through the frame. Connected: the
 * modal closes as after an e-mail login. Otherwise the error goes back to the view (a blocked
 * popup, a declined or abandoned login, SOCIALS_TIMEOUT). Farcaster is not built here.
 */
export const connectSocial =
  (provider: string): AppThunk<Promise<void>> =>
  async (dispatch, getState, { services }) => {
    if (selectConnectLocked(getState())) return
    if (!isSocialProvider(provider))
      throw new PorticoError(`Login with ${provider} is not enabled yet`, {
        code: 'SOCIAL_NOT_ENABLED',
      })
    const popup = openSocialPopup()
    try {
      await services.get(authKey).connectSocial(provider, popup)
    } catch (error) {
      services
        .get(coreKey)
        .track('CONNECT_ERROR', { method: 'social', message: serializeError(error).message })
      throw error
    }
    services.get(coreKey).track('CONNECT_SUCCESS', { method: 'social', name: provider })
    dispatch(closeModal())
  }
