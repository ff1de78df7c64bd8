/**
 * Polkadot signing, shared by the demo wallet (`polkadot_signMessage`,
 * `polkadot_signTransaction`) and the test extension (polkadot{.js} `signRaw`, `signPayload`).
 *
 * Messages are wrapped in <Bytes>…</Bytes> first, as polkadot{.js} extensions do, so a signed
 * message can never be a valid transaction. Transactions come as a complete SignerPayloadJSON;
 * its signing payload is what @polkadot/types' `ExtrinsicPayload` encodes for the payload's own
 * signed extensions (in their order, with their extra and additional-signed fields), hashed with
 * blake2b-256 when longer than 256 bytes — polkadot{.js}'s `signPayload` rules. The signature
 * carries the MultiSignature type byte (0x00 = ed25519), ready for the extrinsic.
 */
import { ed25519 } from '@noble/curves/ed25519'
import { blake2b } from '@noble/hashes/blake2'
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils'
import { TypeRegistry } from '@polkadot/types'
import { findUnknownExtensions } from '@polkadot/types/extrinsic/signedExtensions'
import { PorticoError } from '@portico/shared'
import { z } from 'zod'
import type { PolkadotAccount } from './polkadotAccount.ts'
import { decodeSs58 } from './ss58.ts'

const BYTES_PREFIX = utf8ToBytes('<Bytes>')
const BYTES_SUFFIX = utf8ToBytes('</Bytes>')

/** A bad request to sign (the caller answers it as invalid params). */
export class PolkadotSigningError extends PorticoError {
  override name = 'PolkadotSigningError'
  constructor(message: string) {
    super(message, { code: 'POLKADOT_BAD_PAYLOAD' })
  }
}

const hex = z.string().regex(/^0x([0-9a-fA-F]{2})*$/, 'must be 0x-prefixed hex')
const hash = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 32-byte 0x-prefixed hash')
const numeric = z.union([hex, z.number().int().nonnegative(), z.string().regex(/^\d+$/)])

/** polkadot{.js}'s SignerPayloadJSON, complete: what the wallet needs to encode it exactly. */
export const signerPayloadSchema = z.object({
  address: z.string().min(1),
  assetId: z.union([numeric, z.record(z.string(), z.unknown())]).nullish(),
  blockHash: hash,
  blockNumber: numeric,
  era: hex,
  genesisHash: hash,
  metadataHash: hash.nullish(),
  method: hex,
  mode: z.number().int().min(0).max(1).optional(),
  nonce: numeric,
  signedExtensions: z.array(z.string().min(1)),
  specVersion: numeric,
  tip: numeric,
  transactionVersion: numeric,
  version: z.literal(4),
  withSignedTransaction: z.boolean().optional(),
})

export type PolkadotSignerPayload = z.infer<typeof signerPayloadSchema>

/** polkadot{.js}'s SignerPayloadRaw (`signRaw`): bytes to sign as a message. */
export const signerRawSchema = z.object({
  address: z.string().min(1),
  data: z.string().min(1),
  type: z.enum(['bytes', 'payload']),
})

/** Hex (0x…) is taken as bytes, anything else as UTF-8 text; wrapped in <Bytes> once. */
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

/**
 * The extrinsic signing payload of `payload`, SCALE-encoded by @polkadot/types for its signed
 * extensions. An extension @polkadot/types does not know is refused: its fields would be
 * missing from what is signed.
 */
export function encodeSignerPayload(payload: PolkadotSignerPayload): Uint8Array {
  const unknown = findUnknownExtensions(payload.signedExtensions)
  if (unknown.length > 0)
    throw new PolkadotSigningError(`Unknown signed extensions: ${unknown.join(', ')}`)
  const registry = new TypeRegistry()
  registry.setSignedExtensions(payload.signedExtensions)
  try {
    return registry
      .createType('ExtrinsicPayload', payload, { version: payload.version })
      .toU8a({ method: true })
  } catch (cause) {
    throw new PolkadotSigningError(
      `The transaction payload cannot be encoded: ${(cause as Error).message}`,
    )
  }
}

/** The bytes the key signs: the encoded payload, or its blake2b-256 hash past 256 bytes. */
export function signingBytes(payload: PolkadotSignerPayload): Uint8Array {
  const encoded = encodeSignerPayload(payload)
  return encoded.length > 256 ? blake2b(encoded, { dkLen: 32 }) : encoded
}

/** Returns 0x00 ‖ signature: an ed25519 MultiSignature, ready for the extrinsic. */
export function signPolkadotTransaction(
  account: PolkadotAccount,
  payload: PolkadotSignerPayload,
): `0x${string}` {
  if (!isAccountAddress(account, payload.address))
    throw new PolkadotSigningError(`The payload is for another account: ${payload.address}`)
  const signature = ed25519.sign(signingBytes(payload), account.privateKey)
  return `0x00${bytesToHex(signature)}`
}

/** Whether `address` (SS58, any prefix) is this account's public key. */
export function isAccountAddress(account: PolkadotAccount, address: string): boolean {
  try {
    const { publicKey } = decodeSs58(address)
    return bytesToHex(publicKey) === bytesToHex(account.publicKey)
  } catch {
    return false
  }
}

function startsWith(bytes: Uint8Array, prefix: Uint8Array): boolean {
  return bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b)
}
