/**
 * POST /api/rpc: the SPEC §6 policy on the server. Safe methods are read from the chain (the
 * account methods answer the user's own address, none before the wallet exists); the unsafe ones
 * are signed in the frame's worker after the user approves (KEYS.md), never here: whatever
 * `approved` says, they are 400 `RPC_NOT_SUPPORTED`. Every other method is refused with
 * "Requested RPC call is not allowed".
 */
import { assertRpcMethodAllowed, isSafeRpcMethod, PorticoError } from '@portico/shared'
import { requireFrameChain } from '../config/requireFrameChain.ts'
import type { FrameContext } from '../context/frameContext.ts'
import { apiError } from '../http/apiErrors.ts'
import type { AuthenticatedSession } from '../session/authenticateSession.ts'
import { forwardRpc } from './forwardRpc.ts'

export interface RpcRequestInput {
  chainId: number
  method: string
  params?: unknown
  approved?: boolean
}

export async function executeRpc(
  ctx: FrameContext,
  auth: AuthenticatedSession,
  request: RpcRequestInput,
): Promise<unknown> {
  const { method, params } = request
  try {
    assertRpcMethodAllowed(method)
  } catch (error) {
    if (error instanceof PorticoError)
      throw apiError('RPC_NOT_ALLOWED', { message: error.shortMessage, cause: error })
    throw error
  }
  const chain = requireFrameChain(ctx.chains, request.chainId)
  if (!isSafeRpcMethod(method)) throw apiError('RPC_NOT_SUPPORTED')
  if (method === 'eth_accounts' || method === 'eth_requestAccounts')
    return auth.user.evm_address ? [auth.user.evm_address] : []
  return forwardRpc(chain.rpcUrl, method, params)
}
