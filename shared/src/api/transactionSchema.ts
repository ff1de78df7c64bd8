/**
 * The account history the cloud serves and the modal shows (SPEC §3 "Transaction", §7
 * GET /v1/account/{account}/history → {data, next}). One schema for both sides: the cloud
 * validates what it sends, the modal what it receives.
 */
import { z } from 'zod'

/** What happened, from the account's point of view; drives the +/- prefix (SPEC §4). */
export const transactionOperationTypes = [
  'send',
  'receive',
  'mint',
  'burn',
  'execute',
  'deposit',
  'withdraw',
  'approve',
  'trade',
] as const
export type TransactionOperationType = (typeof transactionOperationTypes)[number]

export const transactionTransferSchema = z
  .object({
    /** 'in' when the account received, 'out' when it sent. */
    direction: z.enum(['in', 'out', 'self']),
    /** The token contract (ERC-20/ERC-721) or undefined for the native currency. */
    contractAddress: z.string().optional(),
    fungible_info: z
      .object({
        name: z.string(),
        symbol: z.string(),
        icon: z.object({ url: z.string() }).optional(),
      })
      .optional(),
    nft_info: z
      .object({
        name: z.string(),
        tokenId: z.string(),
        flags: z.object({ is_spam: z.boolean() }),
        content: z.object({ preview: z.object({ url: z.string() }) }).optional(),
      })
      .optional(),
    /** Decimal text in the token's unit, e.g. "1.5" (SPEC: quantity.numeric). */
    quantity: z.object({ numeric: z.string(), decimals: z.string().optional() }),
    /** USD value, when a price is known. */
    value: z.number().optional(),
    price: z.number().optional(),
  })
  .loose()
export type TransactionTransfer = z.infer<typeof transactionTransferSchema>

export const transactionSchema = z
  .object({
    /** Unique per transfer-bearing transaction: `${caip2}:${hash}`. */
    id: z.string(),
    /** The transaction hash. */
    hash: z.string().optional(),
    metadata: z.object({
      /** ISO 8601 time the block was mined. */
      minedAt: z.string(),
      /** CAIP-2 network id, e.g. eip155:31337. */
      chain: z.string(),
      status: z.enum(['confirmed', 'failed', 'pending']),
      operationType: z.enum(transactionOperationTypes),
      sentFrom: z.string(),
      sentTo: z.string(),
      blockNumber: z.number().int().nonnegative().optional(),
    }),
    transfers: z.array(transactionTransferSchema),
  })
  .loose()
export type Transaction = z.infer<typeof transactionSchema>

/** GET /v1/account/{account}/history → {data, next}; `next` is the cursor of the next page. */
export const accountHistorySchema = z.object({
  data: z.array(transactionSchema),
  next: z.string().nullable().optional(),
})
export type AccountHistory = z.infer<typeof accountHistorySchema>

/** One NFT the account holds (GET /v1/account/{address}/nfts). */
export const nftSchema = z
  .object({
    chainId: z.string(),
    contractAddress: z.string(),
    tokenId: z.string(),
    name: z.string(),
    collectionName: z.string(),
    /** An image URL the cloud serves. */
    imageUrl: z.string(),
    flags: z.object({ is_spam: z.boolean() }).optional(),
  })
  .loose()
export type Nft = z.infer<typeof nftSchema>

/** GET /v1/account/{address}/nfts?chainId= → {data, next}. */
export const accountNftsSchema = z.object({
  data: z.array(nftSchema),
  next: z.string().nullable().optional(),
})
export type AccountNfts = z.infer<typeof accountNftsSchema>
