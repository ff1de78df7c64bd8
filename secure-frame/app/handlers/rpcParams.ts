/**
 * zod schemas for the parameters of the RPC methods the frame signs (copied, in zod/mini, from
 * the server's rpc/rpcParams.ts, which checked them while the server signed).
 */
import { evmAddressSchema, hexSchema, solanaAddressSchema } from '@portico/shared'
import * as z from 'zod/mini'

const hexQuantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/))

export const personalSignParams = z.tuple([
  z.string().check(z.maxLength(100_000)),
  evmAddressSchema,
])

export const typedDataSchema = z.object({
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  domain: z.record(z.string(), z.unknown()),
  message: z.record(z.string(), z.unknown()),
})

const typedDataJson = z.pipe(
  z.string().check(z.maxLength(100_000)),
  z.transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown
    } catch {
      ctx.issues.push({ code: 'custom', message: 'Invalid input', input: text })
      return z.NEVER
    }
  }),
)

export const signTypedDataParams = z.tuple([
  evmAddressSchema,
  z.union([z.pipe(typedDataJson, typedDataSchema), typedDataSchema]),
])

export const sendTransactionParams = z.tuple([
  z.object({
    from: evmAddressSchema,
    to: z.nullish(evmAddressSchema),
    value: z.optional(hexQuantity),
    data: z.optional(hexSchema),
    input: z.optional(hexSchema),
    gas: z.optional(hexQuantity),
    gasPrice: z.optional(hexQuantity),
    maxFeePerGas: z.optional(hexQuantity),
    maxPriorityFeePerGas: z.optional(hexQuantity),
    nonce: z.optional(hexQuantity),
    chainId: z.optional(z.union([hexQuantity, z.number().check(z.int())])),
  }),
])

const base58 = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]+$/), z.maxLength(20_000))

export const solanaSignMessageParams = z.object({ message: base58, pubkey: solanaAddressSchema })
export const solanaSignTransactionParams = z.object({ transaction: base58 })
export const solanaSignAndSendTransactionParams = z.object({
  transaction: base58,
  // The frame sends with its own preflight ('confirmed'); the dapp's options are accepted as given.
  options: z.optional(z.record(z.string(), z.unknown())),
})
export const solanaSignAllTransactionsParams = z.object({
  transactions: z.array(base58).check(z.minLength(1), z.maxLength(32)),
})
