import { createServer } from 'node:net'
import {
  deriveSolanaTestKeys,
  type RunningSolanaCluster,
  startSolanaCluster,
} from '@portico/devnet'
import { accountHistorySchema, balanceResponseSchema, type Transaction } from '@portico/shared'
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token'
import {
  Connection,
  type Keypair,
  Keypair as Keys,
  LAMPORTS_PER_SOL,
  PublicKey,
  Transaction as SolanaTransaction,
  SystemProgram,
  sendAndConfirmTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodeCursor } from '../../http/pageCursor.ts'
import { openTestDatabase, type TestDatabase } from '../../testing/describeOnBothDatabases.ts'
import { apiUrl, useTestCloud } from '../../testing/testCloud.ts'

const ZERO = `0x${'0'.repeat(40)}` as const
const OTHER_CLUSTER = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const [alice] = deriveSolanaTestKeys(1) as [Keypair]

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

let running: RunningSolanaCluster
let connection: Connection
let database: TestDatabase
let deadPort: number
beforeAll(async () => {
  ;[running, database, deadPort] = await Promise.all([
    startSolanaCluster({ port: 0, slotMs: 100 }),
    openTestDatabase('pglite'),
    closedPort(),
  ])
  connection = new Connection(running.url, { commitment: 'confirmed', wsEndpoint: running.wsUrl })
}, 60_000)
afterAll(async () => {
  await running?.stop()
  await database?.db.close()
})

const mint = (symbol: string) => {
  const found = running.deployment.mints.find((m) => m.symbol === symbol)
  if (!found) throw new Error(`no ${symbol} mint`)
  return found
}

/** Sends `amount` base units of `mintAddress` from `from` to `to`, creating its token account. */
async function sendToken(
  from: Keypair,
  to: PublicKey,
  mintAddress: string,
  amount: bigint,
  decimals: number,
) {
  const mintKey = new PublicKey(mintAddress)
  const source = getAssociatedTokenAddressSync(mintKey, from.publicKey)
  const target = getAssociatedTokenAddressSync(mintKey, to)
  const tx = new SolanaTransaction().add(
    createAssociatedTokenAccountIdempotentInstruction(from.publicKey, target, to, mintKey),
    createTransferCheckedInstruction(source, mintKey, target, from.publicKey, amount, decimals),
  )
  return sendAndConfirmTransaction(connection, tx, [from])
}

describe('Solana accounts on the cloud routes', () => {
  const cloud = useTestCloud(
    () => database,
    () => ({
      deployments: () => ({
        chainId: 31337,
        contracts: { weth9: ZERO, uniswapV2Factory: ZERO },
        tokens: [],
        solana: running.deployment,
      }),
      // A second cluster set by configuration, whose RPC does not answer.
      solana: {
        clusters: [{ caip2: OTHER_CLUSTER, rpcUrl: `http://127.0.0.1:${deadPort}`, mints: [] }],
      },
      indexer: false,
    }),
  )
  const get = (path: string, query: Record<string, string> = {}) =>
    fetch(apiUrl(cloud().url, path, query))
  const balances = async (address: string, query: Record<string, string> = {}) => {
    const res = await get(`/v1/account/${address}/balance`, { currency: 'usd', ...query })
    expect(res.status).toBe(200)
    return balanceResponseSchema.parse(await res.json()).balances
  }
  const history = async (address: string, query: Record<string, string> = {}) => {
    const res = await get(`/v1/account/${address}/history`, query)
    expect(res.status).toBe(200)
    return accountHistorySchema.parse(await res.json())
  }
  const caip2 = () => running.deployment.caip2

  it("serves a test key's SOL and SPL tokens with names, decimals and fixed USD prices", async () => {
    const lamports = await connection.getBalance(alice.publicKey)
    const list = await balances(alice.publicKey.toBase58(), {
      chainId: caip2(),
      forceUpdate: 'true',
    })
    const bySymbol = Object.fromEntries(list.map((b) => [b.symbol, b]))
    expect(bySymbol.SOL).toMatchObject({
      name: 'Solana',
      chainId: caip2(),
      price: 150,
      quantity: { decimals: '9', numeric: String(lamports / LAMPORTS_PER_SOL) },
    })
    expect(bySymbol.SOL?.address).toBeUndefined()
    const usdc = mint('USDC')
    const held = (
      await connection.getTokenAccountBalance(
        getAssociatedTokenAddressSync(new PublicKey(usdc.address), alice.publicKey),
      )
    ).value.uiAmountString
    expect(bySymbol.USDC).toMatchObject({
      name: usdc.name,
      address: `${caip2()}:${usdc.address}`,
      price: 1,
      value: Number(held),
      quantity: { decimals: '6', numeric: held },
    })
    expect(bySymbol.PORT).toMatchObject({ price: 0, quantity: { decimals: '9' } })
    expect(bySymbol.SOL?.iconUrl).toMatch(/\/public\/getTokenImage\/SOL\?projectId=/)
    // Largest USD value first.
    expect(list.map((b) => b.value)).toEqual(
      [...list.map((b) => b.value ?? 0)].sort((a, b) => b - a),
    )
  })

  it('shows a mint it was not told about by its address', async () => {
    const owner = Keys.generate()
    await connection.confirmTransaction({
      signature: await connection.requestAirdrop(owner.publicKey, LAMPORTS_PER_SOL),
      ...(await connection.getLatestBlockhash()),
    })
    const { createMint, getOrCreateAssociatedTokenAccount, mintTo } = await import(
      '@solana/spl-token'
    )
    const stranger = await createMint(connection, owner, owner.publicKey, null, 2)
    const account = await getOrCreateAssociatedTokenAccount(
      connection,
      owner,
      stranger,
      owner.publicKey,
    )
    await mintTo(connection, owner, stranger, account.address, owner, 1234)
    const list = await balances(owner.publicKey.toBase58(), { chainId: caip2() })
    const token = list.find((b) => b.address === `${caip2()}:${stranger.toBase58()}`)
    expect(token).toMatchObject({
      name: stranger.toBase58(),
      price: 0,
      quantity: { decimals: '2', numeric: '12.34' },
    })
    // Minted to it, from no one.
    const { data } = await history(owner.publicKey.toBase58(), { chainId: caip2(), limit: '1' })
    expect(data[0]?.metadata.operationType).toBe('mint')
    expect(data[0]?.transfers).toMatchObject([
      { direction: 'in', contractAddress: stranger.toBase58(), quantity: { numeric: '12.34' } },
    ])
  })

  it('lists SOL and SPL transfers in and out, with the fee, newest first, a page at a time', async () => {
    const bob = Keys.generate().publicKey
    const usdc = mint('USDC')
    const solSig = await sendAndConfirmTransaction(
      connection,
      new SolanaTransaction().add(
        SystemProgram.transfer({
          fromPubkey: alice.publicKey,
          toPubkey: bob,
          lamports: LAMPORTS_PER_SOL / 4,
        }),
      ),
      [alice],
    )
    const usdcSig = await sendToken(alice, bob, usdc.address, 2_500_000n, 6)

    const first = await history(bob.toBase58(), { chainId: caip2(), limit: '1' })
    expect(first.data).toHaveLength(1)
    const received = first.data[0] as Transaction
    expect(received).toMatchObject({
      id: `${caip2()}:${usdcSig}`,
      hash: usdcSig,
      metadata: {
        chain: caip2(),
        status: 'confirmed',
        operationType: 'receive',
        sentFrom: alice.publicKey.toBase58(),
        sentTo: bob.toBase58(),
      },
      transfers: [
        {
          direction: 'in',
          contractAddress: usdc.address,
          fungible_info: { symbol: 'USDC', name: usdc.name },
          quantity: { numeric: '2.5', decimals: '6' },
          price: 1,
          value: 2.5,
        },
      ],
    })
    // Bob paid no fee.
    expect(received.fee).toBeUndefined()
    expect(Date.parse(received.metadata.minedAt)).toBeGreaterThan(0)
    expect(first.next).toEqual(expect.any(String))

    const second = await history(bob.toBase58(), {
      chainId: caip2(),
      limit: '1',
      cursor: first.next ?? '',
    })
    expect(second.data.map((t) => t.hash)).toEqual([solSig])
    expect(second.data[0]).toMatchObject({
      metadata: { operationType: 'receive', sentFrom: alice.publicKey.toBase58() },
      transfers: [
        {
          direction: 'in',
          fungible_info: { symbol: 'SOL' },
          quantity: { numeric: '0.25' },
          price: 150,
          value: 37.5,
        },
      ],
    })
    expect(second.next).toBeNull()

    // Alice's side: she sent the USDC and paid the new token account's rent and the fee.
    const mine = await history(alice.publicKey.toBase58(), { limit: '2' })
    expect(mine.data.map((t) => t.hash)).toEqual([usdcSig, solSig])
    const [sentUsdc, sentSol] = mine.data as [Transaction, Transaction]
    expect(sentUsdc.metadata).toMatchObject({
      operationType: 'send',
      sentFrom: alice.publicKey.toBase58(),
      sentTo: bob.toBase58(),
    })
    expect(sentUsdc.transfers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          direction: 'out',
          contractAddress: usdc.address,
          quantity: { numeric: '2.5', decimals: '6' },
        }),
        // The rent of Bob's new USDC account.
        expect.objectContaining({
          direction: 'out',
          fungible_info: expect.objectContaining({ symbol: 'SOL' }),
          quantity: { numeric: '0.00203928', decimals: '9' },
        }),
      ]),
    )
    expect(sentSol).toMatchObject({
      metadata: { operationType: 'send', sentTo: bob.toBase58() },
      transfers: [{ direction: 'out', quantity: { numeric: '0.25' } }],
      fee: { symbol: 'SOL', quantity: { numeric: '0.000005', decimals: '9' }, value: 0.00075 },
    })
  })

  it('lists a token sent to an existing token account, which names only the account, not its owner', async () => {
    const bob = Keys.generate().publicKey
    const usdc = mint('USDC')
    const mintKey = new PublicKey(usdc.address)
    const opened = await sendToken(alice, bob, usdc.address, 1_000_000n, 6)
    // Only the transfer: Bob's wallet address is not among the transaction's accounts.
    const plain = await sendAndConfirmTransaction(
      connection,
      new SolanaTransaction().add(
        createTransferCheckedInstruction(
          getAssociatedTokenAddressSync(mintKey, alice.publicKey),
          mintKey,
          getAssociatedTokenAddressSync(mintKey, bob),
          alice.publicKey,
          2_000_000n,
          6,
        ),
      ),
      [alice],
    )
    const solSig = await sendAndConfirmTransaction(
      connection,
      new SolanaTransaction().add(
        SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: bob, lamports: 1_000_000 }),
      ),
      [alice],
    )
    const all = await history(bob.toBase58(), { chainId: caip2() })
    expect(all.data.map((t) => t.hash)).toEqual([solSig, plain, opened])
    expect(all.data[1]).toMatchObject({
      metadata: { operationType: 'receive', sentFrom: alice.publicKey.toBase58() },
      transfers: [{ direction: 'in', quantity: { numeric: '2', decimals: '6' } }],
    })
    expect(all.next).toBeNull()

    // A page at a time: each once, in the same order, across the wallet and its token account.
    const paged: string[] = []
    let cursor: string | null = null
    do {
      const page = await history(bob.toBase58(), {
        chainId: caip2(),
        limit: '1',
        ...(cursor ? { cursor } : {}),
      })
      paged.push(...page.data.map((t) => t.hash ?? ''))
      cursor = page.next ?? null
    } while (cursor && paged.length < 10)
    expect(paged).toEqual([solSig, plain, opened])
  })

  it('marks a failed transaction failed, with the fee it still paid and nothing moved', async () => {
    const poor = Keys.generate()
    await connection.confirmTransaction({
      signature: await connection.requestAirdrop(poor.publicKey, 10_000_000),
      ...(await connection.getLatestBlockhash()),
    })
    const tx = new SolanaTransaction().add(
      SystemProgram.transfer({
        fromPubkey: poor.publicKey,
        toPubkey: alice.publicKey,
        lamports: 50_000_000,
      }),
    )
    tx.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
    tx.sign(poor)
    const signature = await connection.sendRawTransaction(tx.serialize(), { skipPreflight: true })
    const { data } = await history(poor.publicKey.toBase58(), { chainId: caip2(), limit: '1' })
    expect(data[0]).toMatchObject({
      hash: signature,
      metadata: { status: 'failed', operationType: 'execute' },
      transfers: [],
      fee: { quantity: { numeric: '0.000005' } },
    })
  })

  it('leaves out a configured cluster that does not answer, unless it is asked for', async () => {
    const list = await balances(alice.publicKey.toBase58())
    expect(new Set(list.map((b) => b.chainId))).toEqual(new Set([caip2()]))
    const res = await get(`/v1/account/${alice.publicKey.toBase58()}/balance`, {
      chainId: OTHER_CLUSTER,
    })
    expect(res.status).toBe(502)
    expect(await res.json()).toMatchObject({
      code: 'TOKEN_BALANCE_UNAVAILABLE',
      message: 'Token Balance Unavailable',
    })
    const listed = await get(`/v1/account/${alice.publicKey.toBase58()}/history`, {
      chainId: OTHER_CLUSTER,
    })
    expect(listed.status).toBe(502)
    expect(await listed.json()).toMatchObject({
      code: 'TRANSACTIONS_FETCH_FAILED',
      message: 'Failed to fetch transactions',
    })
  })

  it('answers an EVM chain id with no Solana data', async () => {
    expect(await balances(alice.publicKey.toBase58(), { chainId: 'eip155:31337' })).toEqual([])
    expect((await history(alice.publicKey.toBase58(), { chainId: 'eip155:31337' })).data).toEqual(
      [],
    )
  })

  describe('bad input gets its SPEC §8 error and changes nothing', () => {
    const unknownCluster = 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'
    it('an unknown cluster', async () => {
      const before = await balances(alice.publicKey.toBase58(), { chainId: caip2() })
      const res = await get(`/v1/account/${alice.publicKey.toBase58()}/balance`, {
        chainId: unknownCluster,
      })
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({
        code: 'TOKEN_BALANCE_UNAVAILABLE',
        message: 'Token Balance Unavailable',
        details: expect.stringContaining(unknownCluster),
      })
      const listed = await get(`/v1/account/${alice.publicKey.toBase58()}/history`, {
        chainId: unknownCluster,
      })
      expect(listed.status).toBe(400)
      expect(await listed.json()).toMatchObject({
        code: 'TRANSACTIONS_FETCH_FAILED',
        message: 'Failed to fetch transactions',
      })
      expect(await balances(alice.publicKey.toBase58(), { chainId: caip2() })).toEqual(before)
    })

    it.each([
      ['44 base58 characters, more than 32 bytes', 'z'.repeat(44)],
      ['32 base58 characters, fewer than 32 bytes', 'A'.repeat(32)],
    ])('a malformed address: %s', async (_, address) => {
      for (const route of ['balance', 'history']) {
        const res = await get(`/v1/account/${address}/${route}`, { chainId: caip2() })
        expect(res.status).toBe(400)
        expect(await res.json()).toMatchObject({ code: 'SCHEMA_INVALID_INPUT' })
      }
    })

    it("a cursor of another list: an EVM page's on a Solana address and the other way", async () => {
      const solanaCursor = encodeCursor({ before: '1'.repeat(64) })
      const evmCursor = encodeCursor([1, 2, 3, 4])
      for (const [address, cursor] of [
        [alice.publicKey.toBase58(), evmCursor],
        ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', solanaCursor],
        [alice.publicKey.toBase58(), encodeCursor({ before: 'not a signature' })],
      ] as const) {
        const res = await get(`/v1/account/${address}/history`, { cursor })
        expect(res.status).toBe(400)
        expect(await res.json()).toMatchObject({
          code: 'SCHEMA_INVALID_INPUT',
          details: expect.stringContaining('Invalid cursor'),
        })
      }
    })
  })
})
