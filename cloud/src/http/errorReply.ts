/**
 * Turns anything a route throws into the HTTP status and JSON body the service answers with:
 * `{name, code, message, details?, issues?}` (the shared `{name, code, message}` shape plus the
 * long text and, for bad input, every failed check).
 */
import {
  ApiError,
  createPorticoError,
  PorticoError,
  RpcError,
  ValidationError,
  type ValidationIssue,
} from '@portico/shared'
import { createCloudError } from './cloudErrors.ts'

export interface ErrorBody {
  name: string
  code: string
  message: string
  details?: string
  issues?: { path: string; message: string }[]
}

const issueBody = (issues: readonly ValidationIssue[]) =>
  issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }))

function bodyOf(error: PorticoError): ErrorBody {
  return {
    ...error.toJSON(),
    ...(error.details ? { details: error.details } : {}),
    ...(error instanceof ValidationError && error.issues.length
      ? { issues: issueBody(error.issues) }
      : {}),
  }
}

/** Status and body for a thrown value; `unexpected` is true for a 5xx worth logging. */
export function errorReply(error: unknown): {
  status: number
  body: ErrorBody
  unexpected: boolean
} {
  if (error instanceof ValidationError)
    return { status: 400, body: bodyOf(error), unexpected: false }
  if (error instanceof ApiError && error.status !== undefined)
    return { status: error.status, body: bodyOf(error), unexpected: error.status >= 500 }
  // An upstream chain that failed: the gateway's fault, not ours.
  if (error instanceof RpcError) return { status: 502, body: bodyOf(error), unexpected: false }
  if (error instanceof PorticoError) return { status: 500, body: bodyOf(error), unexpected: true }
  // Fastify's own 4xx: malformed JSON, body too large, wrong content type.
  const statusCode = (error as { statusCode?: unknown })?.statusCode
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    const text = error instanceof Error ? error.message : undefined
    const mapped =
      statusCode === 413
        ? createCloudError('PAYLOAD_TOO_LARGE', { details: text })
        : statusCode === 415
          ? createCloudError('UNSUPPORTED_MEDIA_TYPE', { details: text })
          : createPorticoError('SCHEMA_INVALID_INPUT', { details: text })
    return { status: statusCode, body: bodyOf(mapped), unexpected: false }
  }
  return { status: 500, body: bodyOf(createPorticoError('UNKNOWN_ERROR')), unexpected: true }
}
