/**
 * A failed console API call, as the app shows it: the server's `{name, code, message, issues}`
 * answer, or a network or contract failure said in the same shape. Views show `shortMessage`
 * and, for bad input, each failed check.
 */
import { ApiError } from '@portico/shared'
import { z } from 'zod'

export interface ConsoleApiIssue {
  /** Where in the request, e.g. `body.origin`. */
  path: string
  message: string
}

export class ConsoleApiError extends ApiError {
  override name = 'ConsoleApiError'
  readonly issues: readonly ConsoleApiIssue[]

  constructor(
    shortMessage: string,
    options: {
      code: string
      status?: number
      details?: string
      cause?: unknown
      issues?: readonly ConsoleApiIssue[]
    },
  ) {
    super(shortMessage, options)
    this.issues = options.issues ?? []
  }
}

const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
})

/** The error a non-2xx answer stands for; a body that is not the server's error shape says the status. */
export function toConsoleApiError(status: number, body: unknown): ConsoleApiError {
  const parsed = errorBodySchema.safeParse(body)
  if (!parsed.success)
    return new ConsoleApiError(`The console server answered ${status}`, {
      code: 'HTTP_STATUS',
      status,
    })
  const { code, message, details, issues } = parsed.data
  return new ConsoleApiError(message, { code, status, details, issues })
}

/** Anything a call threw, as a ConsoleApiError (an unexpected throw keeps its text as details). */
export function asConsoleApiError(error: unknown): ConsoleApiError {
  if (error instanceof ConsoleApiError) return error
  return new ConsoleApiError('Something went wrong', {
    code: 'UNKNOWN',
    cause: error,
  })
}
