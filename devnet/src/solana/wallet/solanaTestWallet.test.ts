import { ed25519 } from '@noble/curves/ed25519'
import { base64 } from '@scure/base'
import {
  Connection,
  Keypair,
  type PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_MNEMONIC } from '../../chain/startAnvil.ts'
import { SOLANA_LOCAL_2_GENESIS_HASH } from '../genesisHash.ts'
import { type RunningSolanaCluster, startSolanaCluster } from '../startSolanaCluster.ts'
import { deriveSolanaTestKeys } from '../testKeys.ts'
import {
  createSolanaTestWallet,
  deriveSolanaWalletAccount,
  type SolanaTestWallet,
  SolanaWalletError,
  solanaSignAndSendParams,
  solanaSignMessageParams,
} from './solanaTestWallet.ts'

let running: RunningSolanaCluster
let connection: Connection
let wallet: SolanaTestWallet
const [key0, key1] = deriveSolanaTestKeys(2) as [Keypair, Keypair]
const account = deriveSolanaWalletAccount(DEVNET_MNEMONIC, 0)

beforeAll(async () => {
  running = await startSolanaCluster({ port: 0, slotMs: 100 })
  connection = new Connection(running.url, 'confirmed')
  wallet = createSolanaTestWallet(account, [
    { chain: running.deployment.caip2, rpcUrl: running.url },
  ])
})
afterAll(() => running.stop())

async function transferTo(to: PublicKey, lamports: number): Promise<string> {
  const { blockhash } = await connection.getLatestBlockhash()
  const tx = new Transaction({ feePayer: key0.publicKey, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: key0.publicKey, toPubkey: to, lamports }),
  )
  return tx.serialize({ requireAllSignatures: false }).toString('base64')
}

describe('the Solana test wallet', () => {
  it("is the local cluster's funded test key 0", async () => {
    expect(wallet.address).toBe(key0.publicKey.toBase58())
    expect(base64.decode(wallet.publicKey)).toEqual(key0.publicKey.toBytes())
    expect(await connection.getBalance(key0.publicKey)).toBeGreaterThan(0)
    expect(wallet.chains).toEqual([running.deployment.caip2])
  })

  it('signs a message with ed25519 under its public key', () => {
    const message = new TextEncoder().encode('Sign in to Portico')
    const { signedMessage, signature } = wallet.signMessage({
      account: wallet.address,
      message: base64.encode(message),
    })
    expect(base64.decode(signedMessage)).toEqual(message)
    expect(ed25519.verify(base64.decode(signature), message, key0.publicKey.toBytes())).toBe(true)
    expect(
      ed25519.verify(
        base64.decode(signature),
        new TextEncoder().encode('other'),
        key0.publicKey.toBytes(),
      ),
    ).toBe(false)
  })

  it('signs a legacy and a v0 transaction that verify', async () => {
    const { signedTransaction } = wallet.signTransaction({
      account: wallet.address,
      chain: running.deployment.caip2,
      transaction: await transferTo(key1.publicKey, 1),
    })
    expect(Transaction.from(Buffer.from(signedTransaction, 'base64')).verifySignatures()).toBe(true)

    const { blockhash } = await connection.getLatestBlockhash()
    const v0 = new VersionedTransaction(
      new TransactionMessage({
        payerKey: key0.publicKey,
        recentBlockhash: blockhash,
        instructions: [
          SystemProgram.transfer({
            fromPubkey: key0.publicKey,
            toPubkey: key1.publicKey,
            lamports: 1,
          }),
        ],
      }).compileToV0Message(),
    )
    const signedV0 = VersionedTransaction.deserialize(
      base64.decode(
        wallet.signTransaction({
          account: wallet.address,
          transaction: Buffer.from(v0.serialize()).toString('base64'),
        }).signedTransaction,
      ),
    )
    const [signature] = signedV0.signatures
    expect(
      ed25519.verify(
        signature as Uint8Array,
        signedV0.message.serialize(),
        key0.publicKey.toBytes(),
      ),
    ).toBe(true)
  })

  it('signs and sends a SOL transfer that the cluster confirms', async () => {
    const receiver = Keypair.generate().publicKey
    const before = await connection.getBalance(key0.publicKey)
    const { signature } = await wallet.signAndSendTransaction({
      account: wallet.address,
      chain: running.deployment.caip2,
      transaction: await transferTo(receiver, 1_500_000),
      options: { preflightCommitment: 'confirmed' },
    })
    const status = await connection.getSignatureStatus(signature)
    expect(status.value?.err).toBeNull()
    expect(status.value?.confirmationStatus).toMatch(/confirmed|finalized/)
    expect(await connection.getBalance(receiver)).toBe(1_500_000)
    expect(await connection.getBalance(key0.publicKey)).toBeLessThanOrEqual(before - 1_500_000)
  })

  it('refuses what it cannot sign and sends nothing then', async () => {
    const receiver = Keypair.generate().publicKey
    const transaction = await transferTo(receiver, 1_000)
    const refusal = (fn: () => unknown) => {
      try {
        fn()
      } catch (error) {
        return error
      }
      return null
    }
    // Another account, another chain, a transaction that does not ask this key to sign.
    expect(
      refusal(() => wallet.signTransaction({ account: key1.publicKey.toBase58(), transaction })),
    ).toMatchObject({ rpcCode: 4100 })
    const otherChain = `solana:${SOLANA_LOCAL_2_GENESIS_HASH.slice(0, 32)}`
    await expect(
      wallet.signAndSendTransaction({ account: wallet.address, chain: otherChain, transaction }),
    ).rejects.toMatchObject({ rpcCode: -32602 })
    const { blockhash } = await connection.getLatestBlockhash()
    const notOurs = new Transaction({ feePayer: key1.publicKey, recentBlockhash: blockhash })
      .add(SystemProgram.transfer({ fromPubkey: key1.publicKey, toPubkey: receiver, lamports: 1 }))
      .serialize({ requireAllSignatures: false })
      .toString('base64')
    const error = refusal(() =>
      wallet.signTransaction({ account: wallet.address, transaction: notOurs }),
    )
    expect(error).toBeInstanceOf(SolanaWalletError)
    expect((error as SolanaWalletError).rpcCode).toBe(-32602)
    expect(await connection.getBalance(receiver)).toBe(0)
  })

  it("passes the cluster's refusal on (a transfer beyond the balance)", async () => {
    const receiver = Keypair.generate().publicKey
    const balance = await connection.getBalance(key0.publicKey)
    await expect(
      wallet.signAndSendTransaction({
        account: wallet.address,
        chain: running.deployment.caip2,
        transaction: await transferTo(receiver, balance * 2),
      }),
    ).rejects.toBeInstanceOf(SolanaWalletError)
    expect(await connection.getBalance(receiver)).toBe(0)
  })

  it('checks its parameters', () => {
    expect(
      solanaSignMessageParams.safeParse({ account: wallet.address, message: '***' }).success,
    ).toBe(false)
    expect(
      solanaSignAndSendParams.safeParse({
        account: wallet.address,
        chain: 'eip155:1',
        transaction: 'AA==',
      }).success,
    ).toBe(false)
    expect(
      solanaSignAndSendParams.safeParse({
        account: wallet.address,
        chain: running.deployment.caip2,
        transaction: 'AA==',
        extra: 1,
      }).success,
    ).toBe(false)
  })
})
