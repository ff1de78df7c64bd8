/**
 * Makes device keys and request proofs the way the frame app does (WebCrypto ECDSA P-256, the
 * private key non-extractable, + jose). Used by the server's tests; no Node imports, so the
 * frame app's worker can use the same code.
 */
import { base64url, calculateJwkThumbprint, exportJWK, type JWK, SignJWT } from 'jose'
import { DEVICE_PROOF_ALGORITHM, DEVICE_PROOF_TYPE } from './deviceProofFormat.ts'

export interface DeviceKey {
  privateKey: CryptoKey
  publicJwk: JWK
  /** The device id the server derives: the RFC 7638 thumbprint of `publicJwk`. */
  deviceId: string
}

export interface DeviceProofInput {
  method: string
  /** Path without query, e.g. `/api/email/connect`. */
  path: string
  /** The exact body string sent, if any. */
  body?: string
  /** The bearer token sent, if any. */
  accessToken?: string
  /** Clock, ms (defaults to now). */
  now?: number
  jti?: string
}

export async function createDeviceKey(): Promise<DeviceKey> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'sign',
    'verify',
  ])
  const { kty, crv, x, y } = await exportJWK(pair.publicKey)
  const publicJwk = { kty, crv, x, y }
  return {
    privateKey: pair.privateKey,
    publicJwk,
    deviceId: await calculateJwkThumbprint(publicJwk),
  }
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return base64url.encode(new Uint8Array(digest))
}

export async function createDeviceProof(key: DeviceKey, input: DeviceProofInput): Promise<string> {
  const claims: Record<string, unknown> = {
    htm: input.method,
    htu: input.path,
    iat: Math.floor((input.now ?? Date.now()) / 1000),
    jti: input.jti ?? crypto.randomUUID(),
    bh: await sha256(input.body ?? ''),
  }
  if (input.accessToken !== undefined) claims.ath = await sha256(input.accessToken)
  return new SignJWT(claims)
    .setProtectedHeader({ alg: DEVICE_PROOF_ALGORITHM, typ: DEVICE_PROOF_TYPE, jwk: key.publicJwk })
    .sign(key.privateKey)
}
