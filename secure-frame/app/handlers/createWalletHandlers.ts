/**
 * OPEN_WALLET_SETTINGS (Portico's own request): the frame's "Wallet security" window, loaded on
 * first use, answered when the user closes it. It has no timeout; the host ends it early with
 * RPC_ABORT (the modal closing), which `withWalletSettingsAbort` extends to it.
 */
import {
  createPorticoError,
  type FrameEndpoint,
  type FrameHandlers,
  type FrameRequestContext,
} from '@portico/shared'
import type { FrameApi } from '../api/frameApi.ts'
import type { SessionStore } from '../session/sessionStore.ts'
import type { WalletWindowDeps } from '../walletWindows/walletWindowDeps.ts'
import type { FrameState } from './frameState.ts'

export interface WalletHandlerDeps {
  api: FrameApi
  state: FrameState
  session: SessionStore
  /** The wallet worker's remote (WalletWorkerApi). */
  wallet(): Promise<WalletWindowDeps['wallet']>
  /** Tests replace the window; by default walletWindows/showWalletSettings.tsx, loaded lazily. */
  showWalletSettings?(deps: WalletWindowDeps, signal: AbortSignal): Promise<void>
}

const loadShowWalletSettings = async (deps: WalletWindowDeps, signal: AbortSignal) => {
  const { showWalletSettings } = await import('../walletWindows/showWalletSettings.tsx')
  return showWalletSettings(deps, signal)
}

export function createWalletHandlers(deps: WalletHandlerDeps): FrameHandlers {
  const token = () => {
    const t = deps.session.get()
    if (!t) throw createPorticoError('NOT_SIGNED_IN')
    return t
  }
  return {
    async OPEN_WALLET_SETTINGS(_payload, { signal }) {
      token()
      const wallet = await deps.wallet()
      const show = deps.showWalletSettings ?? loadShowWalletSettings
      await show({ wallet, api: deps.api, token, state: deps.state }, signal)
      return undefined
    },
  }
}

/**
 * The handlers with RPC_ABORT also closing an open wallet-security window, as it drops a pending
 * approval: the modal sends RPC_ABORT whenever it closes over the frame's window.
 */
export function withWalletSettingsAbort<H extends FrameHandlers>(
  handlers: H,
  getEndpoint: () => FrameEndpoint | undefined,
): H {
  const rpcAbort = handlers.RPC_ABORT
  return {
    ...handlers,
    RPC_ABORT(payload: undefined, context: FrameRequestContext) {
      getEndpoint()?.abortRequests((name) => name === 'OPEN_WALLET_SETTINGS')
      return rpcAbort?.(payload, context)
    },
  }
}
