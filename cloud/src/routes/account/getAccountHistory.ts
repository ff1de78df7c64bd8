/**
 * GET /v1/account/{address}/history?projectId&st&sv&cursor&onramp&chainId&limit (SPEC §7) →
 * {data, next}: the account's transactions on the served EVM chains, newest first, from the
 * indexer's transfers (native, ERC-20, ERC-721), in the shape of SPEC §3 "Transaction".
 * `next` is an opaque cursor for the following page, null on the last. `onramp` asks for
 * on-ramp purchases only: the transfers the configured provider's payout accounts sent the
 * account (the sandbox's, locally); another provider's name lists none. USD values are
 * at today's pool prices (cached 30 s), not at the time of the transaction.
 */
import {
  accountHistorySchema,
  caipNetworkIdSchema,
  createPorticoError,
  formatCaipNetworkId,
  type Transaction,
} from '@portico/shared'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { readThrough } from '../../cache/createTaggedCache.ts'
import { readBitcoinAccountHistory } from '../../chain/bitcoin/readBitcoinAccountHistory.ts'
import { nativeCurrencyOf } from '../../chain/chainTokens.ts'
import type { CloudChain } from '../../chain/cloudChains.ts'
import { readCachedPrices } from '../../chain/readCachedPrices.ts'
import {
  readSolanaAccountHistory,
  SOLANA_HISTORY_CURSOR_MAX,
  solanaHistoryKeySchema,
} from '../../chain/solana/readSolanaAccountHistory.ts'
import type { CloudContext } from '../../cloudContext.ts'
import { labelContracts } from '../../history/labelContracts.ts'
import {
  type HistoryKey,
  historyKeySchema,
  queryAccountHistory,
  type StoredTransaction,
} from '../../history/queryAccountHistory.ts'
import { readPagePrices } from '../../history/readPagePrices.ts'
import { toTransaction } from '../../history/toTransaction.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { cursorParam, encodeCursor, INVALID_CURSOR_MESSAGE } from '../../http/pageCursor.ts'
import { type LinkQuery, publicLink } from '../../http/publicLink.ts'
import { projectQuery } from '../../http/queryValues.ts'
import { nftImagePath } from '../images/getNftImage.ts'
import { tokenImagePath } from '../images/getPublicImages.ts'
import { accountPageKey, accountPageTags } from './accountPageCache.ts'
import { accountParams, pageLimit, selectChains } from './accountParams.ts'

/** On-ramp providers the modal can ask about. */
export const onrampProviders = ['coinbase', 'meld', 'sandbox'] as const

const query = projectQuery.extend({
  // A Solana cursor holds a signature per address (the wallet and its token accounts).
  cursor: cursorParam(
    z.union([historyKeySchema, solanaHistoryKeySchema]),
    SOLANA_HISTORY_CURSOR_MAX,
  ).optional(),
  onramp: z.enum(onrampProviders).optional(),
  chainId: z.optional(caipNetworkIdSchema),
  limit: pageLimit,
})

/** The page's transactions on one chain, shaped: labels and prices are read once per chain. */
async function shapeChainPage(
  ctx: CloudContext,
  chain: CloudChain,
  account: string,
  transactions: StoredTransaction[],
  link: LinkQuery,
): Promise<Map<string, Transaction>> {
  const client = ctx.chains.client(chain)
  const deployments = ctx.chains.deployments(chain)
  const transfers = transactions.flatMap((tx) => tx.transfers)
  const contractsOf = (kind: string) =>
    transfers.flatMap((t) => (t.kind === kind && t.contract ? [t.contract] : []))
  const labels = await labelContracts(client, deployments, {
    fungibles: contractsOf('erc20'),
    collections: contractsOf('erc721'),
  })
  const pricesKey = `${chain.id}:${[...labels.fungibles.keys()].sort().join(',')}`
  const prices = await readCachedPrices(ctx, pricesKey, () =>
    readPagePrices(client, deployments, ctx.stablecoinSymbol, labels.fungibles),
  )
  const caip2 = formatCaipNetworkId({ chainNamespace: 'eip155', chainId: chain.id })
  const view = {
    account,
    nativeCurrency: nativeCurrencyOf(chain),
    labels,
    prices,
    tokenIconUrl: (symbol: string) => publicLink(ctx, tokenImagePath(symbol), link),
    nftImageUrl: (contract: string, tokenId: string) =>
      publicLink(ctx, nftImagePath(caip2, contract, tokenId), link),
  }
  return new Map(transactions.map((tx) => [tx.hash, toTransaction(tx, view)]))
}

/** The EVM list's query: its cursor is the indexer's key. */
type PageQuery = Omit<z.infer<typeof query>, 'cursor'> & { cursor?: HistoryKey }

/** One page of the account's history, shaped. */
async function readHistoryPage(
  ctx: CloudContext,
  chains: CloudChain[],
  account: string,
  query: PageQuery,
  senders?: string[],
): Promise<unknown> {
  const { transactions, more } = await queryAccountHistory(ctx.db, {
    senders,
    account,
    chainIds: chains.map((c) => c.id),
    after: query.cursor,
    limit: query.limit,
  })
  const pageChains = chains.filter((c) => transactions.some((tx) => tx.chainId === c.id))
  const shaped = await Promise.all(
    pageChains.map((chain) =>
      shapeChainPage(
        ctx,
        chain,
        account,
        transactions.filter((tx) => tx.chainId === chain.id),
        query,
      ),
    ),
  )
  const byChain = new Map(pageChains.map((chain, i) => [chain.id, shaped[i]]))
  const data = transactions.flatMap((tx) => byChain.get(tx.chainId)?.get(tx.hash) ?? [])
  const last = transactions.at(-1)
  return accountHistorySchema.parse({
    data,
    next: more && last ? encodeCursor(last.key) : null,
  })
}

export function registerGetAccountHistory(app: FastifyInstance, ctx: CloudContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/v1/account/:address/history',
    access: 'project',
    // Cached answers (catalogue versions, the account and name caches) come back as one object.
    sameObjectSameAnswer: true,
    response: accountHistorySchema,
    params: accountParams,
    query,
    handler: async ({ params, query }) => {
      if (params.address.family === 'bitcoin')
        return readBitcoinAccountHistory(ctx, params.address.info, query)
      const { cursor } = query
      // A cursor is for the list it came from: an EVM page's key is a tuple, a Solana page's not.
      if (cursor !== undefined && Array.isArray(cursor) !== (params.address.family === 'evm'))
        throw createPorticoError('SCHEMA_INVALID_INPUT', {
          details: `query.cursor: ${INVALID_CURSOR_MESSAGE}`,
          issues: [{ path: ['query', 'cursor'], message: INVALID_CURSOR_MESSAGE }],
        })
      if (params.address.family === 'solana')
        return readSolanaAccountHistory(ctx, params.address.publicKey, {
          ...query,
          cursor: Array.isArray(cursor) ? undefined : cursor,
        })
      const chains = selectChains(ctx, query.chainId)
      const onramp = query.onramp && ctx.onramp?.name === query.onramp ? ctx.onramp : null
      if (params.address.family !== 'evm' || (query.onramp && !onramp) || chains.length === 0)
        return accountHistorySchema.parse({ data: [], next: null })
      const senders = onramp
        ? (await onramp.payoutAddresses()).map((a) => a.toLowerCase())
        : undefined
      const account = params.address.address.toLowerCase()
      const chainIds = chains.map((c) => c.id)
      return readThrough(
        ctx.caches.accountPages,
        accountPageKey('history', account, chainIds, query),
        accountPageTags(account, chainIds),
        () =>
          readHistoryPage(
            ctx,
            chains,
            account,
            { ...query, cursor: Array.isArray(cursor) ? cursor : undefined },
            senders,
          ),
      )
    },
  })
}
