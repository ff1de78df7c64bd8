/**
 * The device proof's wire format, shared by the server that checks it and the frame app that
 * makes it: a compact JWS (ES256, `typ: dpop+jwt`, the device's public JWK in the header) in the
 * `x-portico-proof` header of every /api call. No Node imports: the frame app can use this file.
 */
export const DEVICE_PROOF_HEADER = 'x-portico-proof'
export const DEVICE_PROOF_TYPE = 'dpop+jwt'
export const DEVICE_PROOF_ALGORITHM = 'ES256'
/** A proof's `iat` may be this far from the server's clock, either way. */
export const DEVICE_PROOF_MAX_SKEW_S = 60

export interface DeviceProofClaims {
  /** HTTP method, e.g. `POST`. */
  htm: string
  /** Request path without query, e.g. `/api/email/connect`. */
  htu: string
  /** Seconds since the epoch. */
  iat: number
  /** Random, never reused. */
  jti: string
  /** base64url SHA-256 of the raw request body (of '' when there is none). */
  bh: string
  /** base64url SHA-256 of the access token, when the request carries one. */
  ath?: string
}
