import { base58 } from '@scure/base'
import { mnemonicToSeedSync } from '@scure/bip39'
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { deriveSolanaAccount } from './solanaAccount.ts'
import { signSolanaTransaction } from './solanaTransaction.ts'

const account = deriveSolanaAccount(
  mnemonicToSeedSync('test test test test test test test test test test test junk'),
  0,
)
const payer = new PublicKey(account.address)
const recipient = Keypair.generate().publicKey
const blockhash = '11111111111111111111111111111111'
const transfer = SystemProgram.transfer({ fromPubkey: payer, toPubkey: recipient, lamports: 5 })

describe('signSolanaTransaction', () => {
  it('signs a legacy transaction so that @solana/web3.js verifies it', () => {
    const tx = new Transaction({ feePayer: payer, recentBlockhash: blockhash }).add(transfer)
    const unsigned = tx.serialize({ requireAllSignatures: false }).toString('base64')
    const signed = signSolanaTransaction(account, unsigned)
    const parsed = Transaction.from(Buffer.from(signed.transaction, 'base64'))
    expect(parsed.verifySignatures()).toBe(true)
    expect(base58.encode(parsed.signature ?? new Uint8Array())).toBe(signed.signature)
  })

  it('signs a versioned (v0) transaction', () => {
    const message = new TransactionMessage({
      payerKey: payer,
      recentBlockhash: blockhash,
      instructions: [transfer],
    }).compileToV0Message()
    const unsigned = Buffer.from(new VersionedTransaction(message).serialize()).toString('base64')
    const signed = signSolanaTransaction(account, unsigned)
    const parsed = VersionedTransaction.deserialize(Buffer.from(signed.transaction, 'base64'))
    expect(parsed.signatures).toHaveLength(1)
    expect(base58.encode(parsed.signatures[0] ?? new Uint8Array())).toBe(signed.signature)
    const check = new VersionedTransaction(parsed.message, parsed.signatures)
    expect(Buffer.from(check.serialize()).toString('base64')).toBe(signed.transaction)
  })

  it('keeps the other signers’ slots when a second key must sign too', () => {
    const cosigner = Keypair.generate()
    const tx = new Transaction({ feePayer: payer, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: cosigner.publicKey, toPubkey: recipient, lamports: 1 }),
    )
    tx.partialSign(cosigner)
    const unsigned = tx.serialize({ requireAllSignatures: false }).toString('base64')
    const parsed = Transaction.from(
      Buffer.from(signSolanaTransaction(account, unsigned).transaction, 'base64'),
    )
    expect(parsed.verifySignatures()).toBe(true)
  })

  it('refuses a transaction that our key does not sign', () => {
    const stranger = Keypair.generate().publicKey
    const tx = new Transaction({ feePayer: stranger, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: stranger, toPubkey: recipient, lamports: 5 }),
    )
    const unsigned = tx.serialize({ requireAllSignatures: false }).toString('base64')
    expect(() => signSolanaTransaction(account, unsigned)).toThrow(/does not ask/)
  })

  it('refuses truncated bytes', () => {
    expect(() => signSolanaTransaction(account, 'AQ==')).toThrow(/truncated/)
  })
})
