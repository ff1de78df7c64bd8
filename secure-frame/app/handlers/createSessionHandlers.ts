/**
 * The session: IS_CONNECTED (with the host's stored token, or the frame's own), GET_USER,
 * SIGN_OUT, and the chain (GET_CHAIN_ID, SWITCH_NETWORK).
 */
import { createPorticoError, type FrameHandlers } from '@portico/shared'
import { type FrameApi, FrameApiError } from '../api/frameApi.ts'
import type { SessionStore } from '../session/sessionStore.ts'
import type { FrameState } from './frameState.ts'
import { chainResponse, sessionResponse } from './serverSchemas.ts'
import { toFrameUser } from './toFrameUser.ts'

export interface SessionHandlerDeps {
  api: FrameApi
  state: FrameState
  session: SessionStore
}

/** 401s that mean "no valid session": the token is dropped, not reported as a failure. */
const isSessionGone = (error: unknown) => error instanceof FrameApiError && error.status === 401

export function createSessionHandlers({ api, state, session }: SessionHandlerDeps): FrameHandlers {
  const fetchUser = async (token: string, signal: AbortSignal) => {
    const { user } = await api.get('/api/session', { token, signal, schema: sessionResponse })
    state.user = toFrameUser(user)
    if (typeof state.chainId === 'number' || state.chainId === undefined)
      state.chainId = user.chainId
    return state.user
  }
  return {
    async IS_CONNECTED(payload, { signal }) {
      const token = payload?.token ?? session.get()
      if (!token) return { isConnected: false }
      try {
        await fetchUser(token, signal)
        session.set(token)
        return { isConnected: true }
      } catch (error) {
        if (!isSessionGone(error)) throw error
        session.clear()
        state.user = undefined
        // An expired token is worth saying: the host shows "Session Expired".
        if (error instanceof FrameApiError && error.code === 'JWT_TOKEN_NOT_VALID') throw error
        return { isConnected: false }
      }
    },
    async GET_USER(payload, { signal }) {
      const token = session.get()
      if (!token) throw createPorticoError('NOT_SIGNED_IN')
      if (typeof payload?.chainId === 'number' && payload.chainId !== state.chainId) {
        const { chainId } = await api.post(
          '/api/session/chain',
          { chainId: payload.chainId },
          { token, signal, schema: chainResponse },
        )
        state.chainId = chainId
      }
      return fetchUser(token, signal)
    },
    async SIGN_OUT(_payload, { signal }) {
      const token = session.get()
      session.clear()
      state.user = undefined
      if (token)
        await api
          .post('/api/session/sign-out', {}, { token, signal })
          .catch((e) => (isSessionGone(e) ? undefined : Promise.reject(e)))
      return undefined
    },
    GET_CHAIN_ID: () => ({ chainId: state.chainId }),
    async SWITCH_NETWORK({ chainId }, { signal }) {
      const token = session.get()
      if (token && typeof chainId === 'number') {
        const result = await api.post(
          '/api/session/chain',
          { chainId },
          { token, signal, schema: chainResponse },
        )
        state.chainId = result.chainId
        if (state.user) state.user = { ...state.user, chainId: result.chainId }
        return { chainId: result.chainId }
      }
      state.chainId = chainId
      return { chainId }
    },
  }
}
