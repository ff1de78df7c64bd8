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
  findFreePort,
  mineBlocks,
  type RunningBitcoinNode,
  startBitcoinNode,
} from '@portico/devnet'
import { accountHistorySchema, balanceResponseSchema } from '@portico/shared'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeOnBothDatabases } from '../../testing/describeOnBothDatabases.ts'
import { apiUrl, useTestCloud } from '../../testing/testCloud.ts'
import { createFixedBitcoinPriceOracle } from './bitcoinPriceOracle.ts'

const ZERO = `0x${'0'.repeat(40)}` as const

/** The price the test cloud's oracle gives BTC (createCloudServer's `bitcoin.priceOracle`). */
const BTC_USD = 50_000

interface BtcBalance {
  symbol: string
  price: number
  chainId: string
  quantity: { numeric: string }
  bip122: {
    confirmed: string
    unconfirmed: string
    utxos: { txid: string; vout: number; value: string; script: string }[]
  }
}

describeOnBothDatabases('bip122 reads from the regtest node', (database) => {
  // A fresh node per database run: the sends below change its chain.
  let node: RunningBitcoinNode
  let deployment: BitcoinDeployment
  const dir = mkdtempSync(join(tmpdir(), 'portico-cloud-bcoin-'))
  beforeAll(async () => {
    node = await startBitcoinNode({ host: '127.0.0.1', port: await findFreePort(), dataDir: dir })
    deployment = await deployBitcoin(node.url, DEVNET_MNEMONIC, 2)
  }, 60_000)
  afterAll(async () => {
    await node?.stop()
    rmSync(dir, { recursive: true, force: true })
  })
  const cloud = useTestCloud(database, () => ({
    deployments: () => ({
      chainId: 31337,
      contracts: { weth9: ZERO, uniswapV2Factory: ZERO },
      tokens: [],
      bitcoin: { caip2: deployment.caip2, nodeUrl: deployment.nodeUrl },
    }),
    indexer: false,
    bitcoin: { priceOracle: createFixedBitcoinPriceOracle({ BTC: BTC_USD }) },
  }))
  const get = (path: string, query: Record<string, string> = {}) =>
    fetch(apiUrl(cloud().url, path, query))
  const btc = async (address: string, query: Record<string, string> = {}) => {
    const res = await get(`/v1/account/${address}/balance`, { currency: 'usd', ...query })
    expect(res.status).toBe(200)
    return balanceResponseSchema.parse(await res.json()).balances as unknown as BtcBalance[]
  }
  const payment = (i: number) => deployment.accounts[i]?.payment.address ?? ''
  const ordinals = (i: number) => deployment.accounts[i]?.ordinals.address ?? ''

  it('serves the funded payment and ordinals accounts’ confirmed BTC, UTXOs and USD price', async () => {
    const [pay] = await btc(payment(0), { chainId: deployment.caip2 })
    expect(pay).toMatchObject({
      symbol: 'BTC',
      price: BTC_USD,
      value: 5 * BTC_USD,
      chainId: deployment.caip2,
      quantity: { numeric: '5' },
      bip122: { confirmed: '500000000', unconfirmed: '0' },
    })
    expect(pay?.bip122.utxos).toHaveLength(1)
    const [ord] = await btc(ordinals(0))
    expect(ord?.quantity.numeric).toBe('1')
  })

  it('shows a send as unconfirmed on both sides until it is mined, and in the history', async () => {
    const sender = derivePaymentKey(DEVNET_MNEMONIC, 0)
    const [before] = await btc(payment(0))
    const tx = buildTransfer({
      utxos: (before?.bip122.utxos ?? []).map((u) => ({ ...u, value: BigInt(u.value) })),
      recipients: [{ address: payment(1), amount: 10_000_000n }],
      feeRate: 2n,
      changeAddress: sender.address,
    })
    tx.sign(sender.privateKey)
    tx.finalize()
    const rpc = createBitcoinRpc(node.url)
    const txid = await broadcastTransaction(rpc, tx.hex)

    const [received] = await btc(payment(1))
    expect(received?.bip122).toMatchObject({ confirmed: '500000000', unconfirmed: '10000000' })
    expect(received?.quantity.numeric).toBe('5.1')
    const history = async (address: string) => {
      const res = await get(`/v1/account/${address}/history`, { chainId: deployment.caip2 })
      expect(res.status).toBe(200)
      return accountHistorySchema.parse(await res.json()).data
    }
    const [sent] = await history(payment(0))
    expect(sent).toMatchObject({
      hash: txid,
      metadata: { status: 'pending', operationType: 'send', sentTo: payment(1) },
    })
    expect(Number(sent?.transfers[0]?.quantity.numeric)).toBeGreaterThan(0.1)

    await mineBlocks(rpc, 1, deployment.miner.address)
    const [after] = await btc(payment(1))
    expect(after?.bip122).toMatchObject({ confirmed: '510000000', unconfirmed: '0' })
    const [got] = await history(payment(1))
    expect(got).toMatchObject({
      hash: txid,
      metadata: { status: 'confirmed', operationType: 'receive', sentFrom: payment(0) },
      transfers: [
        { direction: 'in', quantity: { numeric: '0.1' }, price: BTC_USD, value: 0.1 * BTC_USD },
      ],
    })
  })

  it('answers fee rates in sat/vB for the regtest network on the gas-price route', async () => {
    const res = await get('/v1/convert/gas-price', { chainId: deployment.caip2 })
    expect(res.status).toBe(200)
    const { bip122 } = (await res.json()) as { bip122: Record<string, number> }
    expect(bip122.minimum).toBe(1)
    expect(bip122.fast).toBeGreaterThanOrEqual(bip122.minimum ?? 1)
  })

  it('lists nothing for another network or a mainnet address, 400 for a broken address', async () => {
    expect(await btc(payment(0), { chainId: 'bip122:000000000019d6689c085ae165831e93' })).toEqual(
      [],
    )
    expect(await btc('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toEqual([])
    const res = await get('/v1/account/bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt081/balance')
    expect(res.status).toBe(400)
  })
})
