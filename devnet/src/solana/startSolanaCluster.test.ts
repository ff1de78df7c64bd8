import { base58 } from '@scure/base'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SOLANA_LOCAL_2_GENESIS_HASH, SOLANA_LOCAL_GENESIS_HASH } from './genesisHash.ts'
import { SOLANA_TEST_KEY_LAMPORTS } from './seedCluster.ts'
import { type RunningSolanaCluster, startSolanaCluster } from './startSolanaCluster.ts'
import { deriveSolanaTestKeys } from './testKeys.ts'

let running: RunningSolanaCluster
let connection: Connection
const [alice, bob] = deriveSolanaTestKeys(2) as [Keypair, Keypair]

beforeAll(async () => {
  running = await startSolanaCluster({ port: 0, slotMs: 100 })
  connection = new Connection(running.url, { commitment: 'confirmed', wsEndpoint: running.wsUrl })
})
afterAll(() => running.stop())

async function rpc(body: string): Promise<unknown> {
  const response = await fetch(running.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })
  return response.json()
}

const transfer = (from: Keypair, to: PublicKey, lamports: number) =>
  new Transaction().add(
    SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }),
  )

describe('startSolanaCluster', () => {
  it('answers the cluster queries a dapp starts with', async () => {
    expect(await connection.getGenesisHash()).toBe(SOLANA_LOCAL_GENESIS_HASH)
    expect((await connection.getVersion())['solana-core']).toMatch(/^\d+\.\d+\.\d+/)
    // Slots tick every 100 ms here: read the height first, then the blockhash.
    const height = await connection.getBlockHeight()
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    expect(lastValidBlockHeight - height).toBeGreaterThanOrEqual(150)
    expect(lastValidBlockHeight - height).toBeLessThan(160)
    expect((await connection.isBlockhashValid(blockhash)).value).toBe(true)
    expect((await connection.isBlockhashValid(Keypair.generate().publicKey.toBase58())).value).toBe(
      false,
    )
    expect(await connection.getMinimumBalanceForRentExemption(165)).toBe(2_039_280)
    const epoch = await connection.getEpochInfo()
    expect(epoch.absoluteSlot).toBeGreaterThanOrEqual(0)
    expect((await connection.getEpochSchedule()).slotsPerEpoch).toBe(432_000)
    expect(await connection.getFirstAvailableBlock()).toBe(0)
    expect(await connection.getTransactionCount()).toBeGreaterThanOrEqual(0)
    const fees = await connection.getRecentPrioritizationFees({
      lockedWritableAccounts: [alice.publicKey],
    })
    expect(fees.every((f) => f.prioritizationFee === 0)).toBe(true)
  })

  it('advances slots, each with a new blockhash', async () => {
    const first = await connection.getLatestBlockhash()
    const slot = await connection.getSlot()
    await new Promise((resolve) => setTimeout(resolve, 250))
    expect(await connection.getSlot()).toBeGreaterThan(slot)
    const next = await connection.getLatestBlockhash()
    expect(next.blockhash).not.toBe(first.blockhash)
    // An earlier blockhash stays usable for 150 blocks.
    expect((await connection.isBlockhashValid(first.blockhash)).value).toBe(true)
  })

  it("funds the demo wallet's keys", async () => {
    expect(alice.publicKey.toBase58()).toBe('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96')
    expect(await connection.getBalance(bob.publicKey)).toBe(Number(SOLANA_TEST_KEY_LAMPORTS))
    expect(running.deployment.accounts[0]?.address).toBe(alice.publicKey.toBase58())
  })

  it('airdrops to a new key, as a transfer in its history', async () => {
    const fresh = Keypair.generate().publicKey
    const signature = await connection.requestAirdrop(fresh, 2 * LAMPORTS_PER_SOL)
    await connection.confirmTransaction({ signature, ...(await connection.getLatestBlockhash()) })
    expect(await connection.getBalance(fresh)).toBe(2 * LAMPORTS_PER_SOL)
    const history = await connection.getSignaturesForAddress(fresh)
    expect(history.map((h) => h.signature)).toEqual([signature])
  })

  it('transfers SOL with sendAndConfirmTransaction and shows it in history', async () => {
    const to = Keypair.generate().publicKey
    const before = await connection.getBalance(alice.publicKey)
    const tx = transfer(alice, to, LAMPORTS_PER_SOL / 2)
    const signature = await sendAndConfirmTransaction(connection, tx, [alice])
    const fee = (await connection.getFeeForMessage(tx.compileMessage())).value
    expect(fee).toBe(5000)
    expect(await connection.getBalance(to)).toBe(LAMPORTS_PER_SOL / 2)
    expect(await connection.getBalance(alice.publicKey)).toBe(before - LAMPORTS_PER_SOL / 2 - 5000)

    const [latest] = await connection.getSignaturesForAddress(alice.publicKey, { limit: 1 })
    expect(latest).toMatchObject({ signature, err: null, confirmationStatus: 'finalized' })
    const parsed = await connection.getParsedTransaction(signature, {
      maxSupportedTransactionVersion: 0,
    })
    expect(parsed?.transaction.message.instructions[0]).toMatchObject({
      program: 'system',
      parsed: {
        type: 'transfer',
        info: { source: alice.publicKey.toBase58(), destination: to.toBase58(), lamports: 5e8 },
      },
    })
    expect(parsed?.meta?.fee).toBe(5000)
    const raw = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(raw?.version).toBe('legacy')
    expect(raw?.transaction.message.staticAccountKeys.map(String)).toContain(to.toBase58())
  })

  it('answers statuses for landed and unknown signatures', async () => {
    const signature = await sendAndConfirmTransaction(
      connection,
      transfer(bob, alice.publicKey, 1),
      [bob],
    )
    const unknown = base58.encode(crypto.getRandomValues(new Uint8Array(64)))
    const { value } = await connection.getSignatureStatuses([signature, unknown])
    expect(value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    expect(value[1]).toBeNull()
  })

  it('rejects a failing transaction at preflight with its logs, and records it when preflight is skipped', async () => {
    const poor = Keypair.generate()
    await connection.confirmTransaction({
      signature: await connection.requestAirdrop(poor.publicKey, 10_000_000),
      ...(await connection.getLatestBlockhash()),
    })
    const tooMuch = transfer(poor, alice.publicKey, 50_000_000)
    const error = await sendAndConfirmTransaction(connection, tooMuch, [poor]).catch((e) => e)
    expect(error).toBeInstanceOf(SendTransactionError)
    expect((error as SendTransactionError).logs?.join('\n')).toMatch(/insufficient lamports/)
    expect(await connection.getBalance(poor.publicKey)).toBe(10_000_000)

    const simulated = await connection.simulateTransaction(tooMuch, [poor])
    expect(simulated.value.err).toEqual({ InstructionError: [0, { Custom: 1 }] })

    tooMuch.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
    tooMuch.sign(poor)
    const signature = await connection.sendRawTransaction(tooMuch.serialize(), {
      skipPreflight: true,
    })
    const { value } = await connection.getSignatureStatus(signature)
    expect(value?.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    const landed = await connection.getParsedTransaction(signature, {
      maxSupportedTransactionVersion: 0,
    })
    expect(landed?.meta?.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    // A failed transaction still pays its fee.
    expect(await connection.getBalance(poor.publicKey)).toBe(10_000_000 - 5000)
  })

  it('simulates as wallets do: unsigned with a replaced blockhash, or with the accounts after', async () => {
    const to = Keypair.generate().publicKey
    const message = new TransactionMessage({
      payerKey: alice.publicKey,
      recentBlockhash: Keypair.generate().publicKey.toBase58(),
      instructions: [
        SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: to, lamports: 5_000_000 }),
      ],
    }).compileToV0Message()
    const unsigned = await connection.simulateTransaction(new VersionedTransaction(message), {
      sigVerify: false,
      replaceRecentBlockhash: true,
      accounts: { encoding: 'base64', addresses: [to.toBase58()] },
    })
    expect(unsigned.value.err).toBeNull()
    expect(unsigned.value.logs?.length).toBeGreaterThan(0)
    expect(unsigned.value.accounts?.[0]?.lamports).toBe(5_000_000)
    // Nothing happened for real.
    expect(await connection.getBalance(to)).toBe(0)
  })

  it('answers getParsedTransactions (a batch) for several signatures', async () => {
    const first = await sendAndConfirmTransaction(connection, transfer(alice, bob.publicKey, 3), [
      alice,
    ])
    const second = await sendAndConfirmTransaction(connection, transfer(bob, alice.publicKey, 4), [
      bob,
    ])
    const found = await connection.getParsedTransactions([first, second], {
      maxSupportedTransactionVersion: 0,
    })
    expect(found.map((tx) => tx?.transaction.signatures[0])).toEqual([first, second])
  })

  it('refuses a transaction with a blockhash it never issued', async () => {
    const tx = transfer(alice, bob.publicKey, 1)
    tx.recentBlockhash = Keypair.generate().publicKey.toBase58()
    tx.sign(alice)
    await expect(connection.sendRawTransaction(tx.serialize())).rejects.toThrow(
      /Blockhash not found|BlockhashNotFound/,
    )
  })

  it('serves v0 transactions only to clients that ask for them', async () => {
    const { blockhash } = await connection.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: alice.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({
          fromPubkey: alice.publicKey,
          toPubkey: bob.publicKey,
          lamports: 7,
        }),
      ],
    }).compileToV0Message()
    const tx = new VersionedTransaction(message)
    tx.sign([alice])
    const signature = await connection.sendTransaction(tx)
    await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight: 1e9 })
    await expect(connection.getTransaction(signature)).rejects.toThrow(
      /maxSupportedTransactionVersion/,
    )
    const found = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(found?.version).toBe(0)
  })

  it('notifies account subscribers when a transaction changes the account', async () => {
    const watched = Keypair.generate().publicKey
    const change = new Promise<number>((resolve) => {
      const id = connection.onAccountChange(watched, (account) => {
        void connection.removeAccountChangeListener(id)
        resolve(account.lamports)
      })
    })
    // Let the subscription reach the server before the transfer.
    await new Promise((resolve) => setTimeout(resolve, 200))
    await sendAndConfirmTransaction(connection, transfer(alice, watched, 12_345_678), [alice])
    expect(await change).toBe(12_345_678)
  })

  it('notifies slot subscribers', async () => {
    const slot = await new Promise<number>((resolve) => {
      const id = connection.onSlotChange((info) => {
        void connection.removeSlotChangeListener(id)
        resolve(info.slot)
      })
    })
    expect(slot).toBeGreaterThan(0)
  })
})

describe('JSON-RPC errors', () => {
  it('answers malformed requests with the standard codes', async () => {
    expect(await rpc('{not json')).toMatchObject({ id: null, error: { code: -32700 } })
    expect(
      await rpc(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getNothing' })),
    ).toMatchObject({
      id: 1,
      error: { code: -32601, message: 'Method not found' },
    })
    expect(
      await rpc(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'getBalance', params: ['nope'] })),
    ).toMatchObject({ id: 2, error: { code: -32602 } })
    expect(await rpc(JSON.stringify({ id: 3, method: 'getSlot' }))).toMatchObject({
      error: { code: -32600 },
    })
    await expect(connection.getBalance(new PublicKey(alice.publicKey))).resolves.toBeGreaterThan(0)
  })

  it('answers batches call by call', async () => {
    const answer = await rpc(
      JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'getHealth' },
        { jsonrpc: '2.0', id: 2, method: 'sendTransaction', params: ['!!!'] },
      ]),
    )
    expect(answer).toEqual([
      { jsonrpc: '2.0', id: 1, result: 'ok' },
      expect.objectContaining({ id: 2, error: expect.objectContaining({ code: -32602 }) }),
    ])
  })

  it('takes a transaction in base58, the encoding sendTransaction defaults to', async () => {
    const tx = transfer(alice, bob.publicKey, 9)
    tx.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
    tx.sign(alice)
    const body = {
      jsonrpc: '2.0',
      id: 7,
      method: 'sendTransaction',
      params: [base58.encode(tx.serialize())],
    }
    const answer = (await rpc(JSON.stringify(body))) as { result: string }
    expect(answer.result).toBe(base58.encode(tx.signature ?? new Uint8Array()))
    const status = await connection.getSignatureStatus(answer.result)
    expect(status.value?.err).toBeNull()
    const again = await rpc(JSON.stringify(body))
    expect(again).toMatchObject({ error: { code: -32002, data: { err: 'AlreadyProcessed' } } })
  })

  it('web3.js surfaces a bad parameter as an error', async () => {
    await expect(connection.getTokenAccountBalance(alice.publicKey)).rejects.toThrow(
      /not a Token account/,
    )
  })
})

describe('over HTTP', () => {
  it('lets a dapp page on another origin call it, as public RPC nodes do', async () => {
    const preflight = await fetch(running.url, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, solana-client',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toContain('solana-client')
    const post = await fetch(running.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:5173' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth' }),
    })
    expect(post.headers.get('access-control-allow-origin')).toBe('*')
    expect(await post.json()).toEqual({ jsonrpc: '2.0', id: 1, result: 'ok' })
  })

  it('refuses methods other than POST', async () => {
    expect((await fetch(running.url)).status).toBe(405)
  })
})

describe('a second cluster', () => {
  it('has its own genesis hash, and refuses transactions made for the first', async () => {
    const second = await startSolanaCluster({ port: 0, genesisHash: SOLANA_LOCAL_2_GENESIS_HASH })
    try {
      const other = new Connection(second.url, { wsEndpoint: second.wsUrl })
      expect(await other.getGenesisHash()).toBe(SOLANA_LOCAL_2_GENESIS_HASH)
      expect(second.deployment.caip2).not.toBe(running.deployment.caip2)
      const tx = transfer(alice, bob.publicKey, 1)
      tx.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
      tx.sign(alice)
      await expect(other.sendRawTransaction(tx.serialize())).rejects.toThrow(
        /Blockhash not found|BlockhashNotFound/,
      )
    } finally {
      await second.stop()
    }
  })
})
