/**
 * The balance route's answer for a Solana address: its SOL and SPL tokens on the clusters the
 * `chainId` selects, cached per address and cluster like the EVM balances (30 s; forceUpdate
 * reads again). A cluster that does not answer fails the call when asked for by chainId (502
 * 'Token Balance Unavailable'); without chainId it is left out, unless none answered.
 */
import { createPorticoError, type TokenBalance } from '@portico/shared'
import type { PublicKey } from '@solana/web3.js'
import type { CloudContext } from '../../cloudContext.ts'
import { type LinkQuery, publicLink } from '../../http/publicLink.ts'
import { tokenImagePath } from '../../routes/images/getPublicImages.ts'
import { readSolanaBalances } from './readSolanaBalances.ts'
import { servedSolanaClusters } from './servedSolanaClusters.ts'

export async function readSolanaAccountBalance(
  ctx: CloudContext,
  owner: PublicKey,
  query: LinkQuery & { chainId?: string; forceUpdate: boolean },
  log: { warn(fields: object, message: string): void },
): Promise<{ balances: TokenBalance[] }> {
  const clusters = servedSolanaClusters(ctx, query.chainId, 'TOKEN_BALANCE_UNAVAILABLE')
  const results = await Promise.allSettled(
    clusters.map(async (cluster) => {
      const key = `${owner.toBase58()}:${cluster.caip2}`
      const cached = query.forceUpdate ? undefined : ctx.caches.balances.get(key)
      if (cached) return cached
      const balances = await ctx.caches.balanceReads(key, () =>
        readSolanaBalances({
          cluster,
          owner,
          prices: ctx.solanaPrices,
          iconUrl: tokenImagePath,
        }),
      )
      ctx.caches.balances.set(key, balances)
      return balances
    }),
  )
  const failed = results.flatMap((r, i) =>
    r.status === 'rejected' ? [{ chainId: clusters[i]?.caip2, reason: r.reason }] : [],
  )
  for (const { chainId, reason } of failed)
    log.warn({ err: reason, chainId }, 'balance read failed')
  if (failed.length && (query.chainId || failed.length === clusters.length))
    throw createPorticoError('TOKEN_BALANCE_UNAVAILABLE', {
      status: 502,
      cause: failed[0]?.reason,
      details: 'The Solana cluster did not answer',
    })
  const balances = results
    .flatMap((r) => (r.status === 'fulfilled' ? r.value : []))
    .map((b) => ({ ...b, iconUrl: publicLink(ctx, b.iconUrl, query) }))
  return { balances }
}
