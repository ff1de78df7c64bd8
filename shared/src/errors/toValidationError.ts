/** Wraps a zod failure at a boundary in a ValidationError. */
import type { $ZodError } from 'zod/v4/core'
import { createPorticoError } from './createPorticoError.ts'
import type { ValidationError } from './ValidationError.ts'

/**
 * A `SCHEMA_INVALID_INPUT` ValidationError carrying every issue; `details` lists them as
 * `path: message`.
 */
export function toValidationError(error: $ZodError): ValidationError {
  const issues = error.issues.map(({ path, message }) => ({ path, message }))
  const details = issues
    .map(({ path, message }) =>
      path.length ? `${path.map(String).join('.')}: ${message}` : message,
    )
    .join('; ')
  return createPorticoError('SCHEMA_INVALID_INPUT', { cause: error, details, issues })
}
