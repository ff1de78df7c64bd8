/**
 * SS58 addresses (Substrate): base58 of prefix ‖ public key ‖ the first two bytes of
 * blake2b-512("SS58PRE" ‖ prefix ‖ public key). Prefix 0 is Polkadot, 42 generic Substrate.
 */
import { blake2b } from '@noble/hashes/blake2'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils'
import { base58 } from '@scure/base'

const SS58_PRE = utf8ToBytes('SS58PRE')

export function encodeSs58(publicKey: Uint8Array, prefix: number): string {
  const body = concatBytes(prefixBytes(prefix), publicKey)
  return base58.encode(concatBytes(body, checksum(body)))
}

/** Decodes and checks an SS58 address; throws on a bad checksum or length. */
export function decodeSs58(address: string): { prefix: number; publicKey: Uint8Array } {
  const bytes = base58.decode(address)
  const first = bytes[0] ?? 0
  const prefixLength = first < 64 ? 1 : 2
  const body = bytes.subarray(0, bytes.length - 2)
  const publicKey = body.subarray(prefixLength)
  if (publicKey.length !== 32) throw new Error(`Not a 32-byte SS58 address: ${address}`)
  const expected = checksum(body)
  if (expected[0] !== bytes[bytes.length - 2] || expected[1] !== bytes[bytes.length - 1])
    throw new Error(`Bad SS58 checksum: ${address}`)
  const second = bytes[1] ?? 0
  const prefix =
    prefixLength === 1 ? first : ((first & 0x3f) << 2) | (second >> 6) | ((second & 0x3f) << 8)
  return { prefix, publicKey: publicKey.slice() }
}

function prefixBytes(prefix: number): Uint8Array {
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > 16383)
    throw new Error(`Bad SS58 prefix: ${prefix}`)
  if (prefix < 64) return new Uint8Array([prefix])
  return new Uint8Array([((prefix & 0xfc) >> 2) | 0x40, (prefix >> 8) | ((prefix & 0x03) << 6)])
}

function checksum(body: Uint8Array): Uint8Array {
  return blake2b(concatBytes(SS58_PRE, body), { dkLen: 64 }).subarray(0, 2)
}
