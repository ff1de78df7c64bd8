import { Keypair, SystemProgram, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSolanaCluster, type SolanaCluster } from './createSolanaCluster.ts'
import { BLOCKHASH_VALID_BLOCKS } from './slotClock.ts'
import { RPC_ERROR, SolanaRpcError } from './solanaRpcError.ts'

let cluster: SolanaCluster
beforeAll(() => {
  cluster = createSolanaCluster({ slotMs: 60_000 })
})
afterAll(() => cluster.stop())

describe('the slot clock', () => {
  it('keeps a blockhash valid for 150 blocks, then the cluster refuses it', () => {
    const [payer] = cluster.seed.testKeys as [Keypair]
    const { blockhash } = cluster.clock
    const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1_000_000,
      }),
    )
    tx.sign(payer)
    for (let i = 0; i < BLOCKHASH_VALID_BLOCKS; i++) cluster.clock.tick()
    expect(cluster.clock.isBlockhashValid(blockhash)).toBe(true)
    cluster.clock.tick()
    expect(cluster.clock.isBlockhashValid(blockhash)).toBe(false)
    let error: unknown
    try {
      cluster.sendTransaction(tx.serialize())
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(SolanaRpcError)
    expect((error as SolanaRpcError).rpcCode).toBe(RPC_ERROR.sendTransactionPreflightFailure)
    expect((error as SolanaRpcError).data).toMatchObject({ err: 'BlockhashNotFound' })
  })

  it("moves the SVM's Clock sysvar with the slot", () => {
    const before = cluster.clock.slot
    cluster.clock.tick()
    expect(cluster.svm.getClock().slot).toBe(BigInt(before + 1))
  })
})
