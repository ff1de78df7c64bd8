/**
 * The Bitcoin watcher against a real bcoin regtest node: a transfer to a watched address is
 * reported once it is in the mempool and again once mined; an address no longer watched is not
 * reported; a node that does not answer is logged once and asked again later, not hammered.
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
  findFreePort,
  mineBlocks,
  type RunningBitcoinNode,
  startBitcoinNode,
} from '@portico/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bcoinNode } from './bcoinNode.ts'
import {
  type BitcoinAccountChange,
  type BitcoinAccountWatcher,
  createBitcoinAccountWatcher,
} from './watchBitcoinAccounts.ts'

let node: RunningBitcoinNode
let deployment: BitcoinDeployment
let watcher: BitcoinAccountWatcher
const changes: BitcoinAccountChange[] = []
const dir = mkdtempSync(join(tmpdir(), 'portico-cloud-bcoin-watch-'))

beforeAll(async () => {
  node = await startBitcoinNode({ host: '127.0.0.1', port: await findFreePort(), dataDir: dir })
  deployment = await deployBitcoin(node.url, DEVNET_MNEMONIC, 3)
  watcher = createBitcoinAccountWatcher({
    node: bcoinNode(deployment.nodeUrl),
    intervalMs: 50,
    onChange: (change) => changes.push(change),
    log: { warn: () => {} },
  })
}, 60_000)
afterAll(async () => {
  watcher?.close()
  await node?.stop()
  rmSync(dir, { recursive: true, force: true })
})

const payment = (index: number) =>
  deployment.accounts.find((a) => a.index === index)?.payment.address ?? ''

/** Sends 0.001 BTC from key `from` to each of `to`; resolves once the node's mempool holds it. */
async function send(from: number, to: string[]) {
  const sender = derivePaymentKey(DEVNET_MNEMONIC, from)
  const coins = await bcoinNode(deployment.nodeUrl).coins(sender.address)
  const tx = buildTransfer({
    utxos: coins
      .filter((c) => c.height > 0)
      .map((c) => ({ txid: c.hash, vout: c.index, value: BigInt(c.value), script: c.script })),
    recipients: to.map((address) => ({ address, amount: 100_000n })),
    feeRate: 2n,
    changeAddress: sender.address,
  })
  tx.sign(sender.privateKey)
  tx.finalize()
  return broadcastTransaction(createBitcoinRpc(deployment.nodeUrl), tx.hex)
}

const reportsFor = (address: string) => changes.filter((c) => c.address === address)

describe('createBitcoinAccountWatcher', () => {
  it('reports a transfer in the mempool, then mined, to the watched addresses only', async () => {
    const receiver = payment(1)
    const watch = watcher.watch(receiver)
    await watch.ready
    expect(reportsFor(receiver)).toEqual([])
    await send(0, [receiver])
    await expect.poll(() => reportsFor(receiver).length).toBe(1)
    await mineBlocks(createBitcoinRpc(deployment.nodeUrl), 1, deployment.miner.address)
    await expect.poll(() => reportsFor(receiver).length).toBe(2)
    const [pending, mined] = reportsFor(receiver)
    expect(pending?.state).not.toBe(mined?.state)
    // The sender was not watched.
    expect(reportsFor(payment(0))).toEqual([])
    watch.stop()
    expect(watcher.size()).toBe(0)
  })

  it('stops reporting an address once its last watch stops', async () => {
    const [first, second] = [payment(1), payment(2)]
    const watches = [watcher.watch(first), watcher.watch(first)]
    await Promise.all(watches.map((w) => w.ready))
    watches[0]?.stop()
    const before = reportsFor(first).length
    await send(0, [first])
    // Still watched by the other watch.
    await expect.poll(() => reportsFor(first).length).toBe(before + 1)
    await mineBlocks(createBitcoinRpc(deployment.nodeUrl), 1, deployment.miner.address)
    await expect.poll(() => reportsFor(first).length).toBe(before + 2)
    watches[1]?.stop()
    const watch = watcher.watch(second)
    await watch.ready
    // One transaction to both: reported for `second` alone.
    await send(0, [first, second])
    await expect.poll(() => reportsFor(second).length).toBe(1)
    expect(reportsFor(first).length).toBe(before + 2)
    watch.stop()
  })

  it('logs a node that does not answer once, and asks it less and less often', async () => {
    let calls = 0
    const warnings: object[] = []
    const failing = () => {
      calls++
      return Promise.reject(new Error('connection refused'))
    }
    const down = createBitcoinAccountWatcher({
      node: { transactions: failing, rpc: failing },
      intervalMs: 10,
      maxBackoffMs: 160,
      onChange: () => {},
      log: { warn: (fields) => warnings.push(fields) },
    })
    const watch = down.watch(payment(1))
    await expect(watch.ready).rejects.toThrow('connection refused')
    await expect.poll(() => warnings.length).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 600))
    // Without the back-off: about 60 reads of two calls; with it, a handful.
    expect(calls).toBeLessThan(20)
    expect(warnings).toHaveLength(1)
    watch.stop()
    down.close()
  })
})
