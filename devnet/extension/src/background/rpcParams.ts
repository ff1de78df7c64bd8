/** zod schemas for wallet-method parameters and a parser that turns failures into -32602 errors. */
import { z } from 'zod'
import { invalidParams } from '../providerErrors.ts'
import type { RpcContext } from './rpcContext.ts'

/** EIP-3085's largest chain id that is safe in every wallet. */
export const MAX_CHAIN_ID = 4503599627370476

export const addressSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'expected a 20-byte hex address')
  .transform((a) => a as `0x${string}`)

export const hexDataSchema = z
  .string()
  .regex(/^0x([0-9a-fA-F]{2})*$/, 'expected 0x-prefixed hex bytes')
  .transform((h) => h as `0x${string}`)

export const quantitySchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{1,64}$/, 'expected a 0x-prefixed hex quantity')
  .transform((q) => BigInt(q))

export const chainIdSchema = z
  .string()
  .regex(/^0x[1-9a-fA-F][0-9a-fA-F]*$/, 'expected a 0x-prefixed hex chain id without leading zeros')
  .transform((id) => Number.parseInt(id, 16))
  .refine((id) => id <= MAX_CHAIN_ID, `chain ids above ${MAX_CHAIN_ID} are not supported`)

export function parseParams<S extends z.ZodType>(schema: S, context: RpcContext): z.output<S> {
  const parsed = schema.safeParse(context.params)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const where = issue && issue.path.length > 0 ? `params.${issue.path.join('.')}: ` : ''
  throw invalidParams(`${context.method}: ${where}${issue?.message ?? 'invalid'}`)
}

export const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
