/**
 * The cloud's own error texts: failures the service reports that have no text in the shared
 * catalogue (SPEC §8). Where the catalogue has a text, routes use `createPorticoError` instead.
 * Each entry carries its HTTP status.
 */
import { ApiError } from '@portico/shared'

export const cloudErrorCatalogue = {
  ROUTE_NOT_FOUND: { status: 404, message: 'Route not found' },
  WALLET_NOT_FOUND: { status: 404, message: 'Wallet not found' },
  NAME_TAKEN: { status: 409, message: 'Name is already registered to another address' },
  SIGNATURE_INVALID: { status: 401, message: 'The signature does not match the address' },
  MESSAGE_EXPIRED: {
    status: 400,
    message: 'The signed message is too old or dated in the future',
  },
  SESSION_NOT_FOUND: { status: 404, message: 'Session not found' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Request body too large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Send the body as application/json' },
} as const satisfies Record<string, { status: number; message: string }>

export type CloudErrorCode = keyof typeof cloudErrorCatalogue

/** An ApiError with the cloud's text and status for `code`. */
export function createCloudError(
  code: CloudErrorCode,
  options: { details?: string; cause?: unknown } = {},
): ApiError {
  const entry = cloudErrorCatalogue[code]
  return new ApiError(entry.message, { code, status: entry.status, ...options })
}
