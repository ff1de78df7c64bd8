/**
 * Sign In With Farcaster (frame-protocol.md §2): GET_FARCASTER_URI opens the login on the frame's
 * server, which keeps the relay channel and answers the URL the user opens in a Farcaster app
 * (the host shows it as a QR code); CONNECT_FARCASTER waits until the server has verified the
 * signed message, then the worker finishes the login with the wallet it prepared meanwhile, as
 * an e-mail login's code does. The host gets the URL and the username only: the nonce, the
 * signed message and the key shares stay with the frame.
 */
import { createPorticoError, type FrameHandlers } from '@portico/shared'
import { type FrameApi, FrameApiError } from '../api/frameApi.ts'
import type { SessionStore } from '../session/sessionStore.ts'
import { type FrameState, setSessionUser } from './frameState.ts'
import { farcasterChannelResponse, farcasterWaitResponse } from './serverSchemas.ts'
import { rememberServerSmartAccount } from './smartAccountLookup.ts'
import { toFrameUser } from './toFrameUser.ts'
import type { WalletSession } from './walletSession.ts'

/** How long to wait before asking again after the ID registry could not be read. */
export const REGISTRY_RETRY_MS = 1_000

export interface FarcasterHandlerDeps {
  api: FrameApi
  state: FrameState
  session: SessionStore
  sendSessionUpdate(token: string): void
  wallet: WalletSession
}

export function createFarcasterHandlers({
  api,
  state,
  session,
  sendSessionUpdate,
  wallet,
}: FarcasterHandlerDeps): Required<Pick<FrameHandlers, 'GET_FARCASTER_URI' | 'CONNECT_FARCASTER'>> {
  return {
    async GET_FARCASTER_URI(_payload, { origin, signal }) {
      const { url } = await api.post(
        '/api/farcaster/channel',
        { projectId: state.projectId, origin },
        { signal, schema: farcasterChannelResponse() },
      )
      state.pendingFarcaster = origin
      // The worker seals a new wallet while the user approves on their phone.
      wallet.prepareLogin()
      return { url }
    },
    async CONNECT_FARCASTER(_payload, { origin, signal }) {
      if (state.pendingFarcaster !== origin) throw createPorticoError('FARCASTER_LOGIN_NOT_STARTED')
      // Each wait is held up to 20 s by the server; the login itself expires there (410).
      // The ID registry unreadable for a moment: the server kept the login, ask again shortly.
      for (;;) {
        const answer = await api
          .post('/api/farcaster/wait', {}, { signal, schema: farcasterWaitResponse() })
          .catch(async (error: unknown) => {
            if (
              !(error instanceof FrameApiError) ||
              error.code !== 'FARCASTER_REGISTRY_UNAVAILABLE'
            )
              throw error
            await new Promise((resolve) => setTimeout(resolve, REGISTRY_RETRY_MS))
            return { state: 'pending' as const }
          })
        if (answer.state === 'verified') break
        if (signal.aborted) throw createPorticoError('FRAME_ABORTED')
      }
      const result = await wallet.loginFarcaster({ projectId: state.projectId, origin })
      session.set(result.token)
      rememberServerSmartAccount(state, result.user)
      const user = setSessionUser(state, toFrameUser(result.user, result.view))
      state.loginUser = { token: result.token, user, readAt: Date.now() }
      state.pendingFarcaster = undefined
      sendSessionUpdate(result.token)
      return { userName: user.userName ?? '' }
    },
  }
}
