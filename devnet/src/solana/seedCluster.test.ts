import {
  getAccount,
  getAssociatedTokenAddressSync,
  getMint,
  getOrCreateAssociatedTokenAccount,
  mintTo,
  TOKEN_PROGRAM_ID,
  transfer,
  transferChecked,
} from '@solana/spl-token'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solanaDeploymentSchema } from './solanaDeployment.ts'
import { type RunningSolanaCluster, startSolanaCluster } from './startSolanaCluster.ts'
import { deriveSolanaTestKeys } from './testKeys.ts'

let running: RunningSolanaCluster
let connection: Connection
const [alice, bob] = deriveSolanaTestKeys(2) as [Keypair, Keypair]
let usdc: PublicKey
let port: PublicKey

beforeAll(async () => {
  running = await startSolanaCluster({ port: 0 })
  connection = new Connection(running.url, { commitment: 'confirmed', wsEndpoint: running.wsUrl })
  const bySymbol = (s: string) => running.deployment.mints.find((m) => m.symbol === s)?.address
  usdc = new PublicKey(bySymbol('USDC') ?? '')
  port = new PublicKey(bySymbol('PORT') ?? '')
})
afterAll(() => running.stop())

describe('the seeded cluster', () => {
  it('records what the deployments file needs', () => {
    expect(solanaDeploymentSchema.parse(running.deployment)).toEqual(running.deployment)
    expect(running.deployment.caip2).toBe(`solana:${running.deployment.genesisHash.slice(0, 32)}`)
  })

  it('has a 6-decimal and a 9-decimal mint that spl-token reads', async () => {
    const [usdcMint, portMint] = await Promise.all([
      getMint(connection, usdc),
      getMint(connection, port),
    ])
    expect(usdcMint.decimals).toBe(6)
    expect(portMint.decimals).toBe(9)
    expect(usdcMint.mintAuthority?.toBase58()).toBe(alice.publicKey.toBase58())
    const supply = await connection.getTokenSupply(usdc)
    expect(supply.value).toMatchObject({ decimals: 6, uiAmount: 50_000 })
  })

  it('gives every test key an associated token account of each mint', async () => {
    const { value } = await connection.getParsedTokenAccountsByOwner(bob.publicKey, {
      programId: TOKEN_PROGRAM_ID,
    })
    const holdings = Object.fromEntries(
      value.map(({ pubkey, account }) => {
        const info = account.data.parsed.info
        expect(pubkey.toBase58()).toBe(
          getAssociatedTokenAddressSync(new PublicKey(info.mint), bob.publicKey).toBase58(),
        )
        return [info.mint, info.tokenAmount.uiAmountString]
      }),
    )
    expect(holdings).toEqual({ [usdc.toBase58()]: '10000', [port.toBase58()]: '1000' })
    const byMint = await connection.getTokenAccountsByOwner(bob.publicKey, { mint: usdc })
    expect(byMint.value).toHaveLength(1)
  })

  it('moves tokens between the seeded accounts with spl-token transfers', async () => {
    const from = getAssociatedTokenAddressSync(usdc, alice.publicKey)
    const to = getAssociatedTokenAddressSync(usdc, bob.publicKey)
    await transfer(connection, alice, from, to, alice, 1_500_000n)
    const signature = await transferChecked(connection, alice, from, usdc, to, alice, 250_000n, 6)
    expect((await getAccount(connection, to)).amount).toBe(10_001_750_000n)
    expect((await connection.getTokenAccountBalance(from)).value.uiAmountString).toBe('9998.25')

    const parsed = await connection.getParsedTransaction(signature, {
      maxSupportedTransactionVersion: 0,
    })
    expect(parsed?.transaction.message.instructions[0]).toMatchObject({
      program: 'spl-token',
      parsed: {
        type: 'transferChecked',
        info: { source: from.toBase58(), destination: to.toBase58(), mint: usdc.toBase58() },
      },
    })
    const post = parsed?.meta?.postTokenBalances?.find((b) => b.owner === bob.publicKey.toBase58())
    expect(post?.uiTokenAmount.uiAmountString).toBe('10001.75')
    const [latest] = await connection.getSignaturesForAddress(to, { limit: 1 })
    expect(latest?.signature).toBe(signature)
  })

  it('creates a token account for a new wallet and mints to it', async () => {
    const carol = Keypair.generate()
    const account = await getOrCreateAssociatedTokenAccount(
      connection,
      alice,
      port,
      carol.publicKey,
    )
    await mintTo(connection, alice, port, account.address, alice, 3n * BigInt(LAMPORTS_PER_SOL))
    const { value } = await connection.getParsedTokenAccountsByOwner(carol.publicKey, {
      mint: port,
    })
    expect(value[0]?.account.data.parsed.info.tokenAmount.uiAmount).toBe(3)
    const [created] = (await connection.getSignaturesForAddress(account.address)).slice(-1)
    const tx = await connection.getParsedTransaction(created?.signature ?? '', {
      maxSupportedTransactionVersion: 0,
    })
    expect(tx?.transaction.message.instructions[0]).toMatchObject({
      program: 'spl-associated-token-account',
      parsed: { info: { wallet: carol.publicKey.toBase58(), mint: port.toBase58() } },
    })
    // The token program's inner instructions are there, decoded where the RPC decodes them.
    expect(tx?.meta?.innerInstructions?.[0]?.instructions.length).toBeGreaterThan(0)
  })

  it('finds program accounts by size and bytes, as getProgramAccounts filters them', async () => {
    const accounts = await connection.getParsedProgramAccounts(TOKEN_PROGRAM_ID, {
      filters: [{ dataSize: 165 }, { memcmp: { offset: 32, bytes: bob.publicKey.toBase58() } }],
    })
    expect(accounts.map((a) => a.pubkey.toBase58()).sort()).toEqual(
      [usdc, port]
        .map((mint) => getAssociatedTokenAddressSync(mint, bob.publicKey).toBase58())
        .sort(),
    )
    const mints = await connection.getProgramAccounts(TOKEN_PROGRAM_ID, {
      filters: [{ dataSize: 82 }],
    })
    expect(mints.map((m) => m.pubkey.toBase58()).sort()).toEqual([usdc, port].map(String).sort())
  })

  it("ranks a mint's largest holders", async () => {
    const { value } = await connection.getTokenLargestAccounts(port)
    expect(value.length).toBeGreaterThanOrEqual(5)
    const amounts = value.map((holder) => BigInt(holder.amount))
    expect(amounts).toEqual([...amounts].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)))
    expect(value.every((holder) => holder.decimals === 9)).toBe(true)
  })

  it('reads several accounts at once, parsed or raw', async () => {
    const ata = getAssociatedTokenAddressSync(port, bob.publicKey)
    const missing = Keypair.generate().publicKey
    const parsed = await connection.getMultipleParsedAccounts([port, ata, missing])
    expect(parsed.value[0]?.data).toMatchObject({ program: 'spl-token', parsed: { type: 'mint' } })
    expect(parsed.value[1]?.data).toMatchObject({ parsed: { type: 'account' } })
    expect(parsed.value[2]).toBeNull()
    const raw = await connection.getMultipleAccountsInfo([alice.publicKey, ata])
    expect(raw[0]?.owner.toBase58()).toBe('11111111111111111111111111111111')
    expect(raw[1]?.data.length).toBe(165)
  })
})
