/**
 * A new user's keys: an EVM EOA (viem) and a Solana ed25519 key (node:crypto), the private
 * halves encrypted under the master key before they leave this function.
 */
import { generateKeyPairSync } from 'node:crypto'
import { hexToBytes } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { encryptPrivateKey } from './encryptPrivateKey.ts'
import { toSolanaAddress } from './solanaKeys.ts'

export interface UserKeys {
  evmAddress: string
  evmPrivateKey: string
  solanaAddress: string
  solanaPrivateKey: string
}

/** Associated data binding a stored key to its user and kind. */
export const privateKeyAad = (userId: string, kind: 'evm' | 'solana') => `${userId}:${kind}`

export function createUserKeys(masterKey: Uint8Array, userId: string): UserKeys {
  const evmKey = generatePrivateKey()
  const evmAddress = privateKeyToAccount(evmKey).address
  const solana = generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' })
  if (!solana.d || !solana.x) throw new Error('ed25519 key generation failed')
  const seed = Buffer.from(solana.d, 'base64url')
  return {
    evmAddress,
    evmPrivateKey: encryptPrivateKey(masterKey, hexToBytes(evmKey), privateKeyAad(userId, 'evm')),
    solanaAddress: toSolanaAddress(Buffer.from(solana.x, 'base64url')),
    solanaPrivateKey: encryptPrivateKey(masterKey, seed, privateKeyAad(userId, 'solana')),
  }
}
