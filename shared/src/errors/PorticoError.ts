/**
 * The one error base of Portico. Every error the product throws or shows is a PorticoError
 * (or a subclass) with a stable `code`; across the frame bus and in Redux it travels as the
 * plain `{name, code, message}` shape.
 */
import { errorCatalogue } from './errorCatalogue.ts'

export interface SerializedPorticoError {
  name: string
  code: string
  message: string
}

export interface PorticoErrorOptions {
  code?: string
  details?: string
  cause?: unknown
}

export class PorticoError extends Error {
  override name = 'PorticoError'
  readonly code: string
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(shortMessage: string, options: PorticoErrorOptions = {}) {
    const details =
      options.details ?? (options.cause instanceof Error ? options.cause.message : undefined)
    super(
      details && details !== shortMessage ? `${shortMessage}\n\nDetails: ${details}` : shortMessage,
      {
        cause: options.cause,
      },
    )
    this.code = options.code ?? 'UNKNOWN'
    this.shortMessage = shortMessage
    this.details = details
  }

  /** Walks the cause chain and returns the deepest error (or the first that matches `fn`). */
  walk(fn?: (err: unknown) => boolean): unknown {
    let current: unknown = this
    while (current instanceof Error) {
      if (fn?.(current)) return current
      if (!(current.cause instanceof Error)) break
      current = current.cause
    }
    return fn ? null : current
  }

  toJSON(): SerializedPorticoError {
    return { name: this.name, code: this.code, message: this.shortMessage }
  }
}

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
