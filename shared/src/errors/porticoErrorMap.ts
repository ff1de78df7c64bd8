/** The zod 4 error map giving the schema defaults of SPEC §8: Required, Invalid input, Expected X received Y. */
import type { $ZodErrorMap } from 'zod/v4/core'
import { errorCatalogue } from './errorCatalogue.ts'
import { formatMessage } from './formatMessage.ts'

function describeType(input: unknown): string {
  if (input === null) return 'null'
  if (Array.isArray(input)) return 'array'
  if (typeof input === 'number' && Number.isNaN(input)) return 'nan'
  if (input instanceof Date) return 'date'
  return typeof input
}

/**
 * Use per parse (`schema.safeParse(v, { error: porticoErrorMap })`) or globally
 * (`z.config({ customError: porticoErrorMap })`). A message given in a schema still wins.
 */
export const porticoErrorMap: $ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type') {
    if (issue.input === undefined) return errorCatalogue.SCHEMA_REQUIRED.message
    return formatMessage(errorCatalogue.SCHEMA_INVALID_TYPE.message, {
      expected: issue.expected,
      received: describeType(issue.input),
    })
  }
  return errorCatalogue.SCHEMA_INVALID_INPUT.message
}
