/**
 * POST /api/rpc: the SPEC §6 policy on the server. Safe methods are read from the chain (the
 * account methods answer the user's own address); unsafe ones run only with `approved: true`
 * (the user clicked Approve in the frame's own UI) and are signed with the user's key; every
 * other method is refused with "Requested RPC call is not allowed".
 */
import {
  assertRpcMethodAllowed,
  isSafeRpcMethod,
  PorticoError,
  type UnsafeRpcMethod,
} from '@portico/shared'
import { requireFrameChain } from '../config/requireFrameChain.ts'
import type { FrameChain } from '../config/resolveFrameServerConfig.ts'
import type { FrameContext } from '../context/frameContext.ts'
import { apiError } from '../http/apiErrors.ts'
import type { AuthenticatedSession } from '../session/authenticateSession.ts'
import { forwardRpc } from './forwardRpc.ts'
import { sendEvmTransaction } from './sendEvmTransaction.ts'
import { personalSign, signTypedDataV4 } from './signEvmMessage.ts'
import {
  solanaSignAllTransactions,
  solanaSignMessage,
  solanaSignTransaction,
} from './signSolanaRequest.ts'

export interface RpcRequestInput {
  chainId: number
  method: string
  params?: unknown
  approved?: boolean
}

type UnsafeHandler = (
  ctx: FrameContext,
  auth: AuthenticatedSession,
  chain: FrameChain,
  params: unknown,
) => unknown

/** The unsafe methods this frame executes; the others (smart accounts, Solana send) it does not yet. */
const unsafeHandlers: Partial<Record<UnsafeRpcMethod, UnsafeHandler>> = {
  personal_sign: (ctx, auth, _chain, params) => personalSign(ctx, auth, params),
  eth_signTypedData_v4: (ctx, auth, _chain, params) => signTypedDataV4(ctx, auth, params),
  eth_sendTransaction: sendEvmTransaction,
  solana_signMessage: (ctx, auth, _chain, params) => solanaSignMessage(ctx, auth, params),
  solana_signTransaction: (ctx, auth, _chain, params) => solanaSignTransaction(ctx, auth, params),
  solana_signAllTransactions: (ctx, auth, _chain, params) =>
    solanaSignAllTransactions(ctx, auth, params),
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
  if (isSafeRpcMethod(method)) {
    if (method === 'eth_accounts' || method === 'eth_requestAccounts')
      return [auth.user.evm_address]
    return forwardRpc(chain.rpcUrl, method, params)
  }
  const handler = unsafeHandlers[method]
  if (!handler) throw apiError('RPC_NOT_SUPPORTED')
  if (request.approved !== true) throw apiError('APPROVAL_REQUIRED')
  return handler(ctx, auth, chain, params)
}
