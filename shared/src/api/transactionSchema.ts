/**
 * The account history the cloud serves and the modal shows (SPEC §3 "Transaction", §7
 * GET /v1/account/{account}/history → {data, next}). One schema for both sides: the cloud
 * validates what it sends, the modal what it receives.
 */
import * as z from 'zod/mini'
import { configureZod } from '../validation/configureZod.ts'

// The modal hands the issues of an invalid response on to its caller (porticoApi).
configureZod()

// Each schema is built on its first parse (z.lazy): a page that never shows the account's
// history or NFTs keeps none of them in its heap (issue 19).

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

export const transactionTransferSchema = z.lazy(() =>
  z.looseObject({
    /** 'in' when the account received, 'out' when it sent. */
    direction: z.enum(['in', 'out', 'self']),
    /** The token contract (ERC-20/ERC-721) or undefined for the native currency. */
    contractAddress: z.optional(z.string()),
    fungible_info: z.optional(
      z.object({
        name: z.string(),
        symbol: z.string(),
        icon: z.optional(z.object({ url: z.string() })),
      }),
    ),
    nft_info: z.optional(
      z.object({
        name: z.string(),
        tokenId: z.string(),
        flags: z.object({ is_spam: z.boolean() }),
        content: z.optional(z.object({ preview: z.object({ url: z.string() }) })),
      }),
    ),
    /** Decimal text in the token's unit, e.g. "1.5" (SPEC: quantity.numeric). */
    quantity: z.object({ numeric: z.string(), decimals: z.optional(z.string()) }),
    /** USD value, when a price is known. */
    value: z.optional(z.number()),
    price: z.optional(z.number()),
  }),
)
export type TransactionTransfer = z.infer<typeof transactionTransferSchema>

export const transactionSchema = z.lazy(() =>
  z.looseObject({
    /** Unique per transfer-bearing transaction: `${caip2}:${hash}`. */
    id: z.string(),
    /** The transaction hash. */
    hash: z.optional(z.string()),
    metadata: z.object({
      /** ISO 8601 time the block was mined. */
      minedAt: z.string(),
      /** CAIP-2 network id, e.g. eip155:31337. */
      chain: z.string(),
      status: z.enum(['confirmed', 'failed', 'pending']),
      operationType: z.enum(transactionOperationTypes),
      sentFrom: z.string(),
      sentTo: z.string(),
      blockNumber: z.optional(z.number().check(z.int(), z.nonnegative())),
    }),
    transfers: z.array(transactionTransferSchema),
    /** The network fee, when the account paid it (Solana: in SOL); EVM history leaves it out. */
    fee: z.optional(
      z.object({
        symbol: z.string(),
        quantity: z.object({ numeric: z.string(), decimals: z.optional(z.string()) }),
        /** USD value, when a price is known. */
        value: z.optional(z.number()),
      }),
    ),
  }),
)
export type Transaction = z.infer<typeof transactionSchema>

/** GET /v1/account/{account}/history → {data, next}; `next` is the cursor of the next page. */
export const accountHistorySchema = z.lazy(() =>
  z.object({
    data: z.array(transactionSchema),
    next: z.optional(z.nullable(z.string())),
  }),
)
export type AccountHistory = z.infer<typeof accountHistorySchema>

/** One NFT the account holds (GET /v1/account/{address}/nfts). */
export const nftSchema = z.lazy(() =>
  z.looseObject({
    chainId: z.string(),
    contractAddress: z.string(),
    tokenId: z.string(),
    name: z.string(),
    collectionName: z.string(),
    /** An image URL the cloud serves. */
    imageUrl: z.string(),
    flags: z.optional(z.object({ is_spam: z.boolean() })),
  }),
)
export type Nft = z.infer<typeof nftSchema>

/** GET /v1/account/{address}/nfts?chainId= → {data, next}. */
export const accountNftsSchema = z.lazy(() =>
  z.object({
    data: z.array(nftSchema),
    next: z.optional(z.nullable(z.string())),
  }),
)
export type AccountNfts = z.infer<typeof accountNftsSchema>
