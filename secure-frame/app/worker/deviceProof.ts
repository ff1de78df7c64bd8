/**
 * Request proofs with the device key: a DPoP-style JWS (ES256, the public JWK in its header)
 * over the request's method, path, body hash and, for authenticated calls, the access token's
 * hash. Runs in the frame worker, which alone holds the key.
 */
import { SignJWT } from 'jose'
import { loadDeviceKeyPair } from './deviceKeyStore.ts'

export interface ProofRequest {
  htm: string
  htu: string
  body: string
  accessToken?: string
}

let loaded: ReturnType<typeof loadDeviceKeyPair> | undefined
let publicJwk: Promise<JsonWebKey> | undefined

const b64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
const sha256 = async (text: string) =>
  b64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))

function key() {
  loaded ??= loadDeviceKeyPair()
  return loaded
}

function jwk() {
  publicJwk ??= key().then(async ({ keyPair }) => {
    const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', keyPair.publicKey)
    return { kty, crv, x, y }
  })
  return publicJwk
}

/** Whether the key survives a reload (IndexedDB allowed). */
export async function isDeviceKeyPersistent(): Promise<boolean> {
  return (await key()).persistent
}

export async function createProof(request: ProofRequest): Promise<string> {
  const [{ keyPair }, publicKey] = await Promise.all([key(), jwk()])
  const payload: Record<string, string> = {
    htm: request.htm,
    htu: request.htu,
    bh: await sha256(request.body),
  }
  if (request.accessToken) payload.ath = await sha256(request.accessToken)
  return new SignJWT(payload)
    .setProtectedHeader({
      alg: 'ES256',
      typ: 'dpop+jwt',
      jwk: publicKey as Record<string, string>,
    })
    .setIssuedAt()
    .setJti(crypto.randomUUID())
    .sign(keyPair.privateKey)
}
