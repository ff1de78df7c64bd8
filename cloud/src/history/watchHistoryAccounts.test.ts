/**
 * The history push for Solana and Bitcoin accounts, end to end: two cloud instances on one
 * Redis, a real litesvm cluster and a real bcoin regtest node. A SOL transfer reaches the
 * receiver's streams on both instances once each (both instances' watchers see it; the change
 * is delivered once); a BTC transfer is pushed when it enters the mempool and again when mined;
 * a stream for another account hears nothing; an unserved network is refused.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type BitcoinDeployment,
  broadcastTransaction,
  buildTransfer,
  createBitcoinRpc,
  DEVNET_MNEMONIC,
  deployBitcoin,
  derivePaymentKey,
  deriveSolanaTestKeys,
  findFreePort,
  mineBlocks,
  type RunningBitcoinNode,
  type RunningRedisServer,
  type RunningSolanaCluster,
  startBitcoinNode,
  startRedisServer,
  startSolanaCluster,
} from '@portico/devnet'
import {
  Connection,
  type Keypair,
  Keypair as Keys,
  type PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bcoinNode } from '../chain/bitcoin/bcoinNode.ts'
import { createCloudServer, type RunningCloudServer } from '../createCloudServer.ts'
import { type EventStreamReader, readEventStream } from '../testing/readEventStream.ts'
import { apiUrl, TEST_ORIGIN, testProjects } from '../testing/testCloud.ts'

const ZERO = `0x${'0'.repeat(40)}` as const
const [alice] = deriveSolanaTestKeys(1) as [Keypair]

let solana: RunningSolanaCluster
let node: RunningBitcoinNode
let bitcoin: BitcoinDeployment
let redis: RunningRedisServer
let connection: Connection
const clouds: RunningCloudServer[] = []
const streams: EventStreamReader[] = []
const dir = mkdtempSync(join(tmpdir(), 'portico-cloud-push-'))

beforeAll(async () => {
  let port: number
  ;[solana, redis, port] = await Promise.all([
    startSolanaCluster({ port: 0, slotMs: 100 }),
    startRedisServer(),
    findFreePort(),
  ])
  node = await startBitcoinNode({ host: '127.0.0.1', port, dataDir: dir })
  bitcoin = await deployBitcoin(node.url, DEVNET_MNEMONIC, 2)
  connection = new Connection(solana.url, { commitment: 'confirmed', wsEndpoint: solana.wsUrl })
  for (let i = 0; i < 2; i++)
    clouds.push(
      await createCloudServer({
        host: '127.0.0.1',
        port: 0,
        redisUrl: redis.url,
        seedProjects: testProjects,
        chains: [],
        deployments: () => ({
          chainId: 31337,
          contracts: { weth9: ZERO, uniswapV2Factory: ZERO },
          tokens: [],
          solana: solana.deployment,
          bitcoin: { caip2: bitcoin.caip2, nodeUrl: bitcoin.nodeUrl },
        }),
        indexer: false,
      }),
    )
}, 120_000)
afterAll(async () => {
  for (const stream of streams) stream.close()
  for (const cloud of clouds) await cloud.stop().catch(() => {})
  await Promise.all([solana?.stop(), node?.stop(), redis?.stop()])
  rmSync(dir, { recursive: true, force: true })
})

async function openStream(cloud: RunningCloudServer, address: string, chainId: string) {
  const stream = await readEventStream(
    apiUrl(cloud.url, `/v1/account/${address}/history/events`, { chainId }),
    { origin: TEST_ORIGIN },
  )
  streams.push(stream)
  expect(stream.response.status).toBe(200)
  await stream.next('ready')
  return stream
}

const sendSol = (to: PublicKey) =>
  sendAndConfirmTransaction(
    connection,
    new Transaction().add(
      SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: to, lamports: 1_000_000 }),
    ),
    [alice],
  )

const names = (stream: EventStreamReader) => stream.events.map((e) => e.event)

describe('history push for Solana and Bitcoin accounts', () => {
  it("pushes a SOL transfer to the receiver's streams on both instances, once each", async () => {
    const caip2 = solana.deployment.caip2
    const bob = Keys.generate().publicKey
    const [onA, onB] = await Promise.all(clouds.map((c) => openStream(c, bob.toBase58(), caip2)))
    const other = await openStream(
      clouds[1] as RunningCloudServer,
      Keys.generate().publicKey.toBase58(),
      caip2,
    )
    await sendSol(bob)
    for (const stream of [onA, onB])
      expect(JSON.parse((await stream?.next('history'))?.data ?? '')).toEqual({ chainId: caip2 })
    await sendSol(bob)
    for (const stream of [onA, onB]) await stream?.next('history')
    // Two transfers, two events on each: the other instance's report of each was not repeated.
    for (const stream of [onA, onB])
      expect(names(stream as EventStreamReader).filter((n) => n === 'history')).toHaveLength(2)
    expect(names(other)).toEqual(['ready'])
  }, 60_000)

  it('pushes a BTC transfer when it enters the mempool and again when it is mined', async () => {
    const receiver = bitcoin.accounts.find((a) => a.index === 1)?.payment.address ?? ''
    const stream = await openStream(clouds[0] as RunningCloudServer, receiver, bitcoin.caip2)
    const sender = derivePaymentKey(DEVNET_MNEMONIC, 0)
    const coins = await bcoinNode(bitcoin.nodeUrl).coins(sender.address)
    const tx = buildTransfer({
      utxos: coins.map((c) => ({
        txid: c.hash,
        vout: c.index,
        value: BigInt(c.value),
        script: c.script,
      })),
      recipients: [{ address: receiver, amount: 100_000n }],
      feeRate: 2n,
      changeAddress: sender.address,
    })
    tx.sign(sender.privateKey)
    tx.finalize()
    const rpc = createBitcoinRpc(bitcoin.nodeUrl)
    await broadcastTransaction(rpc, tx.hex)
    expect(JSON.parse((await stream.next('history')).data)).toEqual({ chainId: bitcoin.caip2 })
    await mineBlocks(rpc, 1, bitcoin.miner.address)
    await stream.next('history')
  }, 60_000)

  it('refuses a network it does not serve and opens no stream', async () => {
    const cloud = clouds[0] as RunningCloudServer
    for (const [address, chainId] of [
      [alice.publicKey.toBase58(), 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'],
      [bitcoin.accounts[0]?.payment.address ?? '', 'bip122:000000000019d6689c085ae165831e93'],
    ] as const) {
      const res = await fetch(
        apiUrl(cloud.url, `/v1/account/${address}/history/events`, { chainId }),
      )
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({
        code: 'SCHEMA_INVALID_INPUT',
        message: expect.any(String),
      })
    }
  })
})
