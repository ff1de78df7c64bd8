import { generateKeyPairSync, sign, verify } from 'node:crypto'
import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { SolanaTransactionError, signSolanaTransaction } from './signSolanaTransaction.ts'

const { privateKey, publicKey } = generateKeyPairSync('ed25519')
const signer = Buffer.from(publicKey.export({ format: 'jwk' }).x ?? '', 'base64url')
const feePayer = new Uint8Array(32).fill(3)
const signWithKey = (message: Uint8Array) => new Uint8Array(sign(null, message, privateKey))

/** Two required signers (fee payer first), one program, a blockhash, no instructions. */
function message(versioned: boolean): Uint8Array {
  const body = [
    2,
    0,
    1,
    3,
    ...feePayer,
    ...signer,
    ...new Uint8Array(32),
    ...new Uint8Array(32).fill(5),
    0,
  ]
  return new Uint8Array(versioned ? [0x80, ...body, 0] : body)
}

describe('signSolanaTransaction', () => {
  it.each([false, true])(
    'signs the user’s slot and keeps the others (versioned: %s)',
    (versioned) => {
      const feePayerSignature = new Uint8Array(64).fill(1)
      const msg = message(versioned)
      const wire = new Uint8Array([2, ...feePayerSignature, ...new Uint8Array(64), ...msg])
      const signed = signSolanaTransaction(wire, base58.encode(signer), signWithKey)
      expect(signed.subarray(1, 65)).toEqual(feePayerSignature)
      expect(verify(null, msg, publicKey, signed.subarray(65, 129))).toBe(true)
      expect(signed.subarray(129)).toEqual(msg)
      expect(wire.subarray(65, 129)).toEqual(new Uint8Array(64))
    },
  )

  it('refuses a transaction the user does not sign, and malformed bytes', () => {
    const wire = new Uint8Array([2, ...new Uint8Array(128), ...message(false)])
    expect(() =>
      signSolanaTransaction(wire, base58.encode(new Uint8Array(32).fill(9)), signWithKey),
    ).toThrow(SolanaTransactionError)
    expect(() =>
      signSolanaTransaction(wire.subarray(0, 100), base58.encode(signer), signWithKey),
    ).toThrow(SolanaTransactionError)
    const wrongCount = new Uint8Array([1, ...new Uint8Array(64), ...message(false)])
    expect(() => signSolanaTransaction(wrongCount, base58.encode(signer), signWithKey)).toThrow(
      'Signature count',
    )
  })
})
