/**
 * Signs a serialized Solana transaction (legacy or versioned) without a Solana SDK: the wire
 * format is a compact-u16 count of 64-byte signatures followed by the message; the message's
 * header says how many of its first account keys must sign. We sign the message bytes and
 * put the signature in the slot of our key.
 */
import { ed25519 } from '@noble/curves/ed25519'
import { concatBytes } from '@noble/hashes/utils'
import { base58, base64 } from '@scure/base'
import type { SolanaAccount } from './solanaAccount.ts'

export interface SignedSolanaTransaction {
  /** base58 of our signature (the transaction id when we are the fee payer). */
  signature: string
  /** base64 of the transaction with our signature in place. */
  transaction: string
}

export function signSolanaTransaction(
  account: SolanaAccount,
  transactionBase64: string,
): SignedSolanaTransaction {
  const wire = base64.decode(transactionBase64)
  const [signatureCount, countLength] = readCompactU16(wire, 0)
  const messageStart = countLength + signatureCount * 64
  const message = wire.subarray(messageStart)
  if (message.length < 4) throw new Error('The transaction is truncated')
  // A versioned message starts with 0x80 | version; a legacy one starts with its header.
  const headerAt = (message[0] ?? 0) & 0x80 ? 1 : 0
  const requiredSignatures = message[headerAt] ?? 0
  const [keyCount, keyCountLength] = readCompactU16(message, headerAt + 3)
  const keysStart = headerAt + 3 + keyCountLength
  if (message.length < keysStart + keyCount * 32) throw new Error('The transaction is truncated')
  let slot = -1
  for (let i = 0; i < Math.min(requiredSignatures, keyCount); i++) {
    const key = message.subarray(keysStart + i * 32, keysStart + (i + 1) * 32)
    if (key.every((byte, j) => byte === account.publicKey[j])) slot = i
  }
  if (slot < 0) throw new Error(`The transaction does not ask ${account.address} to sign it`)
  const signatures: Uint8Array[] = []
  for (let i = 0; i < requiredSignatures; i++) {
    const existing =
      i < signatureCount ? wire.subarray(countLength + i * 64, countLength + (i + 1) * 64) : null
    signatures.push(existing ? existing.slice() : new Uint8Array(64))
  }
  const signature = ed25519.sign(message, account.privateKey)
  signatures[slot] = signature
  const signed = concatBytes(writeCompactU16(requiredSignatures), ...signatures, message)
  return { signature: base58.encode(signature), transaction: base64.encode(signed) }
}

function readCompactU16(bytes: Uint8Array, offset: number): [value: number, length: number] {
  let value = 0
  for (let i = 0; i < 3; i++) {
    const byte = bytes[offset + i]
    if (byte === undefined) throw new Error('The transaction is truncated')
    value |= (byte & 0x7f) << (7 * i)
    if (!(byte & 0x80)) return [value, i + 1]
  }
  throw new Error('The transaction has a malformed length prefix')
}

function writeCompactU16(value: number): Uint8Array {
  const out: number[] = []
  let rest = value
  do {
    let byte = rest & 0x7f
    rest >>= 7
    if (rest) byte |= 0x80
    out.push(byte)
  } while (rest)
  return new Uint8Array(out)
}
