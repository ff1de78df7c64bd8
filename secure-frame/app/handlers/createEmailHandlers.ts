/**
 * E-mail login and e-mail change (SPEC §4, frame-protocol.md §2): CONNECT_EMAIL, CONNECT_DEVICE,
 * CONNECT_OTP and the UPDATE_EMAIL trio, each a call to the frame's own server.
 */
import { createPorticoError, type FrameHandlers } from '@portico/shared'
import { type FrameApi, FrameApiError } from '../api/frameApi.ts'
import type { SessionStore } from '../session/sessionStore.ts'
import { type FrameState, setSessionUser } from './frameState.ts'
import {
  connectEmailResponse,
  deviceWaitResponse,
  newEmailResponse,
  updateEmailResponse,
} from './serverSchemas.ts'
import { rememberServerSmartAccount } from './smartAccountLookup.ts'
import { toFrameUser } from './toFrameUser.ts'
import type { WalletSession } from './walletSession.ts'

export interface EmailHandlerDeps {
  api: FrameApi
  state: FrameState
  session: SessionStore
  sendSessionUpdate(token: string): void
  wallet: WalletSession
}

const needEmail = (email: string | undefined) => {
  if (!email) throw createPorticoError('EMAIL_LOGIN_NOT_STARTED')
  return email
}

export function createEmailHandlers({
  api,
  state,
  session,
  sendSessionUpdate,
  wallet,
}: EmailHandlerDeps): FrameHandlers {
  const token = () => {
    const t = session.get()
    if (!t) throw createPorticoError('NOT_SIGNED_IN')
    return t
  }
  return {
    async CONNECT_EMAIL({ email }, { origin, signal }) {
      const { action } = await api.post(
        '/api/email/connect',
        // The locale picks the language of the mails and of the device-approval page.
        { projectId: state.projectId, email, origin, locale: state.locale },
        { signal, schema: connectEmailResponse() },
      )
      state.pendingEmail = email
      wallet.prepareLogin()
      return { action }
    },
    async CONNECT_DEVICE(_payload, { signal }) {
      const email = needEmail(state.pendingEmail)
      // The server holds each wait up to 25 s; the host's 30 s timeout aborts us.
      for (;;) {
        try {
          await api.post(
            '/api/email/device-wait',
            { email, locale: state.locale },
            { signal, schema: deviceWaitResponse() },
          )
          return undefined
        } catch (error) {
          if (
            !(error instanceof FrameApiError) ||
            error.code !== 'DEVICE_NOT_APPROVED' ||
            signal.aborted
          )
            throw error
        }
      }
    },
    async CONNECT_OTP({ otp }, { origin }) {
      const email = needEmail(state.pendingEmail)
      // The worker sends the code, with the wallet it made while the mail was read (a first
      // login), and makes, re-splits or reads the wallet before the login counts. It cannot be
      // aborted half-way: a late answer finds the host gone, and the next login starts afresh.
      const result = await wallet.login({ projectId: state.projectId, email, otp, origin })
      session.set(result.token)
      rememberServerSmartAccount(state, result.user)
      const user = setSessionUser(state, toFrameUser(result.user, result.view))
      state.loginUser = { token: result.token, user, readAt: Date.now() }
      state.pendingEmail = undefined
      sendSessionUpdate(result.token)
      return undefined
    },
    async UPDATE_EMAIL({ email }, { signal }) {
      const result = await api.post(
        '/api/email/update',
        { email },
        { token: token(), signal, schema: updateEmailResponse() },
      )
      state.pendingNewEmail = email
      return result
    },
    async UPDATE_EMAIL_PRIMARY_OTP({ otp }, { signal }) {
      await api.post('/api/email/update/primary', { otp }, { token: token(), signal })
      return undefined
    },
    async UPDATE_EMAIL_SECONDARY_OTP({ otp }, { signal }) {
      const { newEmail } = await api.post(
        '/api/email/update/secondary',
        { otp },
        { token: token(), signal, schema: newEmailResponse() },
      )
      if (state.user) state.user = { ...state.user, email: newEmail }
      state.pendingNewEmail = undefined
      return { newEmail }
    },
  }
}
