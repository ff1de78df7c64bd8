/**
 * Every error the frame server answers with, in one table: HTTP status, stable code and text.
 * Texts the spec gives (SPEC §8) come from the shared catalogue; the few it does not name
 * (codes, device approval, proofs) are spelled here, once. A route throws `apiError(code)`; the
 * API's error handler turns it into `{code, message}` (plus `rpcCode` for RPC errors).
 */
import {
  ApiError,
  errorCatalogue,
  formatMessage,
  ORIGIN_NOT_ALLOWED_MESSAGE,
  providerMessageAlerts,
} from '@portico/shared'

const jwtNotValidMessage =
  providerMessageAlerts.find((entry) => entry.alert === 'JWT_TOKEN_NOT_VALID')?.message ??
  errorCatalogue.JWT_TOKEN_NOT_VALID.message

export const apiErrors = {
  SCHEMA_INVALID_INPUT: { status: 400, message: errorCatalogue.SCHEMA_INVALID_INPUT.message },
  /** A body over API_BODY_LIMIT. */
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Request body too large' },
  INVALID_PROOF: { status: 401, message: 'Invalid device proof' },
  UNAUTHORIZED: { status: 401, message: 'Unauthorized' },
  /** The provider text the modal maps to the 'Session Expired' alert (SPEC §8). */
  JWT_TOKEN_NOT_VALID: { status: 401, message: jwtNotValidMessage },
  INVALID_APP_CONFIGURATION: { status: 403, message: ORIGIN_NOT_ALLOWED_MESSAGE },
  EMAIL_COOLDOWN: { status: 429, message: errorCatalogue.EMAIL_LOGIN_COOLDOWN.message },
  /** Too many login or code requests from one IP or for one address; `{n}` is filled in. */
  RATE_LIMITED: { status: 429, message: errorCatalogue.EMAIL_LOGIN_COOLDOWN.message },
  DEVICE_NOT_APPROVED: { status: 408, message: 'Device not approved yet' },
  INVALID_OTP: { status: 400, message: 'Invalid code' },
  OTP_EXPIRED: { status: 400, message: 'Code expired. Request a new one.' },
  EMAIL_NOT_SENT: { status: 502, message: errorCatalogue.FRAME_ERROR.message },
  CHAIN_NOT_SUPPORTED: { status: 400, message: errorCatalogue.CHAIN_NOT_SUPPORTED.message },
  RPC_NOT_ALLOWED: { status: 400, message: errorCatalogue.RPC_METHOD_NOT_ALLOWED.message },
  /** Allowed by SPEC §6 but not executed by this frame yet (smart-account methods). */
  RPC_NOT_SUPPORTED: { status: 400, message: errorCatalogue.RPC_METHOD_NOT_ALLOWED.message },
  APPROVAL_REQUIRED: { status: 403, message: 'The user has not approved this request' },
  ADDRESS_MISMATCH: { status: 400, message: "The address is not this account's address" },
  RPC_ERROR: { status: 400, message: errorCatalogue.RPC_JSON_RPC_ERROR.message },
  RPC_UNAVAILABLE: { status: 502, message: errorCatalogue.RPC_HTTP_ERROR.message },
  /** Wallet keys (KEYS.md): the texts the frame's windows show. */
  WALLET_EXISTS: { status: 409, message: errorCatalogue.WALLET_EXISTS.message },
  WALLET_SHARES_INVALID: { status: 400, message: errorCatalogue.WALLET_SHARES_INVALID.message },
  WALLET_NOT_ENROLLED: { status: 403, message: errorCatalogue.WALLET_NOT_ENROLLED.message },
  WALLET_RECOVERY_NOT_SET_UP: {
    status: 400,
    message: errorCatalogue.WALLET_RECOVERY_NOT_SET_UP.message,
  },
  WALLET_DEVICE_CURRENT: { status: 400, message: errorCatalogue.WALLET_DEVICE_CURRENT.message },
  /** A wallet route called in a state it does not serve. */
  WALLET_STATE: { status: 409, message: errorCatalogue.WALLET_STATE.message },
  /** Mail to a user who has no e-mail address (a Farcaster user). */
  EMAIL_NOT_SET: { status: 400, message: errorCatalogue.EMAIL_NOT_SET.message },
  /** Sign In With Farcaster (farcaster/). */
  FARCASTER_LOGIN_NOT_STARTED: {
    status: 409,
    message: errorCatalogue.FARCASTER_LOGIN_NOT_STARTED.message,
  },
  FARCASTER_LOGIN_EXPIRED: { status: 410, message: errorCatalogue.FARCASTER_LOGIN_EXPIRED.message },
  FARCASTER_SIGNATURE_INVALID: {
    status: 401,
    message: errorCatalogue.FARCASTER_SIGNATURE_INVALID.message,
  },
  FARCASTER_RELAY_UNAVAILABLE: {
    status: 502,
    message: errorCatalogue.FARCASTER_RELAY_UNAVAILABLE.message,
  },
  /** The chain holding the ID registry did not answer: the login stays, a retry may verify. */
  FARCASTER_REGISTRY_UNAVAILABLE: {
    status: 502,
    message: errorCatalogue.FARCASTER_REGISTRY_UNAVAILABLE.message,
  },
  /** Social login (issue 21). */
  SOCIAL_NOT_ENABLED: { status: 400, message: errorCatalogue.SOCIAL_NOT_ENABLED.message },
  SOCIAL_STATE_INVALID: { status: 400, message: 'This login link is not valid or was used' },
  SOCIAL_LOGIN_DENIED: { status: 403, message: errorCatalogue.SOCIAL_LOGIN_DENIED.message },
  SOCIAL_LOGIN_FAILED: { status: 502, message: errorCatalogue.SOCIAL_LOGIN_FAILED.message },
  // Not 408: Chromium silently retries a 408 on a reused connection, replaying the proof.
  SOCIAL_LOGIN_PENDING: { status: 409, message: errorCatalogue.SOCIAL_LOGIN_CANCELLED.message },
  NOT_FOUND: { status: 404, message: 'Not found' },
  /** Smart-account sessions (smartSessions/): the cloud's answers the frame passes on. */
  SMART_SESSION_NOT_FOUND: {
    status: 404,
    message: errorCatalogue.SMART_SESSION_NOT_FOUND.message,
  },
  SMART_SESSION_REFUSED: { status: 400, message: 'The session was refused' },
  CLOUD_UNAVAILABLE: { status: 502, message: errorCatalogue.HTTP_NETWORK_ERROR.message },
  INTERNAL_ERROR: { status: 500, message: errorCatalogue.FRAME_ERROR.message },
} as const satisfies Record<string, { status: number; message: string }>

export type ApiErrorCode = keyof typeof apiErrors

/** An error a route answers with; `body` holds extra response fields (e.g. `rpcCode`). */
export class FrameApiError extends ApiError {
  override name = 'FrameApiError'
  readonly body: Readonly<Record<string, unknown>>
  /** Seconds the client should wait (a 429's `Retry-After` header). */
  readonly retryAfterSeconds: number | undefined

  constructor(
    code: ApiErrorCode,
    message: string,
    options: { body?: Record<string, unknown>; cause?: unknown; retryAfterSeconds?: number } = {},
  ) {
    super(message, { code, status: apiErrors[code].status, cause: options.cause, details: '' })
    this.body = options.body ?? {}
    this.retryAfterSeconds = options.retryAfterSeconds
  }
}

/**
 * The error for `code`, with the table's text (its `{name}` placeholders filled from `params`)
 * unless `message` is given.
 */
export function apiError(
  code: ApiErrorCode,
  options: {
    message?: string
    params?: Record<string, string | number>
    body?: Record<string, unknown>
    cause?: unknown
    retryAfterSeconds?: number
  } = {},
): FrameApiError {
  const message = options.message ?? formatMessage(apiErrors[code].message, options.params)
  return new FrameApiError(code, message, options)
}
