/**
 * The cloud's own error texts: failures the service reports that have no text in the shared
 * catalogue (SPEC §8). Where the catalogue has a text, routes use `createPorticoError` instead.
 * Each entry carries its HTTP status.
 */
import { ApiError, errorCatalogue, formatMessage } from '@portico/shared'

export const cloudErrorCatalogue = {
  ROUTE_NOT_FOUND: { status: 404, message: 'Route not found' },
  WALLET_NOT_FOUND: { status: 404, message: 'Wallet not found' },
  SOCIAL_PROVIDER_NOT_FOUND: { status: 404, message: 'Social provider not found' },
  NAME_TAKEN: { status: 409, message: 'Name is already registered to another address' },
  SIGNATURE_INVALID: { status: 401, message: 'The signature does not match the address' },
  MESSAGE_EXPIRED: {
    status: 400,
    message: 'The signed message is too old or dated in the future',
  },
  SESSION_NOT_FOUND: { status: 404, message: 'Session not found' },
  SESSION_EXISTS: { status: 409, message: 'A session with this pci already exists' },
  // SIWX (routes/siwx): why a sign-in was refused
  SIWX_MESSAGE_INVALID: {
    status: 400,
    message: 'The sign-in message is not a CAIP-122 message of a supported chain',
  },
  SIWX_NONCE_INVALID: {
    status: 401,
    message: 'The sign-in nonce is unknown, used or expired; request a new one',
  },
  SIWX_DOMAIN_NOT_ALLOWED: {
    status: 403,
    message: 'The sign-in message names a domain this project does not allow',
  },
  SIWX_NOT_YET_VALID: { status: 400, message: 'The sign-in message is not valid yet' },
  SIWX_SESSION_INVALID: { status: 401, message: 'The sign-in session is unknown or has ended' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Request body too large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Send the body as application/json' },
  // The console and its API (projects a developer manages)
  CONSOLE_NOT_SIGNED_IN: { status: 401, message: 'Sign in to the console first' },
  LOGIN_CODE_INVALID: { status: 401, message: 'Invalid or expired code' },
  /** SPEC §8's cooldown text, as the wallet's e-mail login says it. */
  LOGIN_CODE_COOLDOWN: { status: 429, message: errorCatalogue.EMAIL_LOGIN_COOLDOWN.message },
  NOT_PROJECT_OWNER: { status: 403, message: 'This project belongs to another developer' },
  PROJECT_NOT_FOUND: { status: 404, message: 'Project not found' },
  TOKEN_NOT_FOUND: { status: 404, message: 'Token not found' },
  CROSS_SITE_REQUEST: {
    status: 403,
    message: 'Requests to the console must come from the console',
  },
  PROJECT_VERSION_CONFLICT: {
    status: 409,
    message: 'The project was changed meanwhile; reload it and apply your change again',
  },
  TOO_MANY_ORIGINS: { status: 409, message: 'A project has at most 100 allowed origins' },
  TOO_MANY_STREAMS: {
    status: 429,
    message: 'Too many open history streams; close one and try again',
  },
  RATE_LIMITED: { status: 429, message: 'Too many requests; please try again after {n} seconds' },
  MAIL_FAILED: { status: 502, message: 'The sign-in mail could not be sent' },
  // Swaps (/v1/convert): what the pools cannot do with the request
  SWAP_SAME_TOKEN: { status: 400, message: 'Choose two different tokens to swap' },
  SWAP_CHAIN_MISMATCH: {
    status: 400,
    message: 'The tokens and the user must be on the same network',
  },
  SWAP_NO_ROUTE: { status: 400, message: 'No pool trades these tokens' },
  SWAP_INSUFFICIENT_LIQUIDITY: {
    status: 400,
    message: 'The pools do not hold that much; enter a smaller amount',
  },
  SWAP_NATIVE_NEEDS_NO_APPROVAL: { status: 400, message: 'The native currency needs no approval' },
  SWAP_WOULD_FAIL: { status: 422, message: 'The swap would fail: {reason}' },
} as const satisfies Record<string, { status: number; message: string }>

export type CloudErrorCode = keyof typeof cloudErrorCatalogue

/** An ApiError with the cloud's text and status for `code`. */
export function createCloudError(
  code: CloudErrorCode,
  options: { details?: string; cause?: unknown; params?: Record<string, string | number> } = {},
): ApiError {
  const entry = cloudErrorCatalogue[code]
  const { params, ...rest } = options
  const message = formatMessage(entry.message, params)
  return new ApiError(message, { code, status: entry.status, ...rest })
}
