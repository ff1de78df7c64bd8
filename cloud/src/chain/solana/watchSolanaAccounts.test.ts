/**
 * The Solana watcher against a real litesvm cluster (its JSON-RPC and PubSub on one port): a
 * SOL transfer and a token sent to an existing token account (which names only that account)
 * are reported for the watched owner with their signatures; a stopped watch reports nothing
 * and holds no subscription.
 */
import {
  deriveSolanaTestKeys,
  type RunningSolanaCluster,
  startSolanaCluster,
} from '@portico/devnet'
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token'
import {
  Connection,
  type Keypair,
  Keypair as Keys,
  PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createSolanaAccountWatcher,
  type SolanaAccountChange,
  type SolanaAccountWatcher,
  solanaPubSubUrl,
} from './watchSolanaAccounts.ts'

const [alice] = deriveSolanaTestKeys(1) as [Keypair]

let running: RunningSolanaCluster
let connection: Connection
let watcher: SolanaAccountWatcher
const changes: SolanaAccountChange[] = []
const warnings: object[] = []

beforeAll(async () => {
  running = await startSolanaCluster({ port: 0, slotMs: 100 })
  connection = new Connection(running.url, { commitment: 'confirmed', wsEndpoint: running.wsUrl })
  watcher = createSolanaAccountWatcher({
    cluster: { rpcUrl: running.url },
    onChange: (change) => changes.push(change),
    log: { warn: (fields) => warnings.push(fields) },
  })
}, 60_000)
afterAll(async () => {
  await watcher?.close()
  await running?.stop()
})

const sendSol = (...to: PublicKey[]) =>
  sendAndConfirmTransaction(
    connection,
    new Transaction().add(
      ...to.map((toPubkey) =>
        SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey, lamports: 1_000_000 }),
      ),
    ),
    [alice],
  )

const changeOf = (owner: PublicKey, signature: string) =>
  expect
    .poll(() => changes.some((c) => c.owner === owner.toBase58() && c.signature === signature))
    .toBe(true)

describe('createSolanaAccountWatcher', () => {
  it('takes the PubSub URL from the RPC URL', () => {
    expect(solanaPubSubUrl('http://127.0.0.1:8899')).toBe('ws://127.0.0.1:8899/')
    expect(solanaPubSubUrl('https://rpc.example/key')).toBe('wss://rpc.example/key')
  })

  it('reports a SOL transfer to a watched owner with its signature', async () => {
    const bob = Keys.generate().publicKey
    const watch = watcher.watch(bob.toBase58())
    await watch.ready
    const signature = await sendSol(bob)
    await changeOf(bob, signature)
    watch.stop()
  })

  it("reports a token sent to the owner's existing token account", async () => {
    const carol = Keys.generate().publicKey
    const usdc = running.deployment.mints.find((m) => m.symbol === 'USDC')
    if (!usdc) throw new Error('no USDC mint')
    const mint = new PublicKey(usdc.address)
    const target = getAssociatedTokenAddressSync(mint, carol)
    await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        createAssociatedTokenAccountIdempotentInstruction(alice.publicKey, target, carol, mint),
      ),
      [alice],
    )
    const watch = watcher.watch(carol.toBase58())
    await watch.ready
    const source = getAssociatedTokenAddressSync(mint, alice.publicKey)
    const transfer = new Transaction().add(
      createTransferCheckedInstruction(source, mint, target, alice.publicKey, 5n, usdc.decimals),
    )
    // The transaction names the token account, not carol.
    expect(transfer.instructions[0]?.keys.map((k) => k.pubkey.toBase58())).not.toContain(
      carol.toBase58(),
    )
    const signature = await sendAndConfirmTransaction(connection, transfer, [alice])
    await changeOf(carol, signature)
    watch.stop()
  })

  it('reports nothing for an owner no longer watched, and keeps a shared watch', async () => {
    const dave = Keys.generate().publicKey
    const erin = Keys.generate().publicKey
    const first = watcher.watch(dave.toBase58())
    const second = watcher.watch(dave.toBase58())
    await Promise.all([first.ready, second.ready])
    first.stop()
    const erinWatch = watcher.watch(erin.toBase58())
    await erinWatch.ready
    const shared = await sendSol(dave, erin)
    await changeOf(dave, shared)
    second.stop()
    expect(watcher.size()).toBe(1)
    // Erin's report of a later transaction to both comes after any report for dave would.
    const later = await sendSol(dave, erin)
    await changeOf(erin, later)
    expect(changes.filter((c) => c.signature === later).map((c) => c.owner)).toEqual([
      erin.toBase58(),
    ])
    erinWatch.stop()
    expect(watcher.size()).toBe(0)
    expect(warnings).toEqual([])
  })
})
