/**
 * The Solana clusters a route's `chainId` selects: every served cluster when it names none, the
 * one it names when served; a `solana:` id that is not served is bad input (the route's SPEC §8
 * error, 400); another namespace selects none.
 */
import { createPorticoError } from '@portico/shared'
import type { CloudContext } from '../../cloudContext.ts'
import type { SolanaCluster } from './solanaClusters.ts'

export function servedSolanaClusters(
  ctx: CloudContext,
  chainId: string | undefined,
  error: 'TOKEN_BALANCE_UNAVAILABLE' | 'TRANSACTIONS_FETCH_FAILED',
): SolanaCluster[] {
  const clusters = ctx.chains.solana()
  if (chainId === undefined) return clusters
  if (!chainId.startsWith('solana:')) return []
  const cluster = clusters.find((c) => c.caip2 === chainId)
  if (!cluster)
    throw createPorticoError(error, {
      status: 400,
      details: `The Solana cluster ${chainId} is not served here`,
    })
  return [cluster]
}
