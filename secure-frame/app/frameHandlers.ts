/**
 * Every request the frame answers, composed from its parts. The server and the frame worker
 * (device key and wallet) are reached lazily: nothing of theirs loads until a request needs them.
 */

import { createPorticoError, type FrameEndpoint, type FrameHandlers } from '@portico/shared'
import { createFrameApi, type FrameApi } from './api/frameApi.ts'
import type { ApprovalRequest } from './approval/showApproval.tsx'
import type { FrameConfig } from './frameConfig.ts'
import { createEmailHandlers } from './handlers/createEmailHandlers.ts'
import { createFarcasterHandlers } from './handlers/createFarcasterHandlers.ts'
import { createRpcHandlers, type RpcHandlerDeps } from './handlers/createRpcHandlers.ts'
import { createSessionHandlers } from './handlers/createSessionHandlers.ts'
import { createSmartAccountHandlers } from './handlers/createSmartAccountHandlers.ts'
import { createSocialHandlers } from './handlers/createSocialHandlers.ts'
import {
  createWalletHandlers,
  type WalletHandlerDeps,
  withWalletSettingsAbort,
} from './handlers/createWalletHandlers.ts'
import type { FrameState } from './handlers/frameState.ts'
import { chainRequestedByUrl } from './handlers/selectChain.ts'
import { createSmartAccountLookup } from './handlers/smartAccountLookup.ts'
import { createWalletSession, recordingWallet } from './handlers/walletSession.ts'
import { withSmartSessions } from './handlers/withSmartSessions.ts'
import type { SessionStore } from './session/sessionStore.ts'
import type { WalletView, WalletWorkerApi } from './wallet/walletWorkerApi.ts'
import { frameWorker, workerWallet } from './worker/workerWallet.ts'

export interface FrameHandlerDeps {
  session: SessionStore
  reload(): void
  getEndpoint(): FrameEndpoint | undefined
  /** The client for the frame's own server; by default the browser's, with device-key proofs. */
  api?: FrameApi
  /** The wallet's operations; by default the frame worker's (shares never leave it). */
  wallet?: WalletWorkerApi
  /** Recovery on a browser without a key share; by default the frame's recovery window. */
  askRecovery?(view: WalletView, signal: AbortSignal): Promise<WalletView>
  /** The approval of an unsafe method; by default the frame's approval view (tests answer it). */
  askApproval?(request: ApprovalRequest, signal: AbortSignal): Promise<boolean>
  /** The Wallet security window; by default the frame's own (tests use the window's deps). */
  showWalletSettings?: WalletHandlerDeps['showWalletSettings']
}

export function createFrameHandlers(
  config: FrameConfig,
  deps: FrameHandlerDeps,
): FrameHandlers & { state: FrameState } {
  return withWalletSettingsAbort(composeFrameHandlers(config, deps), deps.getEndpoint)
}

function composeFrameHandlers(
  config: FrameConfig,
  deps: FrameHandlerDeps,
): FrameHandlers & { state: FrameState } {
  const state: FrameState = {
    projectId: config.projectId,
    chainIds: config.chainIds,
    solanaChains: config.solanaChains,
    smartAccountChains: config.smartAccountChains,
    chainId: config.chainId,
    requestedChainId: chainRequestedByUrl(config.chainId),
    theme: {},
    locale: config.locale,
    dappData: null,
  }
  const api =
    deps.api ??
    createFrameApi({
      createProof: async (request) => {
        return (await frameWorker()).createProof(request)
      },
      locale: () => state.locale,
    })
  const wallet = deps.wallet ?? workerWallet
  const walletSession = createWalletSession(wallet, state)
  const token = () => {
    const t = deps.session.get()
    if (!t) throw createPorticoError('NOT_SIGNED_IN')
    return t
  }
  /** The frame's recovery window (loaded on first use) for a browser without a key share. */
  const askRecovery = async (view: WalletView, signal: AbortSignal) => {
    const { showRecovery } = await import('./walletWindows/showRecovery.tsx')
    return showRecovery(view, { wallet, token, state }, signal)
  }
  const sendSessionUpdate = (token: string) => deps.getEndpoint()?.sendSessionUpdate(token)
  const smartAccounts = createSmartAccountLookup(api, state)
  const rpcDeps: RpcHandlerDeps = {
    api,
    state,
    session: deps.session,
    getEndpoint: deps.getEndpoint,
    askApproval:
      deps.askApproval ??
      (async (request, signal) => {
        const { showApproval } = await import('./approval/showApproval.tsx')
        return showApproval(request, state, signal)
      }),
    wallet,
    walletSession,
    smartAccounts,
    askRecovery: deps.askRecovery ?? askRecovery,
  }
  return {
    state,
    ...createSessionHandlers({
      api,
      state,
      session: deps.session,
      wallet: walletSession,
      smartAccounts,
    }),
    ...createEmailHandlers({
      api,
      state,
      session: deps.session,
      sendSessionUpdate,
      wallet: walletSession,
    }),
    ...createFarcasterHandlers({
      api,
      state,
      session: deps.session,
      sendSessionUpdate,
      wallet: walletSession,
    }),
    ...createSocialHandlers({
      api,
      state,
      session: deps.session,
      sendSessionUpdate,
      wallet: walletSession,
    }),
    ...withSmartSessions(createRpcHandlers(rpcDeps), rpcDeps),
    SYNC_THEME(theme) {
      state.theme = theme
      return undefined
    },
    SYNC_DAPP_DATA(data) {
      state.dappData = data
      return undefined
    },
    ...createSmartAccountHandlers({ state, session: deps.session, lookup: smartAccounts }),
    RELOAD() {
      setTimeout(deps.reload, 0)
      return undefined
    },
    ...createWalletHandlers({
      api,
      state,
      session: deps.session,
      wallet: async () => recordingWallet(wallet, walletSession),
      showWalletSettings: deps.showWalletSettings,
    }),
  }
}
