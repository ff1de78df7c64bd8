// @vitest-environment node
import {
  Keypair,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { porticoSolanaDevnet } from '../../chains/solana/solanaNetworks.ts'
import { createSolanaProvider } from './createSolanaProvider.ts'
import type { SolanaSigner } from './SolanaSigner.ts'

const owner = Keypair.generate()
const to = Keypair.generate().publicKey
const BLOCKHASH = 'GfVcyD4kkTrj4bKc7WA9sZCin9JDbdT4Zkd3EittNR1W'

/** A wallet holding `owner`: signs the wire bytes it is given, as a real wallet would. */
const signer: SolanaSigner = {
  address: owner.publicKey.toBase58(),
  signMessage: async () => new Uint8Array(64),
  async signTransaction(bytes) {
    try {
      const tx = VersionedTransaction.deserialize(bytes)
      tx.sign([owner])
      return tx.serialize()
    } catch {
      const tx = Transaction.from(bytes)
      tx.partialSign(owner)
      return tx.serialize()
    }
  },
}

const provider = () =>
  createSolanaProvider({ signer, network: porticoSolanaDevnet, rpcUrl: 'http://127.0.0.1:8899' })

describe('the Solana provider', () => {
  it('has the account and a Connection to the cluster RPC it was given', () => {
    const p = provider()
    expect(p.publicKey.toBase58()).toBe(owner.publicKey.toBase58())
    expect(p.connection.rpcEndpoint).toBe('http://127.0.0.1:8899')
    expect(p.chain).toBe(porticoSolanaDevnet.caipNetworkId)
  })

  it('signs a legacy transaction, filling in the fee payer, and gives back a Transaction', async () => {
    const tx = new Transaction({ recentBlockhash: BLOCKHASH }).add(
      SystemProgram.transfer({ fromPubkey: owner.publicKey, toPubkey: to, lamports: 1000 }),
    )
    const signed = await provider().signTransaction(tx)
    expect(signed).toBeInstanceOf(Transaction)
    expect(signed.feePayer?.toBase58()).toBe(owner.publicKey.toBase58())
    expect(signed.verifySignatures()).toBe(true)
  })

  it('signs a versioned transaction and gives back a VersionedTransaction', async () => {
    const message = new TransactionMessage({
      payerKey: owner.publicKey,
      recentBlockhash: BLOCKHASH,
      instructions: [
        SystemProgram.transfer({ fromPubkey: owner.publicKey, toPubkey: to, lamports: 1 }),
      ],
    }).compileToV0Message()
    const signed = await provider().signTransaction(new VersionedTransaction(message))
    expect(signed).toBeInstanceOf(VersionedTransaction)
    expect(signed.signatures[0]?.some((b) => b !== 0)).toBe(true)
  })

  it('refuses what the wallet returns when it is not a transaction', async () => {
    const broken = createSolanaProvider({
      signer: { ...signer, signTransaction: async () => new Uint8Array([1, 2, 3]) },
      network: porticoSolanaDevnet,
      rpcUrl: 'http://127.0.0.1:8899',
    })
    const tx = new Transaction({ recentBlockhash: BLOCKHASH, feePayer: owner.publicKey }).add(
      SystemProgram.transfer({ fromPubkey: owner.publicKey, toPubkey: to, lamports: 1 }),
    )
    await expect(broken.signTransaction(tx)).rejects.toMatchObject({
      code: 'SOLANA_BAD_SIGNED_TRANSACTION',
    })
  })
})
