/**
 * Signs a serialized Solana transaction (legacy or v0 wire format) with the user's key: finds
 * the user among the message's required signers and writes their ed25519 signature of the
 * message bytes into that signer's slot. Other signatures are left as they are.
 */
import { PorticoError, type PorticoErrorOptions } from '@portico/shared'
import { base58 } from '@scure/base'

export class SolanaTransactionError extends PorticoError {
  override name = 'SolanaTransactionError'
  constructor(message: string, options: PorticoErrorOptions = {}) {
    super(message, { code: 'SOLANA_TRANSACTION_INVALID', ...options })
  }
}

/** Solana's compact-u16 length prefix: the value and the offset after it. */
function readShortVec(bytes: Uint8Array, offset: number): [number, number] {
  let value = 0
  for (let i = 0; i < 3; i++) {
    const byte = bytes[offset + i]
    if (byte === undefined) throw new SolanaTransactionError('Truncated transaction')
    value |= (byte & 0x7f) << (7 * i)
    if (!(byte & 0x80)) return [value, offset + i + 1]
  }
  throw new SolanaTransactionError('Bad length prefix')
}

export function signSolanaTransaction(
  wire: Uint8Array,
  signerAddress: string,
  sign: (message: Uint8Array) => Uint8Array,
): Uint8Array {
  const [signatureCount, signaturesStart] = readShortVec(wire, 0)
  const messageStart = signaturesStart + signatureCount * 64
  const message = wire.subarray(messageStart)
  const prefix = message[0]
  if (prefix === undefined) throw new SolanaTransactionError('Truncated transaction')
  const versioned = (prefix & 0x80) !== 0
  if (versioned && (prefix & 0x7f) !== 0) throw new SolanaTransactionError('Unsupported version')
  const headerAt = versioned ? 1 : 0
  const requiredSignatures = message[headerAt]
  if (requiredSignatures !== signatureCount)
    throw new SolanaTransactionError('Signature count does not match the message')
  const [keyCount, keysStart] = readShortVec(message, headerAt + 3)
  if (keysStart + keyCount * 32 > message.length || keyCount < requiredSignatures)
    throw new SolanaTransactionError('Truncated transaction')
  let index = -1
  for (let i = 0; i < requiredSignatures; i++) {
    const key = message.subarray(keysStart + 32 * i, keysStart + 32 * (i + 1))
    if (base58.encode(key) === signerAddress) index = i
  }
  if (index < 0) throw new SolanaTransactionError('The user is not a signer of this transaction')
  const signed = Uint8Array.from(wire)
  signed.set(sign(message), signaturesStart + 64 * index)
  return signed
}
