/**
 * POST /api/rpc/send-raw: a transaction the frame's worker signed, sent to the chain with
 * eth_sendRawTransaction; the answer is its hash. A node's refusal is 400 `RPC_ERROR` with the
 * catalogue's text for it (SPEC §8 chain node errors) and the node's `rpcCode`.
 */
import { toNodeError } from '@portico/shared'
import { requireFrameChain } from '../config/requireFrameChain.ts'
import type { FrameContext } from '../context/frameContext.ts'
import { apiError, FrameApiError } from '../http/apiErrors.ts'
import { forwardRpc } from './forwardRpc.ts'

export async function sendRawTransaction(
  ctx: FrameContext,
  input: { chainId: number; transaction: string },
): Promise<unknown> {
  const chain = requireFrameChain(ctx.chains, input.chainId)
  try {
    return await forwardRpc(chain.rpcUrl, 'eth_sendRawTransaction', [input.transaction])
  } catch (error) {
    if (!(error instanceof FrameApiError) || error.code !== 'RPC_ERROR') throw error
    const rpcCode = typeof error.body.rpcCode === 'number' ? error.body.rpcCode : null
    const nodeError = toNodeError({ code: rpcCode ?? undefined, message: error.shortMessage })
    throw apiError('RPC_ERROR', {
      message: nodeError.shortMessage,
      body: { rpcCode },
      cause: error,
    })
  }
}
