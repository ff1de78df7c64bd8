/**
 * The session: IS_CONNECTED (with the host's stored token, or the frame's own), GET_USER,
 * SIGN_OUT, and the chain (GET_CHAIN_ID, SWITCH_NETWORK; every chain a host asks for goes through
 * selectFrameChain). On one of the server's Solana clusters (a CAIP-2 id) the session stays on
 * its EVM chain on the server; the frame's chain is the cluster and the user's address is the
 * e-mail wallet's Solana account.
 */
import { createPorticoError, type FrameHandlers, type FrameUser } from '@portico/shared'
import { type FrameApi, FrameApiError } from '../api/frameApi.ts'
import type { SessionStore } from '../session/sessionStore.ts'
import { type FrameState, SESSION_READ_REUSE_MS, setSessionUser } from './frameState.ts'
import { selectFrameChain } from './selectChain.ts'
import { chainResponse, sessionResponse } from './serverSchemas.ts'
import type { SmartAccountLookup } from './smartAccountLookup.ts'
import { rememberServerSmartAccount } from './smartAccountLookup.ts'
import { toFrameUser } from './toFrameUser.ts'
import type { WalletSession } from './walletSession.ts'
import { withAccountType } from './withAccountType.ts'

export interface SessionHandlerDeps {
  api: FrameApi
  state: FrameState
  session: SessionStore
  wallet: WalletSession
  /** The user's smart account on a chain with a bundler (issue 24). */
  smartAccounts: SmartAccountLookup
}

/** The user on a Solana cluster: the e-mail wallet's Solana account is its address. */
function onSolanaCluster(user: FrameUser, solanaAddress: string, chain: string): FrameUser {
  return {
    ...user,
    address: solanaAddress,
    chainId: chain,
    accounts: [{ address: solanaAddress, type: 'eoa' }],
    preferredAccountType: 'eoa',
  }
}

/** 401s that mean "no valid session": the token is dropped, not reported as a failure. */
const isSessionGone = (error: unknown) => error instanceof FrameApiError && error.status === 401

export function createSessionHandlers({
  api,
  state,
  session,
  wallet,
  smartAccounts,
}: SessionHandlerDeps): FrameHandlers {
  /**
   * The user as the frame's chain shows it: on a Solana cluster its Solana account, on a chain
   * with a bundler its preferred account (the smart account unless the user chose eoa).
   */
  const onFrameChain = async (user: FrameUser, token: string, signal?: AbortSignal) => {
    const chain = state.requestedChainId
    if (typeof chain !== 'string' || !chain.startsWith('solana:'))
      return withAccountType(user, state, smartAccounts, token, signal)
    return onSolanaCluster(user, (await wallet.current(token)).solanaAddress, chain)
  }
  /** The session's user as the server has it now (`server`), with the wallet's addresses. */
  const readSessionUser = async (token: string, signal: AbortSignal) => {
    const { user } = await api.get('/api/session', { token, signal, schema: sessionResponse() })
    rememberServerSmartAccount(state, user)
    return { server: user, user: toFrameUser(user, await wallet.current(token)) }
  }
  const readUser = async (token: string, signal: AbortSignal) =>
    onFrameChain((await readSessionUser(token, signal)).user, token, signal)
  const fetchUser = async (token: string, signal: AbortSignal) =>
    setSessionUser(state, await readUser(token, signal))
  /** Puts the session on `chainId` (one selectChain accepted); the server checks it again. */
  const moveSession = async (token: string, chainId: number, signal: AbortSignal) => {
    const result = await api.post(
      '/api/session/chain',
      { chainId },
      { token, signal, schema: chainResponse() },
    )
    return result.chainId
  }
  return {
    async IS_CONNECTED(payload, { signal }) {
      const token = payload?.token ?? session.get()
      if (!token) return { isConnected: false }
      try {
        const read = await readSessionUser(token, signal)
        setSessionUser(state, await onFrameChain(read.user, token, signal))
        session.set(token)
        // A restore's GET_USER follows at once: it answers from this read, as after a login, and
        // the smart account the read carried serves its lookup too (no chain read).
        rememberServerSmartAccount(state, read.server)
        state.loginUser = { token, user: read.user, readAt: Date.now() }
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
      // Right after a login or IS_CONNECTED, that answer is the session's user, its chain
      // included: neither is read again (a session read a moment ago has not moved elsewhere).
      // The host's stored choice of account type (SPEC §3), sent back after a reload.
      if (payload?.preferredAccountType) state.preferredAccountType = payload.preferredAccountType
      const fresh =
        state.loginUser?.token === token &&
        Date.now() - state.loginUser.readAt < SESSION_READ_REUSE_MS
      const loginUser = fresh ? state.loginUser?.user : undefined
      state.loginUser = undefined
      const requested = payload?.chainId ?? state.requestedChainId
      let chainId = loginUser?.chainId
      if (requested !== undefined) {
        const selected = selectFrameChain(state, requested)
        // A Solana cluster leaves the server's session on its EVM chain.
        if (typeof selected === 'number')
          chainId =
            selected === loginUser?.chainId ? selected : await moveSession(token, selected, signal)
        state.requestedChainId = typeof selected === 'number' ? chainId : selected
      }
      if (loginUser)
        return setSessionUser(
          state,
          await onFrameChain(
            { ...loginUser, chainId: chainId ?? loginUser.chainId },
            token,
            signal,
          ),
        )
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
      const selected = selectFrameChain(state, payload.chainId)
      const token = session.get()
      let chainId = selected
      if (token && typeof selected === 'number') {
        chainId = await moveSession(token, selected, signal)
        const wasSolana = typeof state.user?.chainId === 'string'
        state.requestedChainId = chainId
        // Back from a Solana cluster: the user's EVM address again; on another EVM chain, the
        // account type that chain allows (a smart account only where there is a bundler).
        if (state.user)
          state.user = wasSolana
            ? await readUser(token, signal)
            : await withAccountType({ ...state.user, chainId }, state, smartAccounts, token, signal)
      } else if (token && state.user && typeof selected === 'string') {
        state.requestedChainId = selected
        state.user = await onFrameChain(state.user, token)
      }
      state.chainId = chainId
      state.requestedChainId = chainId
      return { chainId }
    },
  }
}
