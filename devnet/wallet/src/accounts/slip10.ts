/**
 * SLIP-0010 key derivation for ed25519: the scheme Solana wallets use to turn a BIP-39 seed
 * into keys (https://github.com/satoshilabs/slips/blob/master/slip-0010.md). ed25519 only
 * supports hardened steps, so every path segment must end in `'`.
 */
import { hmac } from '@noble/hashes/hmac'
import { sha512 } from '@noble/hashes/sha2'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils'

const HARDENED = 0x80000000

export interface Slip10Node {
  /** The 32-byte ed25519 private key (seed). */
  privateKey: Uint8Array
  chainCode: Uint8Array
}

/** Parses `m/44'/501'/0'/0'` into hardened indices; throws on a non-hardened or bad segment. */
export function parseHardenedPath(path: string): number[] {
  const [root, ...segments] = path.split('/')
  if (root !== 'm') throw new Error(`Derivation path must start with "m": ${path}`)
  return segments.map((segment) => {
    const match = /^(\d+)'$/.exec(segment)
    const index = match ? Number(match[1]) : Number.NaN
    if (!Number.isSafeInteger(index) || index >= HARDENED)
      throw new Error(`ed25519 derivation needs hardened segments such as 0': got "${segment}"`)
    return index + HARDENED
  })
}

/** Derives the ed25519 key at `path` from a BIP-39 seed. */
export function deriveSlip10Ed25519(seed: Uint8Array, path: string): Slip10Node {
  let node = split(hmac(sha512, utf8ToBytes('ed25519 seed'), seed))
  for (const index of parseHardenedPath(path)) {
    const data = concatBytes(new Uint8Array([0]), node.privateKey, ser32(index))
    node = split(hmac(sha512, node.chainCode, data))
  }
  return node
}

function split(digest: Uint8Array): Slip10Node {
  return { privateKey: digest.slice(0, 32), chainCode: digest.slice(32) }
}

function ser32(value: number): Uint8Array {
  const bytes = new Uint8Array(4)
  new DataView(bytes.buffer).setUint32(0, value, false)
  return bytes
}
