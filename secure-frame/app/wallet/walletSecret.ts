/**
 * The wallet's 64-byte secret (secure-frame/KEYS.md "The secret"): bytes 0–31 the EVM private key
 * (a valid secp256k1 scalar), bytes 32–63 the Solana ed25519 seed. Made here, in the frame's
 * worker; callers own the buffer and `.fill(0)` it when done. Addresses derive from the public
 * keys only: the checksummed EVM address (as viem writes it) and the base58 Solana public key.
 */
import { ed25519 } from '@noble/curves/ed25519'
import { secp256k1 } from '@noble/curves/secp256k1'
import { base58 } from '@scure/base'
import { bytesToHex } from 'viem'
import { publicKeyToAddress } from 'viem/accounts'

export const WALLET_SECRET_BYTES = 64

export interface WalletAddresses {
  evmAddress: `0x${string}`
  solanaAddress: string
}

/** A fresh secret: random bytes, redrawn until the EVM half is a valid secp256k1 scalar. */
export function newWalletSecret(): Uint8Array {
  const secret = new Uint8Array(WALLET_SECRET_BYTES)
  do crypto.getRandomValues(secret)
  while (!secp256k1.utils.isValidPrivateKey(evmKeyOf(secret)))
  return secret
}

/** The EVM private key: a view into `secret` (wiping the secret wipes it). */
export const evmKeyOf = (secret: Uint8Array): Uint8Array => secret.subarray(0, 32)
/** The Solana seed: a view into `secret`. */
export const solanaSeedOf = (secret: Uint8Array): Uint8Array => secret.subarray(32, 64)

export function evmAddressOf(secret: Uint8Array): `0x${string}` {
  return publicKeyToAddress(bytesToHex(secp256k1.getPublicKey(evmKeyOf(secret), false)))
}

export function solanaPublicKeyOf(secret: Uint8Array): Uint8Array {
  return ed25519.getPublicKey(solanaSeedOf(secret))
}

export function walletAddressesOf(secret: Uint8Array): WalletAddresses {
  if (secret.length !== WALLET_SECRET_BYTES) throw new Error('A wallet secret is 64 bytes')
  return {
    evmAddress: evmAddressOf(secret),
    solanaAddress: base58.encode(solanaPublicKeyOf(secret)),
  }
}

/** The same wallet? (EVM addresses compare case-insensitively.) */
export function sameAddresses(a: WalletAddresses, b: WalletAddresses): boolean {
  return (
    a.evmAddress.toLowerCase() === b.evmAddress.toLowerCase() && a.solanaAddress === b.solanaAddress
  )
}
