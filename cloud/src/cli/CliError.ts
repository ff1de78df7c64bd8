/** A failure the CLI reports as one line to stderr, with exit code 1 (no stack trace). */
import { PorticoError } from '@portico/shared'

export class CliError extends PorticoError {
  override name = 'CliError'
  /** `code` is the cloud's error code when the server refused (e.g. PROJECT_VERSION_CONFLICT). */
  constructor(message: string, options: { code?: string; cause?: unknown } = {}) {
    super(message, { code: options.code ?? 'CLI_ERROR', cause: options.cause })
  }
}
