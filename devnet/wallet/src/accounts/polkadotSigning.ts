/**
 * Polkadot signing for `polkadot_signMessage` and `polkadot_signTransaction`.
 * Messages are wrapped in <Bytes>…</Bytes> first, as polkadot{.js} extensions do, so a signed
 * message can never be a valid transaction. Transactions: the classic extrinsic signing
 * payload is SCALE-encoded from the dapp's SignerPayloadJSON and hashed with blake2b-256 when
 * longer than 256 bytes; the result carries the MultiSignature type byte (0x00 = ed25519).
 */
import { ed25519 } from '@noble/curves/ed25519'
import { blake2b } from '@noble/hashes/blake2'
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils'
import type { PolkadotAccount } from './polkadotAccount.ts'

const BYTES_PREFIX = utf8ToBytes('<Bytes>')
const BYTES_SUFFIX = utf8ToBytes('</Bytes>')

/** Hex (0x…) is taken as bytes, anything else as UTF-8 text. */
export function polkadotMessageBytes(message: string): Uint8Array {
  const raw = /^0x([0-9a-fA-F]{2})*$/.test(message)
    ? hexToBytes(message.slice(2))
    : utf8ToBytes(message)
  const wrapped =
    startsWith(raw, BYTES_PREFIX) &&
    startsWith(raw.slice().reverse(), BYTES_SUFFIX.slice().reverse())
  return wrapped ? raw : concatBytes(BYTES_PREFIX, raw, BYTES_SUFFIX)
}

/** Returns the 64-byte ed25519 signature as 0x-hex. */
export function signPolkadotMessage(account: PolkadotAccount, message: string): `0x${string}` {
  return `0x${bytesToHex(ed25519.sign(polkadotMessageBytes(message), account.privateKey))}`
}

/** The fields of polkadot{.js}'s SignerPayloadJSON that the signing payload is made of. */
export interface PolkadotSignerPayload {
  method: string
  era: string
  nonce: string | number
  tip: string | number
  specVersion: string | number
  transactionVersion: string | number
  genesisHash: string
  blockHash: string
  /** CheckMetadataHash: present on runtimes that have the extension. */
  mode?: number
  metadataHash?: string | null
}

export function encodeSignerPayload(payload: PolkadotSignerPayload): Uint8Array {
  const parts = [
    hexBytes(payload.method),
    hexBytes(payload.era),
    compact(BigInt(payload.nonce)),
    compact(BigInt(payload.tip)),
  ]
  if (payload.mode !== undefined) parts.push(new Uint8Array([payload.mode]))
  parts.push(u32(payload.specVersion), u32(payload.transactionVersion))
  parts.push(hexBytes(payload.genesisHash), hexBytes(payload.blockHash))
  if (payload.mode !== undefined)
    parts.push(
      payload.metadataHash
        ? concatBytes(new Uint8Array([1]), hexBytes(payload.metadataHash))
        : new Uint8Array([0]),
    )
  return concatBytes(...parts)
}

/** Returns 0x00 ‖ signature: an ed25519 MultiSignature, ready for the extrinsic. */
export function signPolkadotTransaction(
  account: PolkadotAccount,
  payload: PolkadotSignerPayload,
): `0x${string}` {
  const encoded = encodeSignerPayload(payload)
  const signed = encoded.length > 256 ? blake2b(encoded, { dkLen: 32 }) : encoded
  const signature = ed25519.sign(signed, account.privateKey)
  return `0x00${bytesToHex(signature)}`
}

function startsWith(bytes: Uint8Array, prefix: Uint8Array): boolean {
  return bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b)
}

function hexBytes(value: string): Uint8Array {
  if (!/^0x([0-9a-fA-F]{2})*$/.test(value)) throw new Error(`Not 0x-prefixed hex: ${value}`)
  return hexToBytes(value.slice(2))
}

function u32(value: string | number): Uint8Array {
  const bytes = new Uint8Array(4)
  const number =
    typeof value === 'string' && value.startsWith('0x') ? Number.parseInt(value, 16) : Number(value)
  new DataView(bytes.buffer).setUint32(0, number, true)
  return bytes
}

/** SCALE compact integer. */
function compact(value: bigint): Uint8Array {
  if (value < 0n) throw new Error('Negative compact integer')
  if (value < 1n << 6n) return new Uint8Array([Number(value << 2n)])
  if (value < 1n << 14n) {
    const v = Number((value << 2n) | 1n)
    return new Uint8Array([v & 0xff, v >> 8])
  }
  if (value < 1n << 30n) {
    const bytes = new Uint8Array(4)
    new DataView(bytes.buffer).setUint32(0, Number((value << 2n) | 2n), true)
    return bytes
  }
  const out: number[] = []
  let rest = value
  while (rest > 0n) {
    out.push(Number(rest & 0xffn))
    rest >>= 8n
  }
  return new Uint8Array([((out.length - 4) << 2) | 3, ...out])
}
