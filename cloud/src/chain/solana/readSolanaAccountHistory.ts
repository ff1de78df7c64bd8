/**
 * The history route's answer for a Solana address: a page of its transactions on the cluster
 * the `chainId` selects (the first served one when it names none: a cursor pages one
 * cluster), paged by the opaque cursor `{before: {address: signature}}` (one per address, see
 * readSolanaHistory.ts). On-ramp purchases are not tracked on Solana: `onramp` lists none.
 */
import { type AccountHistory, accountHistorySchema, createPorticoError } from '@portico/shared'
import type { PublicKey } from '@solana/web3.js'
import { z } from 'zod'
import type { CloudContext } from '../../cloudContext.ts'
import { encodeCursor } from '../../http/pageCursor.ts'
import { type LinkQuery, publicLink } from '../../http/publicLink.ts'
import { tokenImagePath } from '../../routes/images/getPublicImages.ts'
import { readSolanaHistory } from './readSolanaHistory.ts'
import { servedSolanaClusters } from './servedSolanaClusters.ts'

/**
 * A Solana history page's cursor: per address (the wallet's and its token accounts'), the
 * signature its next page starts after, '' to start from its newest, null when it has no more.
 */
export const solanaHistoryKeySchema = z.strictObject({
  before: z.record(
    z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/),
    z.union([z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/), z.literal(''), z.null()]),
  ),
})
/** The longest cursor text (base64url): the wallet and a few dozen token accounts. */
export const SOLANA_HISTORY_CURSOR_MAX = 8192

export type SolanaHistoryKey = z.infer<typeof solanaHistoryKeySchema>

export async function readSolanaAccountHistory(
  ctx: CloudContext,
  owner: PublicKey,
  query: LinkQuery & {
    chainId?: string
    onramp?: string
    limit: number
    cursor?: SolanaHistoryKey
  },
): Promise<AccountHistory> {
  const [cluster] = servedSolanaClusters(ctx, query.chainId, 'TRANSACTIONS_FETCH_FAILED')
  if (!cluster || query.onramp) return { data: [], next: null }
  try {
    const page = await readSolanaHistory({
      cluster,
      owner,
      ...(query.cursor ? { cursor: query.cursor } : {}),
      limit: query.limit,
      prices: ctx.solanaPrices,
      tokenIconUrl: (symbol) => publicLink(ctx, tokenImagePath(symbol), query),
    })
    return accountHistorySchema.parse({
      data: page.data,
      next: page.next ? encodeCursor(page.next) : null,
    })
  } catch (cause) {
    throw createPorticoError('TRANSACTIONS_FETCH_FAILED', {
      status: 502,
      cause,
      details: 'The Solana cluster did not answer',
    })
  }
}
