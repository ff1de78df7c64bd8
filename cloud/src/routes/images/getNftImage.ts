/**
 * GET /v1/nft/{chainId}/{contract}/{tokenId}/image?projectId&st&sv: the picture of an NFT, an
 * SVG we draw from its ids (the history's previews and the NFT list point here). Like the
 * other images, any well-formed id gets its picture, held or not; it is cached for a day.
 */
import { caipNetworkIdSchema } from '@portico/shared'
import type { FastifyInstance } from 'fastify'
import { getAddress } from 'viem'
import { z } from 'zod'
import type { CloudContext } from '../../cloudContext.ts'
import { evmAddressParam } from '../../http/addressParams.ts'
import { defineRoute } from '../../http/defineRoute.ts'
import { projectQuery } from '../../http/queryValues.ts'
import { sendSvg } from '../../http/sendSvg.ts'
import { drawNftImage } from '../../icons/drawNftImage.ts'

/** A uint256 in decimal, without leading zeros. */
export const tokenIdSchema = z
  .string()
  .regex(/^(0|[1-9][0-9]{0,77})$/, 'Expected a token id in decimal')
  // zod runs this check even after the pattern failed: only digits reach BigInt().
  .refine((id) => !/^\d+$/.test(id) || BigInt(id) < 2n ** 256n, 'Expected a token id below 2^256')

/** The path of an NFT's picture (CAIP-2 chain id, contract address, decimal token id). */
export function nftImagePath(chainId: string, contract: string, tokenId: string): string {
  return `/v1/nft/${chainId}/${getAddress(contract)}/${tokenId}/image`
}

export function registerGetNftImage(app: FastifyInstance, ctx: CloudContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/v1/nft/:chainId/:contract/:tokenId/image',
    access: 'project',
    params: z.object({
      chainId: caipNetworkIdSchema,
      contract: evmAddressParam,
      tokenId: tokenIdSchema,
    }),
    query: projectQuery,
    handler: async ({ params, reply }) => sendSvg(reply, drawNftImage(params)),
  })
}
