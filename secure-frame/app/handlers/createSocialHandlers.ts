/**
 * Social login (issue 21; frame-protocol.md §2, KEYS.md "Social login"): GET_SOCIAL_REDIRECT_URI asks
 * the frame's server to start a login and keeps its state and claim secret here, answering the
 * host only the provider's authorization URL (for its popup); CONNECT_SOCIAL `{uri}` (that same
 * URL, nothing secret) claims the outcome with the secret once the popup is back, and the wallet
 * is made or read as after an e-mail login (the worker, the same keys and session rules).
 */
import { createPorticoError, type FrameHandlers, lazySchema } from '@portico/shared'
import * as z from 'zod/mini'
import type { FrameApi } from '../api/frameApi.ts'
import { serverUserSchema } from '../api/serverUser.ts'
import type { SessionStore } from '../session/sessionStore.ts'
import { walletStatusSchema } from '../wallet/walletServer.ts'
import { type FrameState, setSessionUser } from './frameState.ts'
import { rememberServerSmartAccount } from './smartAccountLookup.ts'
import { toFrameUser } from './toFrameUser.ts'
import type { WalletSession } from './walletSession.ts'

const startResponse = lazySchema(() =>
  z.object({
    uri: z.string().check(z.url()),
    state: z.string().check(z.minLength(32)),
    claimSecret: z.string().check(z.minLength(32)),
  }),
)
const claimResponse = lazySchema(() =>
  z.object({
    token: z.string().check(z.minLength(1)),
    user: serverUserSchema(),
    wallet: walletStatusSchema(),
  }),
)

export interface SocialHandlerDeps {
  api: FrameApi
  state: FrameState
  session: SessionStore
  sendSessionUpdate(token: string): void
  wallet: WalletSession
}

export function createSocialHandlers({
  api,
  state,
  session,
  sendSessionUpdate,
  wallet,
}: SocialHandlerDeps): FrameHandlers {
  return {
    async GET_SOCIAL_REDIRECT_URI({ provider }, { origin, signal }) {
      const started = await api.post(
        '/api/social/start',
        { projectId: state.projectId, provider, origin },
        { signal, schema: startResponse() },
      )
      state.pendingSocial = started
      // The worker seals nothing ahead here: the claim's wallet status says what to make.
      return { uri: started.uri }
    },
    async CONNECT_SOCIAL({ uri }, { signal }) {
      const pending = state.pendingSocial
      if (!pending || pending.uri !== uri) throw createPorticoError('SOCIAL_LOGIN_FAILED')
      state.pendingSocial = undefined
      const claimed = await api.post(
        '/api/social/claim',
        { state: pending.state, claimSecret: pending.claimSecret },
        { signal, schema: claimResponse() },
      )
      const view = await wallet.ensure(claimed.token, claimed.wallet)
      session.set(claimed.token)
      rememberServerSmartAccount(state, claimed.user)
      const user = setSessionUser(state, toFrameUser(claimed.user, view))
      state.loginUser = { token: claimed.token, user, readAt: Date.now() }
      sendSessionUpdate(claimed.token)
      return user
    },
  }
}
