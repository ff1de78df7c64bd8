/**
 * What the frame answers today: its chain, theme and dapp data, and whether a session exists.
 * Requests without a handler here are answered with a clear "not enabled" error.
 */
import type { FrameHandlers, FrameRequestPayload } from '@portico/shared'
import type { FrameConfig } from './frameConfig.ts'

export interface FrameState {
  chainId: number | string
  theme: FrameRequestPayload<'SYNC_THEME'>
  dappData: FrameRequestPayload<'SYNC_DAPP_DATA'> | null
}

export function createFrameHandlers(
  config: FrameConfig,
  effects: { reload(): void },
): FrameHandlers & { state: FrameState } {
  const state: FrameState = { chainId: config.chainId, theme: {}, dappData: null }
  return {
    state,
    // No session exists until e-mail login lands; the answer is the truth, not a placeholder.
    IS_CONNECTED: () => ({ isConnected: false }),
    GET_CHAIN_ID: () => ({ chainId: state.chainId }),
    SWITCH_NETWORK: ({ chainId }) => {
      state.chainId = chainId
      return { chainId }
    },
    SYNC_THEME: (theme) => {
      state.theme = theme
      return undefined
    },
    SYNC_DAPP_DATA: (data) => {
      state.dappData = data
      return undefined
    },
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
    RELOAD: () => {
      setTimeout(effects.reload, 0)
      return undefined
    },
  }
}
