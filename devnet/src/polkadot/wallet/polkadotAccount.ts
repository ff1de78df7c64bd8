/**
 * The wallet's Polkadot account: an ed25519 key derived the way Substrate tools (subkey,
 * polkadot{.js} with type ed25519) do. The mnemonic's entropy, not its BIP-39 seed, goes
 * through PBKDF2 to a 32-byte "mini secret"; account 0 uses it directly and account N the
 * hard junction `//N`. Addresses are SS58 with prefix 0 (Polkadot).
 */
import { ed25519 } from '@noble/curves/ed25519'
import { blake2b } from '@noble/hashes/blake2'
import { pbkdf2 } from '@noble/hashes/pbkdf2'
import { sha512 } from '@noble/hashes/sha2'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils'
import { mnemonicToEntropy } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english'
import { encodeSs58 } from './ss58.ts'

export const POLKADOT_SS58_PREFIX = 0

export interface PolkadotAccount {
  address: string
  publicKey: Uint8Array
  privateKey: Uint8Array
}

/** Substrate's mini secret: PBKDF2-SHA512(entropy, "mnemonic" + password, 2048)[0..32]. */
export function miniSecretFromMnemonic(mnemonic: string, password = ''): Uint8Array {
  const entropy = mnemonicToEntropy(mnemonic, wordlist)
  const salt = utf8ToBytes(`mnemonic${password}`)
  return pbkdf2(sha512, entropy, salt, { c: 2048, dkLen: 64 }).slice(0, 32)
}

/** The 32-byte chain code of a junction: u64 LE for numbers, SCALE-encoded text otherwise. */
export function junctionChainCode(junction: string | number): Uint8Array {
  let encoded: Uint8Array
  if (typeof junction === 'number' || /^\d+$/.test(junction)) {
    encoded = new Uint8Array(8)
    new DataView(encoded.buffer).setBigUint64(0, BigInt(junction), true)
  } else {
    const text = utf8ToBytes(junction)
    encoded = concatBytes(compactLength(text.length), text)
  }
  if (encoded.length > 32) return blake2b(encoded, { dkLen: 32 })
  const code = new Uint8Array(32)
  code.set(encoded)
  return code
}

/** ed25519 hard derivation: blake2b-256(SCALE("Ed25519HDKD") ‖ seed ‖ chain code). */
export function deriveEd25519Hard(seed: Uint8Array, junction: string | number): Uint8Array {
  const label = utf8ToBytes('Ed25519HDKD')
  return blake2b(
    concatBytes(compactLength(label.length), label, seed, junctionChainCode(junction)),
    {
      dkLen: 32,
    },
  )
}

export function derivePolkadotKey(
  mnemonic: string,
  hardJunctions: (string | number)[],
  prefix = POLKADOT_SS58_PREFIX,
): PolkadotAccount {
  let privateKey = miniSecretFromMnemonic(mnemonic)
  for (const junction of hardJunctions) privateKey = deriveEd25519Hard(privateKey, junction)
  const publicKey = ed25519.getPublicKey(privateKey)
  return { address: encodeSs58(publicKey, prefix), publicKey, privateKey }
}

/** Account 0 is the mnemonic itself, account N is `<mnemonic>//N`. */
export function derivePolkadotAccount(mnemonic: string, index: number): PolkadotAccount {
  return derivePolkadotKey(mnemonic, index === 0 ? [] : [index])
}

/** SCALE compact encoding of a length (enough for text junctions and labels). */
function compactLength(length: number): Uint8Array {
  if (length < 64) return new Uint8Array([length << 2])
  if (length < 16384) return new Uint8Array([((length << 2) | 1) & 0xff, length >> 6])
  throw new Error('Junction too long')
}
