/**
 * The one error base of Portico. Every error the product throws or shows is a PorticoError
 * (or a subclass) with a stable `code`; across the frame bus and in Redux it travels as the
 * plain `{name, code, message}` shape (serializeError.ts). This module imports nothing, so a
 * page that only throws or checks a PorticoError does not load the error catalogue.
 */

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
