/**
 * The recovery passkey in the frame (origin B, RP id = the frame's host): creating one with a
 * fresh PRF salt, and evaluating its PRF, whose output only the authenticator can produce
 * (secure-frame/KEYS.md "The recovery key"). The output goes to the wallet worker and nowhere else.
 */
import { createPorticoError } from '@portico/shared'
import { base64urlnopad } from '@scure/base'
import { supportsPasskeyPrf } from './supportsPasskeyPrf.ts'

export interface RecoveryPasskey {
  credentialId: string
  prfSalt: string
}

export interface PasskeyClient {
  supported(): Promise<boolean>
  /** The PRF output of an existing recovery passkey for its salt. */
  evaluate(passkey: RecoveryPasskey): Promise<Uint8Array>
  /** A new recovery passkey and its PRF output. */
  create(user: { name: string }): Promise<RecoveryPasskey & { prfOutput: Uint8Array }>
}

export interface PasskeyEnvironment {
  credentials: Pick<CredentialsContainer, 'get' | 'create'>
  /** The RP id: the frame's host. */
  hostname: string
  supported(): Promise<boolean>
  randomBytes(length: number): Uint8Array
}

/** Decodes base64url with or without padding. */
export const fromBase64url = (text: string) => base64urlnopad.decode(text.replace(/=+$/, ''))
export const toBase64url = (bytes: Uint8Array) => base64urlnopad.encode(bytes)

type PrfResults = { enabled?: boolean; results?: { first?: BufferSource } }
const prfOf = (credential: Credential | null) => {
  const results = (
    credential as (Credential & { getClientExtensionResults?(): { prf?: PrfResults } }) | null
  )?.getClientExtensionResults?.()
  return results?.prf
}
const toBytes = (source: BufferSource) =>
  source instanceof ArrayBuffer
    ? new Uint8Array(source.slice(0))
    : new Uint8Array(source.buffer.slice(source.byteOffset, source.byteOffset + source.byteLength))

/** A WebAuthn call: a refusal or a timeout is WALLET_PASSKEY_FAILED. */
async function ask<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw createPorticoError('WALLET_PASSKEY_FAILED', { cause: error })
  }
}

export function createPasskeyClient(env: PasskeyEnvironment): PasskeyClient {
  const evaluate = async ({ credentialId, prfSalt }: RecoveryPasskey) => {
    const credential = await ask(() =>
      env.credentials.get({
        publicKey: {
          challenge: env.randomBytes(32),
          rpId: env.hostname,
          allowCredentials: [{ type: 'public-key', id: fromBase64url(credentialId) }],
          userVerification: 'required',
          extensions: { prf: { eval: { first: fromBase64url(prfSalt) } } },
        } as PublicKeyCredentialRequestOptions,
      }),
    )
    if (!credential) throw createPorticoError('WALLET_PASSKEY_FAILED')
    const first = prfOf(credential)?.results?.first
    if (!first) throw createPorticoError('WALLET_PASSKEY_UNSUPPORTED')
    return toBytes(first)
  }
  return {
    supported: env.supported,
    evaluate,
    async create({ name }) {
      const salt = env.randomBytes(32)
      const credential = await ask(() =>
        env.credentials.create({
          publicKey: {
            challenge: env.randomBytes(32),
            rp: { id: env.hostname, name: 'Portico' },
            user: { id: env.randomBytes(16), name, displayName: name },
            pubKeyCredParams: [
              { type: 'public-key', alg: -7 },
              { type: 'public-key', alg: -257 },
            ],
            authenticatorSelection: {
              residentKey: 'required',
              requireResidentKey: true,
              userVerification: 'required',
            },
            extensions: { prf: { eval: { first: salt } } },
          } as PublicKeyCredentialCreationOptions,
        }),
      )
      if (!credential) throw createPorticoError('WALLET_PASSKEY_FAILED')
      const prf = prfOf(credential)
      const passkey = {
        credentialId: toBase64url(new Uint8Array((credential as PublicKeyCredential).rawId)),
        prfSalt: toBase64url(salt),
      }
      const first = prf?.results?.first
      if (first) return { ...passkey, prfOutput: toBytes(first) }
      // Some authenticators enable PRF at creation but evaluate it only on a get().
      if (!prf?.enabled) throw createPorticoError('WALLET_PASSKEY_UNSUPPORTED')
      return { ...passkey, prfOutput: await evaluate(passkey) }
    },
  }
}

/** The browser's passkeys, for the frame's windows. */
export function browserPasskeyClient(): PasskeyClient {
  return createPasskeyClient({
    credentials: navigator.credentials,
    hostname: location.hostname,
    supported: () => supportsPasskeyPrf(),
    randomBytes: (length) => crypto.getRandomValues(new Uint8Array(length)),
  })
}
