/**
 * Test helper: what the frame's worker does with a wallet, done in the test with the same
 * libraries: a 64-byte secret (EVM key ‖ Solana seed), a 2-of-3 Shamir split per enrolment
 * (`shamir-secret-sharing`), the recovery share under a recovery key (AES-256-GCM), the recovery
 * key wrapped by a password (scrypt), and the enrolment signatures by both keys.
 */
import { createCipheriv, createDecipheriv, randomBytes, randomUUID, scryptSync } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { combine, split } from 'shamir-secret-sharing'
import { bytesToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { enrolmentMessage } from '../wallet/verifyEnrolmentSignatures.ts'

export interface TestWallet {
  secret: Uint8Array
  recoveryKey: Buffer
  evmAddress: string
  solanaAddress: string
}

export function walletFromSecret(secret: Uint8Array, recoveryKey = randomBytes(32)): TestWallet {
  return {
    secret,
    recoveryKey,
    evmAddress: privateKeyToAccount(bytesToHex(secret.subarray(0, 32))).address,
    solanaAddress: base58.encode(ed25519.getPublicKey(secret.subarray(32, 64))),
  }
}

export const createTestWallet = (): TestWallet => walletFromSecret(new Uint8Array(randomBytes(64)))

/** AES-256-GCM, `iv.ciphertext.tag` in base64url: how the worker seals with a 32-byte key. */
export function seal(key: Uint8Array, plaintext: Uint8Array): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()])
  return [iv, body, cipher.getAuthTag()].map((b) => b.toString('base64url')).join('.')
}

export function unseal(key: Uint8Array, sealed: string): Buffer {
  const [iv, body, tag] = sealed.split('.').map((p) => Buffer.from(p ?? '', 'base64url'))
  if (!iv || !body || !tag) throw new Error('bad sealed value')
  const decipher = createDecipheriv('aes-256-gcm', key, iv)
  decipher.setAuthTag(tag)
  return Buffer.concat([decipher.update(body), decipher.final()])
}

export interface TestEnrolment {
  body: {
    enrolment: { id: string; authShare: string; recoveryShare: string }
    signatures: { evm: string; solana: string }
  }
  deviceShare: Uint8Array
}

/** A fresh split of the wallet for one device, with both keys' signatures of its id. */
export async function enrol(wallet: TestWallet, id = randomUUID()): Promise<TestEnrolment> {
  const [deviceShare, authShare, recoveryShare] = await split(wallet.secret, 3, 2)
  if (!deviceShare || !authShare || !recoveryShare) throw new Error('split failed')
  const message = enrolmentMessage(id)
  const evm = await privateKeyToAccount(bytesToHex(wallet.secret.subarray(0, 32))).signMessage({
    message,
  })
  const solana = base58.encode(
    ed25519.sign(new TextEncoder().encode(message), wallet.secret.subarray(32, 64)),
  )
  return {
    body: {
      enrolment: {
        id,
        authShare: Buffer.from(authShare).toString('base64url'),
        recoveryShare: seal(wallet.recoveryKey, recoveryShare),
      },
      signatures: { evm, solana },
    },
    deviceShare,
  }
}

/** Copies first: the library checks `instanceof Uint8Array`, which a Buffer from another realm fails. */
export const combineShares = (a: Uint8Array, b: Uint8Array) =>
  combine([Uint8Array.from(a), Uint8Array.from(b)])

/** scrypt at the smallest N the server accepts, so tests stay fast. */
export const TEST_SCRYPT = { kdf: 'scrypt', N: 2 ** 14, r: 8, p: 1 } as const

export function wrapWithPassword(recoveryKey: Uint8Array, password: string) {
  const salt = randomBytes(16)
  const kek = scryptSync(password, salt, 32, { N: TEST_SCRYPT.N, r: TEST_SCRYPT.r, p: 1 })
  return {
    wrappedKey: Buffer.from(seal(kek, recoveryKey)).toString('base64url'),
    params: { ...TEST_SCRYPT, salt: salt.toString('base64url') },
  }
}

export function unwrapWithPassword(
  wrappedKey: string,
  params: { N: number; r: number; p: number; salt: string },
  password: string,
): Buffer {
  const kek = scryptSync(password, Buffer.from(params.salt, 'base64url'), 32, {
    N: params.N,
    r: params.r,
    p: params.p,
  })
  return unseal(kek, Buffer.from(wrappedKey, 'base64url').toString('utf8'))
}
