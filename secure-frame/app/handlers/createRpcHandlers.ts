/**
 * RPC_REQUEST and RPC_ABORT (SPEC §6): safe methods go straight to the server; unsafe ones only
 * after the user approves in this frame's own UI; anything else is refused.
 */
import {
  createPorticoError,
  errorCatalogue,
  type FrameEndpoint,
  type FrameHandlers,
  getRpcMethodPolicy,
} from '@portico/shared'
import type { FrameApi } from '../api/frameApi.ts'
import type { SessionStore } from '../session/sessionStore.ts'
import type { FrameState } from './frameState.ts'
import { rpcResponse } from './serverSchemas.ts'

/** The text of a refusal in the approval view (the catalogue's USER_REJECTED). */
export const USER_REJECTED_MESSAGE = errorCatalogue.USER_REJECTED.message

export interface RpcHandlerDeps {
  api: FrameApi
  state: FrameState
  session: SessionStore
  /** Shows the approval UI; resolves true on Approve, false on Reject; the signal closes it. */
  askApproval(
    request: { method: string; params: unknown; origin: string },
    signal: AbortSignal,
  ): Promise<boolean>
  getEndpoint(): FrameEndpoint | undefined
}

export function createRpcHandlers({
  api,
  state,
  session,
  askApproval,
  getEndpoint,
}: RpcHandlerDeps): FrameHandlers {
  return {
    async RPC_REQUEST({ method, params }, { origin, signal }) {
      const policy = getRpcMethodPolicy(method)
      if (policy === 'notAllowed') throw createPorticoError('RPC_METHOD_NOT_ALLOWED')
      const token = session.get()
      if (!token) throw createPorticoError('NOT_SIGNED_IN')
      if (typeof state.chainId !== 'number') throw createPorticoError('UNSUPPORTED_CHAIN')
      let approved = false
      if (policy === 'unsafe') {
        approved = await askApproval({ method, params, origin }, signal)
        if (!approved) throw createPorticoError('USER_REJECTED')
      }
      const { result } = await api.post(
        '/api/rpc',
        { chainId: state.chainId, method, params: params ?? [], ...(approved ? { approved } : {}) },
        { token, signal, schema: rpcResponse },
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
