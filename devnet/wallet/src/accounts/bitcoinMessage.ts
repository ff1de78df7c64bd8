/**
 * Bitcoin signed messages ("ecdsa" protocol): a recoverable secp256k1 signature over
 * sha256d(varstr("Bitcoin Signed Message:\n") ‖ varstr(message)), serialised as base64 of
 * header ‖ r ‖ s. The header is 39 + recovery id, BIP-137's value for P2WPKH addresses.
 */
import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils'
import { base64 } from '@scure/base'
import type { BitcoinAccount } from './bitcoinAccount.ts'

const MAGIC = utf8ToBytes('Bitcoin Signed Message:\n')
export const P2WPKH_HEADER_BASE = 39

export function bitcoinMessageHash(message: string): Uint8Array {
  const text = utf8ToBytes(message)
  return sha256(sha256(concatBytes(varInt(MAGIC.length), MAGIC, varInt(text.length), text)))
}

export function signBitcoinMessage(account: BitcoinAccount, message: string): string {
  const signature = secp256k1.sign(bitcoinMessageHash(message), account.privateKey)
  const header = new Uint8Array([P2WPKH_HEADER_BASE + signature.recovery])
  return base64.encode(concatBytes(header, signature.toCompactRawBytes()))
}

function varInt(n: number): Uint8Array {
  if (n < 0xfd) return new Uint8Array([n])
  if (n <= 0xffff) return new Uint8Array([0xfd, n & 0xff, n >> 8])
  const bytes = new Uint8Array(5)
  bytes[0] = 0xfe
  new DataView(bytes.buffer).setUint32(1, n, true)
  return bytes
}
