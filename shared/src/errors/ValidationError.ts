/** Errors of input that fails a rule of SPEC §5 or a schema at a boundary. */
import { PorticoError, type PorticoErrorOptions } from './PorticoError.ts'

/** One failed check: where in the input, and what was wrong. */
export interface ValidationIssue {
  path: readonly PropertyKey[]
  message: string
}

export interface ValidationErrorOptions extends PorticoErrorOptions {
  issues?: readonly ValidationIssue[]
}

export class ValidationError extends PorticoError {
  override name = 'ValidationError'
  readonly issues: readonly ValidationIssue[]

  constructor(shortMessage: string, options: ValidationErrorOptions = {}) {
    super(shortMessage, options)
    this.issues = options.issues ?? []
  }
}
