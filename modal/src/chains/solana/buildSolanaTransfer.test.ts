// @vitest-environment node

import {
  deriveSolanaTestKeys,
  type RunningSolanaCluster,
  startSolanaCluster,
} from '@portico/devnet'
import { PorticoError } from '@portico/shared'
import {
  createAssociatedTokenAccountIdempotentInstruction,
  decodeTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token'
import {
  Connection,
  type Keypair,
  Keypair as Keys,
  LAMPORTS_PER_SOL,
  PublicKey,
  Transaction,
  type TransactionInstruction,
  type VersionedTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSolanaTransfer } from './buildSolanaTransfer.ts'
import { readRentExemptMinimum, readSolanaSendCost } from './solanaFee.ts'
import { associatedTokenAddress } from './splTokenInstructions.ts'

let running: RunningSolanaCluster
let connection: Connection
const [alice] = deriveSolanaTestKeys(1) as [Keypair]

beforeAll(async () => {
  running = await startSolanaCluster({ port: 0, slotMs: 100 })
  connection = new Connection(running.url, { commitment: 'confirmed', wsEndpoint: running.wsUrl })
}, 60_000)
afterAll(() => running?.stop())

const mintOf = (symbol: string) => {
  const found = running.deployment.mints.find((m) => m.symbol === symbol)
  if (!found) throw new Error(`no ${symbol} mint`)
  return found
}

/** Signs as the wallet would and lands the transaction. */
async function signAndSend(
  tx: VersionedTransaction,
  signer: Keypair,
  lastValidBlockHeight: number,
) {
  tx.sign([signer])
  const signature = await connection.sendTransaction(tx)
  const blockhash = tx.message.recentBlockhash
  await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight })
  return signature
}

const tokenUnits = async (owner: PublicKey, mint: string) => {
  const account = getAssociatedTokenAddressSync(new PublicKey(mint), owner)
  const info = await connection.getAccountInfo(account)
  return info ? BigInt((await connection.getTokenAccountBalance(account)).value.amount) : null
}

/** The instructions of a built legacy message, as web3.js decompiles them. */
const instructionsOf = (tx: VersionedTransaction): TransactionInstruction[] =>
  Transaction.populate(
    // A legacy message decompiles into the legacy Transaction web3.js and spl-token read.
    tx.message as Parameters<typeof Transaction.populate>[0],
  ).instructions

describe('buildSolanaTransfer', () => {
  it('sends SOL: the receiver gets the amount, the sender pays it and the quoted fee', async () => {
    const bob = Keys.generate().publicKey
    const before = BigInt(await connection.getBalance(alice.publicKey))
    const built = await buildSolanaTransfer({
      connection,
      from: alice.publicKey.toBase58(),
      to: bob.toBase58(),
      amount: 1_500_000_000n,
    })
    expect(built).toMatchObject({ createsTokenAccount: false, decimals: 9 })
    expect(built.transaction.version).toBe('legacy')
    const cost = await readSolanaSendCost(connection, built.transaction.message, false)
    expect(cost).toEqual({ feeLamports: 5000n, rentLamports: 0n })
    await signAndSend(built.transaction, alice, built.lastValidBlockHeight)
    expect(await connection.getBalance(bob)).toBe(1.5 * LAMPORTS_PER_SOL)
    expect(BigInt(await connection.getBalance(alice.publicKey))).toBe(
      before - 1_500_000_000n - cost.feeLamports,
    )
  })

  it("sends an SPL token with transferChecked, creating the receiver's token account once", async () => {
    const usdc = mintOf('USDC')
    const bob = Keys.generate().publicKey
    const aliceBefore = (await tokenUnits(alice.publicKey, usdc.address)) ?? 0n
    expect(await tokenUnits(bob, usdc.address)).toBeNull()

    const first = await buildSolanaTransfer({
      connection,
      from: alice.publicKey.toBase58(),
      to: bob.toBase58(),
      amount: 1_250_000n,
      mint: usdc.address,
    })
    expect(first).toMatchObject({ createsTokenAccount: true, decimals: 6 })
    // spl-token's own decoders read the instructions as the programs will.
    const [create, transfer] = instructionsOf(first.transaction) as [
      TransactionInstruction,
      TransactionInstruction,
    ]
    const ata = getAssociatedTokenAddressSync(new PublicKey(usdc.address), bob)
    expect(associatedTokenAddress(bob, new PublicKey(usdc.address)).equals(ata)).toBe(true)
    // spl-token's builder makes the same instruction (it has no decoder for this one).
    const expected = createAssociatedTokenAccountIdempotentInstruction(
      alice.publicKey,
      ata,
      bob,
      new PublicKey(usdc.address),
    )
    expect(create.programId.equals(expected.programId)).toBe(true)
    expect(create.keys.map((k) => [k.pubkey.toBase58(), k.isSigner, k.isWritable])).toEqual(
      expected.keys.map((k) => [k.pubkey.toBase58(), k.isSigner, k.isWritable]),
    )
    expect([...create.data]).toEqual([...expected.data])
    const decoded = decodeTransferCheckedInstruction(transfer)
    expect(decoded.data).toMatchObject({ amount: 1_250_000n, decimals: 6 })
    expect(decoded.keys.destination.pubkey.equals(ata)).toBe(true)

    const cost = await readSolanaSendCost(connection, first.transaction.message, true)
    expect(cost).toEqual({ feeLamports: 5000n, rentLamports: 2_039_280n })
    const solBefore = BigInt(await connection.getBalance(alice.publicKey))
    await signAndSend(first.transaction, alice, first.lastValidBlockHeight)
    expect(await tokenUnits(bob, usdc.address)).toBe(1_250_000n)
    expect(await tokenUnits(alice.publicKey, usdc.address)).toBe(aliceBefore - 1_250_000n)
    expect(BigInt(await connection.getBalance(alice.publicKey))).toBe(
      solBefore - cost.feeLamports - cost.rentLamports,
    )

    // The account exists now: a second send only transfers, as a v0 transaction.
    const second = await buildSolanaTransfer({
      connection,
      from: alice.publicKey.toBase58(),
      to: bob.toBase58(),
      amount: 1n,
      mint: usdc.address,
      version: 0,
    })
    expect(second.createsTokenAccount).toBe(false)
    expect(second.transaction.version).toBe(0)
    expect(second.transaction.message.compiledInstructions).toHaveLength(1)
    await signAndSend(second.transaction, alice, second.lastValidBlockHeight)
    expect(await tokenUnits(bob, usdc.address)).toBe(1_250_001n)
  })

  it('reads the decimals from the mint, whatever the caller thinks they are', async () => {
    const port = mintOf('PORT')
    const built = await buildSolanaTransfer({
      connection,
      from: alice.publicKey.toBase58(),
      to: Keys.generate().publicKey.toBase58(),
      amount: 10n ** 9n,
      mint: port.address,
    })
    expect(built.decimals).toBe(9)
  })

  it('refuses what is not an address, a mint or an amount, with the Solana send text', async () => {
    const cases = [
      { to: 'not-an-address', amount: 1n },
      { to: alice.publicKey.toBase58(), amount: 0n },
      { to: alice.publicKey.toBase58(), amount: 2n ** 64n },
      // A wallet, not a mint.
      { to: alice.publicKey.toBase58(), amount: 1n, mint: Keys.generate().publicKey.toBase58() },
    ]
    for (const input of cases) {
      const error = await buildSolanaTransfer({
        connection,
        from: alice.publicKey.toBase58(),
        ...input,
      }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(PorticoError)
      expect(error).toMatchObject({
        code: 'SOLANA_SEND_INVALID',
        shortMessage: 'Please enter a valid amount and receiver address',
      })
    }
  })
})

describe('readRentExemptMinimum', () => {
  it("is the cluster's minimum for an account with no data", async () => {
    expect(await readRentExemptMinimum(connection)).toBe(890_880n)
  })
})
