/** Solana ed25519 keys: the address (base58 of the 32-byte public key) and signing with a seed. */
import { createPrivateKey, type KeyObject, sign } from 'node:crypto'
import { base58 } from '@scure/base'

/** PKCS#8 header of an Ed25519 private key (RFC 8410); the 32-byte seed follows it. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')

export function toSolanaAddress(publicKey: Uint8Array): string {
  if (publicKey.length !== 32) throw new Error('A Solana public key has 32 bytes')
  return base58.encode(publicKey)
}

/** The ed25519 private key for a 32-byte seed. */
export function solanaKeyFromSeed(seed: Uint8Array): KeyObject {
  if (seed.length !== 32) throw new Error('An ed25519 seed has 32 bytes')
  const der = Buffer.concat([ED25519_PKCS8_PREFIX, seed])
  return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' })
}

/** The 64-byte ed25519 signature of `message`. */
export function signWithSolanaKey(seed: Uint8Array, message: Uint8Array): Uint8Array {
  return new Uint8Array(sign(null, message, solanaKeyFromSeed(seed)))
}
