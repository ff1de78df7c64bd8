/** Checks an error's stable code, whether it is a class instance or its serialised shape. */
import type { ErrorCode } from './errorCatalogue.ts'

/** True when `error` (a PorticoError or a `{name, code, message}` object) has code `code`. */
export function hasErrorCode<C extends ErrorCode>(
  error: unknown,
  code: C,
): error is { code: C; message: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    error.code === code &&
    'message' in error &&
    typeof error.message === 'string'
  )
}
