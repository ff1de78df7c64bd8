/**
 * The session: IS_CONNECTED (with the host's stored token, or the frame's own), GET_USER,
 * SIGN_OUT, and the chain (GET_CHAIN_ID, SWITCH_NETWORK; every chain a host asks for goes through
 * selectChain).
 */
import { createPorticoError, type FrameHandlers } from '@portico/shared'
import { type FrameApi, FrameApiError } from '../api/frameApi.ts'
import type { SessionStore } from '../session/sessionStore.ts'
import { type FrameState, setSessionUser } from './frameState.ts'
import { selectChain } from './selectChain.ts'
import { chainResponse, sessionResponse } from './serverSchemas.ts'
import { toFrameUser } from './toFrameUser.ts'
import type { WalletSession } from './walletSession.ts'

export interface SessionHandlerDeps {
  api: FrameApi
  state: FrameState
  session: SessionStore
  wallet: WalletSession
}

/** 401s that mean "no valid session": the token is dropped, not reported as a failure. */
const isSessionGone = (error: unknown) => error instanceof FrameApiError && error.status === 401

export function createSessionHandlers({
  api,
  state,
  session,
  wallet,
}: SessionHandlerDeps): FrameHandlers {
  const fetchUser = async (token: string, signal: AbortSignal) => {
    const { user } = await api.get('/api/session', { token, signal, schema: sessionResponse })
    return setSessionUser(state, toFrameUser(user, await wallet.current(token)))
  }
  /** Puts the session on `chainId` (one selectChain accepted); the server checks it again. */
  const moveSession = async (token: string, chainId: number, signal: AbortSignal) => {
    const result = await api.post(
      '/api/session/chain',
      { chainId },
      { token, signal, schema: chainResponse },
    )
    return result.chainId
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
        state.wallet = undefined
        // An expired token is worth saying: the host shows "Session Expired".
        if (error instanceof FrameApiError && error.code === 'JWT_TOKEN_NOT_VALID') throw error
        return { isConnected: false }
      }
    },
    async GET_USER(payload, { signal }) {
      const token = session.get()
      if (!token) throw createPorticoError('NOT_SIGNED_IN')
      // First login and reload alike: the chain asked for (payload, else the URL's or the last
      // switch), checked by the one rule, or the session's own when none was asked for. Always
      // sent: the session's chain may have moved in another tab.
      // Right after CONNECT_OTP the login's answer is the session's user, its chain included:
      // neither is read again (a session issued a moment ago has not moved elsewhere).
      const loginUser = state.loginUser?.token === token ? state.loginUser.user : undefined
      state.loginUser = undefined
      const requested = payload?.chainId ?? state.requestedChainId
      let chainId = loginUser?.chainId
      if (requested !== undefined) {
        const selected = selectChain(state.chainIds, requested)
        chainId =
          selected === loginUser?.chainId ? selected : await moveSession(token, selected, signal)
        state.requestedChainId = chainId
      }
      if (loginUser)
        return setSessionUser(state, { ...loginUser, chainId: chainId ?? loginUser.chainId })
      return fetchUser(token, signal)
    },
    async SIGN_OUT(_payload, { signal }) {
      const token = session.get()
      session.clear()
      state.user = undefined
      state.wallet = undefined
      if (token)
        await api
          .post('/api/session/sign-out', {}, { token, signal })
          .catch((e) => (isSessionGone(e) ? undefined : Promise.reject(e)))
      return undefined
    },
    GET_CHAIN_ID: () => ({ chainId: state.chainId }),
    async SWITCH_NETWORK(payload, { signal }) {
      // An unsupported chain is refused before anything changes, signed in or not.
      let chainId = selectChain(state.chainIds, payload.chainId)
      const token = session.get()
      if (token) {
        chainId = await moveSession(token, chainId, signal)
        if (state.user) state.user = { ...state.user, chainId }
      }
      state.chainId = chainId
      state.requestedChainId = chainId
      return { chainId }
    },
  }
}
