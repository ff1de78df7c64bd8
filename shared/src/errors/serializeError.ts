/** PorticoErrors to and from the plain `{name, code, message}` shape of the bus and the store. */
import { errorCatalogue } from './errorCatalogue.ts'
import { PorticoError, type SerializedPorticoError } from './PorticoError.ts'

/** Turns anything thrown into the `{name, code, message}` shape for the bus or the store. */
export function serializeError(error: unknown): SerializedPorticoError {
  if (error instanceof PorticoError) return error.toJSON()
  if (error instanceof Error) return { name: error.name, code: 'UNKNOWN', message: error.message }
  return {
    name: 'Error',
    code: 'UNKNOWN',
    message: typeof error === 'string' ? error : errorCatalogue.UNKNOWN_ERROR.message,
  }
}

/** Rebuilds an error from its serialised shape. */
export function deserializeError(serialized: SerializedPorticoError): PorticoError {
  const error = new PorticoError(serialized.message, { code: serialized.code })
  error.name = serialized.name
  return error
}
