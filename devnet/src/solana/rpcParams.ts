/** zod schemas of the RPC's parameters: a bad one is a -32602 naming what was wrong. */
import { base58 } from '@scure/base'
import { z } from 'zod'
import { invalidParams } from './solanaRpcError.ts'

const decodesTo = (bytes: number) => (text: string) => {
  try {
    return base58.decode(text).length === bytes
  } catch {
    return false
  }
}

export const pubkey = z.string().refine(decodesTo(32), { message: 'not a base58 public key' })
export const signature = z.string().refine(decodesTo(64), { message: 'not a base58 signature' })
export const commitment = z
  .enum(['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'])
  .optional()
export const accountEncoding = z.enum(['base64', 'base58', 'jsonParsed']).default('base64')
export const dataSlice = z
  .object({ offset: z.number().int().min(0), length: z.number().int().min(0) })
  .optional()

export const contextConfig = z
  .looseObject({ commitment, minContextSlot: z.number().int().min(0).optional() })
  .optional()
export const accountConfig = z
  .looseObject({
    commitment,
    encoding: accountEncoding,
    dataSlice,
    minContextSlot: z.number().optional(),
  })
  .default({ encoding: 'base64' })

/** Parses a positional params array; trailing optional entries may be left out. */
export function parseParams<T extends z.ZodTuple>(schema: T, params: unknown): z.output<T> {
  const result = schema.safeParse(params ?? [])
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const where = issue?.path.length ? `param ${issue.path.join('.')}: ` : ''
  throw invalidParams(`${where}${issue?.message ?? 'invalid'}`)
}
