/** Errors of HTTP services (blockchain API, catalogue, analytics, generic HTTP client). */
import { PorticoError, type PorticoErrorOptions } from './PorticoError.ts'

export interface ApiErrorOptions extends PorticoErrorOptions {
  /** HTTP status of the failed response, when there was one. */
  status?: number
}

export class ApiError extends PorticoError {
  override name = 'ApiError'
  readonly status: number | undefined

  constructor(shortMessage: string, options: ApiErrorOptions = {}) {
    super(shortMessage, options)
    this.status = options.status
  }
}
