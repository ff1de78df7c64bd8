/**
 * The swap API's JSON responses (SPEC §7 /v1/convert/…), written once: the cloud passes what it
 * sends through these schemas and the modal parses what it receives with them. Token addresses
 * are CAIP-10 (`eip155:31337:0x…`; the native currency is `0xeeee…eeee`); amounts are decimal
 * integers in the token's base units, as text, so no precision is lost on the way.
 */
import * as z from 'zod/mini'
import { caipAddressSchema } from '../caip/isCaipAddress.ts'
import { configureZod } from '../validation/configureZod.ts'

configureZod()

/** A non-negative integer in base units (wei, 10⁻⁶ tUSD…), as decimal text. */
export const baseUnitsSchema = z.string().check(z.regex(/^\d{1,78}$/, 'Expected an integer amount'))
const hexSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/, 'Expected hex data'))
const hexAddressSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an address'))

/** A token that can be swapped on a chain, with its USD price from the pools (null: no pool). */
export const swapTokenSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  address: caipAddressSchema,
  decimals: z.number().check(z.int(), z.nonnegative()),
  logoUri: z.string(),
  price: z.nullable(z.number()),
})
export type SwapToken = z.infer<typeof swapTokenSchema>

/** GET /v1/convert/tokens?chainId= → the chain's swappable tokens, native currency first. */
export const swapTokensResponseSchema = z.object({ tokens: z.array(swapTokenSchema) })
export type SwapTokensResponse = z.infer<typeof swapTokensResponseSchema>

/**
 * One quote: `toAmount` out for `fromAmount` in along `path` (CAIP-10 tokens, WETH standing for
 * the native currency), the pools' fee taken from the input, and the price impact in percent
 * (how far the execution price is from the pools' mid price).
 */
export const swapQuoteSchema = z.object({
  fromAddress: caipAddressSchema,
  toAddress: caipAddressSchema,
  fromAmount: baseUnitsSchema,
  toAmount: baseUnitsSchema,
  path: z.array(caipAddressSchema),
  priceImpact: z.number(),
  fee: z.object({ amount: baseUnitsSchema, percent: z.number() }),
})
export type SwapQuote = z.infer<typeof swapQuoteSchema>

/** GET /v1/convert/quotes → {quotes}. */
export const swapQuotesResponseSchema = z.object({ quotes: z.array(swapQuoteSchema) })
export type SwapQuotesResponse = z.infer<typeof swapQuotesResponseSchema>

/** GET /v1/convert/allowance → what the router may spend of the user's token. */
export const swapAllowanceResponseSchema = z.object({
  allowance: baseUnitsSchema,
  spender: hexAddressSchema,
})
export type SwapAllowanceResponse = z.infer<typeof swapAllowanceResponseSchema>

/** GET /v1/convert/gas-price?chainId= → the node's prices in wei (EIP-1559 fields included). */
export const swapGasPriceResponseSchema = z.object({
  gasPrice: baseUnitsSchema,
  eip1559: z.object({
    baseFeePerGas: baseUnitsSchema,
    maxFeePerGas: baseUnitsSchema,
    maxPriorityFeePerGas: baseUnitsSchema,
  }),
})
export type SwapGasPriceResponse = z.infer<typeof swapGasPriceResponseSchema>

/** A transaction for the user's wallet to send (gas: null when the estimate was skipped). */
export const swapTransactionSchema = z.object({
  from: hexAddressSchema,
  to: hexAddressSchema,
  data: hexSchema,
  value: baseUnitsSchema,
  eip155: z.object({ gas: z.nullable(baseUnitsSchema), gasPrice: baseUnitsSchema }),
})
export type SwapTransaction = z.infer<typeof swapTransactionSchema>

/**
 * GET /v1/convert/build-approve → the approve to send; `reset` (an approve of 0) goes first when
 * an allowance short of the amount is already set, as USDT-style tokens require.
 */
export const swapApproveResponseSchema = z.object({
  tx: swapTransactionSchema,
  reset: z.nullable(swapTransactionSchema),
  amount: baseUnitsSchema,
})
export type SwapApproveResponse = z.infer<typeof swapApproveResponseSchema>

/** POST /v1/convert/build-transaction → the swap, with the minimum out and its deadline. */
export const swapBuildResponseSchema = z.object({
  tx: swapTransactionSchema,
  amountOutMin: baseUnitsSchema,
  /** An exact-out swap's most it may take of the token paid. */
  amountInMax: z.optional(baseUnitsSchema),
  /** Unix seconds. */
  deadline: z.number().check(z.int()),
})
export type SwapBuildResponse = z.infer<typeof swapBuildResponseSchema>
