/**
 * GET /v1/account/{address}/nfts?projectId&st&sv&chainId&cursor&limit → {data, next}: the
 * ERC-721 tokens the account holds now on the served EVM chains (from the indexer), each with
 * its collection's name, a spam flag (see looksLikeSpam) and a picture the cloud draws.
 */
import { accountNftsSchema, caipNetworkIdSchema, formatCaipNetworkId } from '@portico/shared'
import type { FastifyInstance } from 'fastify'
import { getAddress } from 'viem'
import { z } from 'zod'
import { readThrough } from '../../cache/createTaggedCache.ts'
import type { CloudChain } from '../../chain/cloudChains.ts'
import type { CloudContext } from '../../cloudContext.ts'
import { type CollectionLabel, labelContracts } from '../../history/labelContracts.ts'
import { nftKeySchema, queryAccountNfts } from '../../history/queryAccountNfts.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { cursorParam, encodeCursor } from '../../http/pageCursor.ts'
import { publicLink } from '../../http/publicLink.ts'
import { projectQuery } from '../../http/queryValues.ts'
import { nftImagePath } from '../images/getNftImage.ts'
import { accountPageKey, accountPageTags } from './accountPageCache.ts'
import { accountParams, pageLimit, selectChains } from './accountParams.ts'

const query = projectQuery.extend({
  cursor: cursorParam(nftKeySchema).optional(),
  chainId: z.optional(caipNetworkIdSchema),
  limit: pageLimit,
})

type PageQuery = z.infer<typeof query>

/** One page of the NFTs the account holds, labelled. */
async function readNftPage(
  ctx: CloudContext,
  chains: CloudChain[],
  account: string,
  query: PageQuery,
): Promise<unknown> {
  const { nfts, more } = await queryAccountNfts(ctx.db, {
    account,
    chainIds: chains.map((c) => c.id),
    after: query.cursor,
    limit: query.limit,
  })
  const labelled = await Promise.all(
    chains.map(async (chain) => {
      const contracts = nfts.filter((n) => n.chainId === chain.id).map((n) => n.contract)
      if (!contracts.length) return [chain.id, new Map<string, CollectionLabel>()] as const
      const labels = await labelContracts(ctx.chains.client(chain), ctx.chains.deployments(chain), {
        fungibles: [],
        collections: contracts,
      })
      return [chain.id, labels.collections] as const
    }),
  )
  const collections = new Map(labelled)
  const data = nfts.map((nft) => {
    const chainId = formatCaipNetworkId({ chainNamespace: 'eip155', chainId: nft.chainId })
    const collection = collections.get(nft.chainId)?.get(nft.contract)
    const collectionName = collection?.name ?? 'Unknown collection'
    return {
      chainId,
      contractAddress: getAddress(nft.contract),
      tokenId: nft.tokenId,
      name: `${collectionName} #${nft.tokenId}`,
      collectionName,
      imageUrl: publicLink(ctx, nftImagePath(chainId, nft.contract, nft.tokenId), query),
      flags: { is_spam: collection?.isSpam ?? true },
    }
  })
  const last = nfts.at(-1)
  return accountNftsSchema.parse({
    data,
    next: more && last ? encodeCursor(last.key) : null,
  })
}

export function registerGetAccountNfts(app: FastifyInstance, ctx: CloudContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/v1/account/:address/nfts',
    access: 'project',
    // Cached answers (catalogue versions, the account and name caches) come back as one object.
    sameObjectSameAnswer: true,
    response: accountNftsSchema,
    params: accountParams,
    query,
    handler: async ({ params, query }) => {
      const chains = selectChains(ctx, query.chainId)
      if (params.address.family !== 'evm' || chains.length === 0)
        return accountNftsSchema.parse({ data: [], next: null })
      const account = params.address.address.toLowerCase()
      const chainIds = chains.map((c) => c.id)
      return readThrough(
        ctx.caches.accountPages,
        accountPageKey('nfts', account, chainIds, query),
        accountPageTags(account, chainIds),
        () => readNftPage(ctx, chains, account, query),
      )
    },
  })
}
