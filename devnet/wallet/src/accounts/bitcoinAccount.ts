/**
 * The wallet's Bitcoin account: a secp256k1 key at the BIP-84 path m/84'/0'/0'/0/<index>
 * and its native SegWit (P2WPKH) address, bech32 `bc1q…` of hash160(compressed public key).
 */
import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { bech32 } from '@scure/base'
import { HDKey } from '@scure/bip32'

export interface BitcoinAccount {
  address: string
  /** 33-byte compressed public key. */
  publicKey: Uint8Array
  privateKey: Uint8Array
}

export const bitcoinDerivationPath = (index: number) => `m/84'/0'/0'/0/${index}`

export function deriveBitcoinAccount(seed: Uint8Array, index: number): BitcoinAccount {
  const key = HDKey.fromMasterSeed(seed).derive(bitcoinDerivationPath(index))
  if (!key.privateKey || !key.publicKey) throw new Error('BIP-32 derivation gave no key')
  return {
    address: p2wpkhAddress(key.publicKey),
    publicKey: key.publicKey,
    privateKey: key.privateKey,
  }
}

/** Native SegWit v0 address on mainnet (`bc`). */
export function p2wpkhAddress(compressedPublicKey: Uint8Array, hrp = 'bc'): string {
  const program = ripemd160(sha256(compressedPublicKey))
  return bech32.encode(hrp, [0, ...bech32.toWords(program)])
}
