/**
 * RPC_REQUEST and RPC_ABORT (SPEC §6): safe methods go straight to the server; unsafe ones only
 * after the user approves in this frame's own UI, and then they are signed in the frame's wallet
 * worker (runUnsafeMethod.ts; a browser without a key share recovers first); anything else is
 * refused.
 */

import {
  createPorticoError,
  errorCatalogue,
  type FrameEndpoint,
  type FrameHandlers,
  getRpcMethodPolicy,
  hasErrorCode,
} from '@portico/shared'
import type { FrameApi } from '../api/frameApi.ts'
import type { ApprovalRequest } from '../approval/showApproval.tsx'
import type { SessionStore } from '../session/sessionStore.ts'
import { findSmartAccountChain } from '../wallet/smartAccount/smartAccountChain.ts'
import type { WalletView, WalletWorkerApi } from '../wallet/walletWorkerApi.ts'
import { type FrameState, solanaChainOf } from './frameState.ts'
import { rpcResponse } from './serverSchemas.ts'
import { markSmartAccountDeployed, type SmartAccountLookup } from './smartAccountLookup.ts'
import type { WalletSession } from './walletSession.ts'

/** The text of a refusal in the approval view (the catalogue's USER_REJECTED). */
export const USER_REJECTED_MESSAGE = errorCatalogue.USER_REJECTED.message

export interface RpcHandlerDeps {
  api: FrameApi
  state: FrameState
  session: SessionStore
  /** Shows the approval UI; resolves true on Approve, false on Reject; the signal closes it. */
  askApproval(request: ApprovalRequest, signal: AbortSignal): Promise<boolean>
  getEndpoint(): FrameEndpoint | undefined
  /** The wallet worker's signing (shares stay in the worker). */
  wallet: Pick<WalletWorkerApi, 'signEvm' | 'signSolana'>
  walletSession: WalletSession
  /** The user's smart account on a chain with a bundler (issue 24). */
  smartAccounts: SmartAccountLookup
  /**
   * A browser without a key share: asks for the passkey or recovery password in the frame's own
   * window and resolves with the enrolled wallet; the signal closes it.
   */
  askRecovery(view: WalletView, signal: AbortSignal): Promise<WalletView>
}

export function createRpcHandlers({
  api,
  state,
  session,
  askApproval,
  getEndpoint,
  wallet,
  walletSession,
  smartAccounts,
  askRecovery,
}: RpcHandlerDeps): FrameHandlers {
  /** The user's smart account on the frame's chain, if that chain has a bundler. */
  async function smartAccountOn(token: string, owner: `0x${string}`, signal: AbortSignal) {
    const chain = findSmartAccountChain(state.smartAccountChains, state.chainId)
    if (!chain) return undefined
    const { address } = await smartAccounts(token, chain, owner, signal)
    return { chain, address }
  }
  /** Runs an approved unsafe method; recovers first (and once more if revoked meanwhile). */
  async function runApproved(
    runner: Promise<typeof import('./runUnsafeMethod.ts')>,
    method: string,
    params: unknown,
    token: string,
    chains: { chainId: number | undefined; solanaChain: string | undefined },
    signal: AbortSignal,
  ) {
    const { runUnsafeMethod } = await runner
    let view = await walletSession.current(token)
    const recover = async () => {
      view = walletSession.update(await askRecovery({ ...view, enrolled: false }, signal))
    }
    if (!view.enrolled) await recover()
    const smartAccount = await smartAccountOn(token, view.evmAddress, signal)
    const run = async () => {
      const result = await runUnsafeMethod(method, params, {
        api,
        wallet,
        token,
        ...chains,
        view,
        signal,
        smartAccount,
      })
      // Its first operation deployed the smart account: GET_USER says so from now on.
      if (smartAccount && method === 'eth_sendTransaction')
        markSmartAccountDeployed(state, smartAccount.chain.id, view.evmAddress)
      return result
    }
    try {
      return await run()
    } catch (error) {
      if (!hasErrorCode(error, 'WALLET_NOT_ENROLLED')) throw error
      await recover()
      return run()
    }
  }
  return {
    async RPC_REQUEST({ method, params }, { origin, signal }) {
      const policy = getRpcMethodPolicy(method)
      if (policy === 'notAllowed') throw createPorticoError('RPC_METHOD_NOT_ALLOWED')
      const token = session.get()
      if (!token) throw createPorticoError('NOT_SIGNED_IN')
      // Solana methods sign for the frame's Solana cluster; everything else needs an EVM chain.
      const solanaMethod = method.startsWith('solana_')
      if (!solanaMethod && typeof state.chainId !== 'number')
        throw createPorticoError('UNSUPPORTED_CHAIN')
      // The accounts are the wallet's, made in the frame (the server may not know them yet).
      // The user's address on this chain: the preferred account (a smart account by default).
      if (method === 'eth_accounts' || method === 'eth_requestAccounts')
        return [
          state.user && typeof state.user.chainId === 'number'
            ? state.user.address
            : (await walletSession.current(token)).evmAddress,
        ]
      if (policy === 'unsafe') {
        // Loaded while the user reads the request, so that Approve does not wait for it.
        const runner = import('./runUnsafeMethod.ts')
        runner.catch(() => undefined)
        const approved = await askApproval({ method, params, origin }, signal)
        if (!approved) throw createPorticoError('USER_REJECTED')
        const chains = {
          chainId: typeof state.chainId === 'number' ? state.chainId : undefined,
          // The cluster the frame is on, else the server's first one (an EVM session's Solana).
          solanaChain: solanaChainOf(state),
        }
        return runApproved(runner, method, params, token, chains, signal)
      }
      if (typeof state.chainId !== 'number') throw createPorticoError('UNSUPPORTED_CHAIN')
      const { result } = await api.post(
        '/api/rpc',
        { chainId: state.chainId, method, params: params ?? [] },
        { token, signal, schema: rpcResponse() },
      )
      return result
    },
    RPC_ABORT() {
      getEndpoint()?.abortRequests((name, payload) => {
        if (name !== 'RPC_REQUEST') return false
        const method = (payload as { method?: unknown } | undefined)?.method
        return typeof method === 'string' && getRpcMethodPolicy(method) === 'unsafe'
      })
      return undefined
    },
  }
}
