/** Parses a request's body or query with zod; a failure is a 400 naming the bad fields. */
import { porticoErrorMap, toValidationError } from '@portico/shared'
import type { z } from 'zod'
import { apiError } from './apiErrors.ts'

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input, { error: porticoErrorMap })
  if (parsed.success) return parsed.data
  const error = toValidationError(parsed.error)
  throw apiError('SCHEMA_INVALID_INPUT', { message: error.details ?? error.shortMessage })
}
