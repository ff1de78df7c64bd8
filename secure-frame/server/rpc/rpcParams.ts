/** zod schemas for the parameters of the RPC methods the frame signs. */
import { evmAddressSchema, hexSchema, solanaAddressSchema } from '@portico/shared'
import { z } from 'zod'

const hexQuantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/)

export const personalSignParams = z.tuple([z.string().max(100_000), evmAddressSchema])

export const typedDataSchema = z.object({
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  domain: z.record(z.string(), z.unknown()),
  message: z.record(z.string(), z.unknown()),
})

export const signTypedDataParams = z.tuple([
  evmAddressSchema,
  z.union([
    z
      .string()
      .max(100_000)
      .transform((text, ctx) => {
        try {
          return JSON.parse(text) as unknown
        } catch {
          ctx.addIssue({ code: 'custom', message: 'Invalid input' })
          return z.NEVER
        }
      })
      .pipe(typedDataSchema),
    typedDataSchema,
  ]),
])

export const sendTransactionParams = z.tuple([
  z.object({
    from: evmAddressSchema,
    to: z.nullish(evmAddressSchema),
    value: hexQuantity.optional(),
    data: z.optional(hexSchema),
    input: z.optional(hexSchema),
    gas: hexQuantity.optional(),
    gasPrice: hexQuantity.optional(),
    maxFeePerGas: hexQuantity.optional(),
    maxPriorityFeePerGas: hexQuantity.optional(),
    nonce: hexQuantity.optional(),
    chainId: z.union([hexQuantity, z.number().int()]).optional(),
  }),
])

const base58 = z
  .string()
  .regex(/^[1-9A-HJ-NP-Za-km-z]+$/)
  .max(20_000)

export const solanaSignMessageParams = z.object({
  message: base58,
  pubkey: solanaAddressSchema,
})
export const solanaSignTransactionParams = z.object({ transaction: base58 })
export const solanaSignAllTransactionsParams = z.object({
  transactions: z.array(base58).min(1).max(32),
})
