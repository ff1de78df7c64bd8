/** A failure the CLI reports as one line to stderr, with exit code 1 (no stack trace). */
import { PorticoError } from '@portico/shared'

export class CliError extends PorticoError {
  override name = 'CliError'
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, { code: 'CLI_ERROR', cause: options.cause })
  }
}
