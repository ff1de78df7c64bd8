/**
 * Signatures with the combined wallet secret (never held as a string): EVM messages, typed data
 * and transactions with @noble/curves' secp256k1 (deterministic RFC 6979, low-s, as viem signs),
 * hashed and serialized by viem; Solana messages and transactions with ed25519.
 */
import { ed25519 } from '@noble/curves/ed25519'
import { secp256k1 } from '@noble/curves/secp256k1'
import { base58 } from '@scure/base'
import {
  type Hex,
  hashMessage,
  hashTypedData,
  hexToBytes,
  keccak256,
  numberToHex,
  serializeSignature,
  serializeTransaction,
  type TransactionSerializable,
} from 'viem'
import { signSolanaTransaction } from './signSolanaTransaction.ts'
import { evmKeyOf, solanaSeedOf } from './walletSecret.ts'
import type { EvmSignRequest, EvmTransactionRequest, SolanaSignRequest } from './walletWorkerApi.ts'

function signHash(secret: Uint8Array, hash: Hex) {
  const signature = secp256k1.sign(hexToBytes(hash), evmKeyOf(secret))
  return {
    r: numberToHex(signature.r, { size: 32 }),
    s: numberToHex(signature.s, { size: 32 }),
    yParity: signature.recovery,
    // A legacy transaction's serializer derives EIP-155's v from this one.
    v: 27n + BigInt(signature.recovery),
  }
}

/** The viem transaction for a populated request: EIP-1559 unless it carries a gasPrice. */
export function toViemTransaction(tx: EvmTransactionRequest): TransactionSerializable {
  const base = {
    chainId: tx.chainId,
    to: tx.to,
    value: tx.value === undefined ? undefined : BigInt(tx.value),
    data: tx.data,
    nonce: tx.nonce,
    gas: BigInt(tx.gas),
  }
  if (tx.gasPrice !== undefined && tx.maxFeePerGas === undefined)
    return { ...base, type: 'legacy', gasPrice: BigInt(tx.gasPrice) }
  return {
    ...base,
    type: 'eip1559',
    maxFeePerGas: tx.maxFeePerGas === undefined ? undefined : BigInt(tx.maxFeePerGas),
    maxPriorityFeePerGas:
      tx.maxPriorityFeePerGas === undefined ? undefined : BigInt(tx.maxPriorityFeePerGas),
  }
}

export function signEvmWithSecret(secret: Uint8Array, request: EvmSignRequest): Hex {
  switch (request.kind) {
    case 'message':
      return serializeSignature(signHash(secret, hashMessage(request.message)))
    case 'typedData':
      return serializeSignature(
        signHash(secret, hashTypedData(request.typedData as Parameters<typeof hashTypedData>[0])),
      )
    case 'transaction': {
      const tx = toViemTransaction(request.transaction)
      return serializeTransaction(tx, signHash(secret, keccak256(serializeTransaction(tx))))
    }
  }
}

/** A message signature, or each transaction signed in the signer's slot (all base58). */
export function signSolanaWithSecret(
  secret: Uint8Array,
  solanaAddress: string,
  request: SolanaSignRequest,
): string | string[] {
  const sign = (message: Uint8Array) => ed25519.sign(message, solanaSeedOf(secret))
  if (request.kind === 'message') return base58.encode(sign(base58.decode(request.message)))
  return request.transactions.map((wire) =>
    base58.encode(signSolanaTransaction(base58.decode(wire), solanaAddress, sign)),
  )
}

/** The UTF-8 text both enrolment signatures cover (KEYS.md "First login"). */
export const enrolmentText = (enrolmentId: string) => `Portico wallet enrolment ${enrolmentId}`

export function signEnrolment(secret: Uint8Array, enrolmentId: string) {
  const text = enrolmentText(enrolmentId)
  return {
    evm: signEvmWithSecret(secret, { kind: 'message', message: text }),
    solana: base58.encode(ed25519.sign(new TextEncoder().encode(text), solanaSeedOf(secret))),
  }
}
