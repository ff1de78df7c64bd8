/**
 * POST /api/rpc/solana-send: a Solana transaction the frame's worker signed (base64), sent to
 * the configured cluster with `sendTransaction` (preflight at 'confirmed'); the answer is its
 * signature (base58). A cluster's refusal is 400 `RPC_ERROR` with SPEC §8's Solana send text
 * ("Failed to send transaction. Please try again.") and the cluster's message as details.
 */
import { errorCatalogue } from '@portico/shared'
import { requireSolanaCluster } from '../config/requireFrameChain.ts'
import type { FrameContext } from '../context/frameContext.ts'
import { apiError, FrameApiError } from '../http/apiErrors.ts'
import { forwardRpc } from './forwardRpc.ts'

export async function sendSolanaTransaction(
  ctx: FrameContext,
  input: { chain: string; transaction: string },
): Promise<unknown> {
  const cluster = requireSolanaCluster(ctx.solanaClusters, input.chain)
  try {
    return await forwardRpc(cluster.rpcUrl, 'sendTransaction', [
      input.transaction,
      { encoding: 'base64', preflightCommitment: 'confirmed' },
    ])
  } catch (error) {
    if (!(error instanceof FrameApiError) || error.code !== 'RPC_ERROR') throw error
    const rpcCode = typeof error.body.rpcCode === 'number' ? error.body.rpcCode : null
    throw apiError('RPC_ERROR', {
      message: errorCatalogue.SOLANA_SEND_FAILED.message,
      body: { rpcCode, details: error.shortMessage },
      cause: error,
    })
  }
}
