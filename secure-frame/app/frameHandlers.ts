/**
 * Every request the frame answers, composed from its parts. The server and the device key are
 * reached lazily: nothing of theirs loads until a request needs them.
 */
import type { FrameEndpoint, FrameHandlers } from '@portico/shared'
import { createFrameApi, type FrameApi } from './api/frameApi.ts'
import type { FrameConfig } from './frameConfig.ts'
import { createEmailHandlers } from './handlers/createEmailHandlers.ts'
import { createRpcHandlers } from './handlers/createRpcHandlers.ts'
import { createSessionHandlers } from './handlers/createSessionHandlers.ts'
import { createWalletHandlers, withWalletSettingsAbort } from './handlers/createWalletHandlers.ts'
import type { FrameState } from './handlers/frameState.ts'
import { chainRequestedByUrl } from './handlers/selectChain.ts'
import type { SessionStore } from './session/sessionStore.ts'
import type { WalletWorkerApi } from './wallet/walletWorkerApi.ts'

export interface FrameHandlerDeps {
  session: SessionStore
  reload(): void
  getEndpoint(): FrameEndpoint | undefined
  /** The client for the frame's own server; by default the browser's, with device-key proofs. */
  api?: FrameApi
  /** The wallet worker (secure-frame/KEYS.md); by default the frame's worker remote. */
  wallet?(): Promise<WalletWorkerApi>
}

/** The frame's worker, which holds the device key and (issue 17) the wallet's key shares. */
const workerWallet = async () => {
  const { connectDeviceKey } = await import('./deviceKey/connectDeviceKey.ts')
  return connectDeviceKey() as unknown as WalletWorkerApi
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
    chainId: config.chainId,
    requestedChainId: chainRequestedByUrl(config.chainId),
    theme: {},
    dappData: null,
  }
  const api =
    deps.api ??
    createFrameApi({
      createProof: async (request) => {
        const { connectDeviceKey } = await import('./deviceKey/connectDeviceKey.ts')
        return connectDeviceKey().createProof(request)
      },
    })
  const sendSessionUpdate = (token: string) => deps.getEndpoint()?.sendSessionUpdate(token)
  return {
    state,
    ...createSessionHandlers({ api, state, session: deps.session }),
    ...createEmailHandlers({ api, state, session: deps.session, sendSessionUpdate }),
    ...createRpcHandlers({
      api,
      state,
      session: deps.session,
      getEndpoint: deps.getEndpoint,
      askApproval: async (request, signal) => {
        const { showApproval } = await import('./approval/showApproval.tsx')
        return showApproval(request, state, signal)
      },
    }),
    SYNC_THEME(theme) {
      state.theme = theme
      return undefined
    },
    SYNC_DAPP_DATA(data) {
      state.dappData = data
      return undefined
    },
    GET_SMART_ACCOUNT_ENABLED_NETWORKS() {
      return { smartAccountEnabledNetworks: [] }
    },
    RELOAD() {
      setTimeout(deps.reload, 0)
      return undefined
    },
    ...createWalletHandlers({
      api,
      state,
      session: deps.session,
      wallet: deps.wallet ?? workerWallet,
    }),
  }
}
