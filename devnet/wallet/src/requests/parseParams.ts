/** Validates request params with zod and turns a failure into a -32602 answer. */
import type { z } from 'zod'
import { invalidParams } from './walletRpcError.ts'

export function parseParams<S extends z.ZodType>(schema: S, params: unknown): z.infer<S> {
  const parsed = schema.safeParse(params)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  throw invalidParams(`${issue?.path.join('.') || 'params'}: ${issue?.message ?? 'invalid'}`)
}
