import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toBcoinAddress } from '../bitcoin/bcoinAddress.ts'
import type { BitcoinDeployment } from '../bitcoin/bitcoinDeployment.ts'
import { createBitcoinRpc } from '../bitcoin/bitcoinRpc.ts'
import { deployBitcoin } from '../bitcoin/deployBitcoin.ts'
import { type RunningBitcoinNode, startBitcoinNode } from '../bitcoin/startBitcoinNode.ts'
import { createBitcoinWallet } from '../bitcoin/wallet/bitcoinWallet.ts'
import { regtestNodeClient } from '../bitcoin/wallet/regtestNodeClient.ts'
import { DEVNET_MNEMONIC } from '../chain/startAnvil.ts'
import { findFreePort } from '../ports.ts'
import {
  BITCOIN_NODE_PROXY_PATH,
  loopbackNodeUrl,
  registerBitcoinNodeProxy,
} from './bitcoinNodeProxy.ts'

describe('the demo wallet server’s proxy to the regtest node', () => {
  let node: RunningBitcoinNode
  let deployment: BitcoinDeployment
  let app: FastifyInstance
  let proxy: string
  const dir = mkdtempSync(join(tmpdir(), 'portico-wallet-proxy-'))
  beforeAll(async () => {
    node = await startBitcoinNode({ host: '127.0.0.1', port: await findFreePort(), dataDir: dir })
    deployment = await deployBitcoin(node.url, DEVNET_MNEMONIC, 2)
    app = Fastify()
    registerBitcoinNodeProxy(app, node.url)
    proxy = `${await app.listen({ host: '127.0.0.1', port: 0 })}${BITCOIN_NODE_PROXY_PATH}`
  }, 60_000)
  afterAll(async () => {
    await app?.close()
    await node?.stop()
    rmSync(dir, { recursive: true, force: true })
  })
  const rpc = (body: unknown) =>
    fetch(`${proxy}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  it('lets the wallet core read its coins, the fee rate, and send BTC through it', async () => {
    const wallet = createBitcoinWallet(DEVNET_MNEMONIC, 0, regtestNodeClient(proxy))
    const recipient = deployment.accounts[1]?.payment.address ?? ''
    const through = regtestNodeClient(proxy)
    expect((await through.utxos(wallet.keys.payment.address)).map((u) => u.value)).toEqual([
      500_000_000n,
    ])
    expect(await through.feeRate()).toBeGreaterThanOrEqual(1n)
    const { txid } = await wallet.sendTransfer({
      recipients: [{ address: recipient, amount: 50_000 }],
    })
    expect(await createBitcoinRpc(node.url)<string[]>('getrawmempool', [])).toContain(txid)
    expect((await through.utxos(recipient)).map((u) => u.value)).toContain(50_000n)
  })

  it('refuses every other call with a 400, and the node is not asked', async () => {
    const rpcNode = createBitcoinRpc(node.url)
    const height = await rpcNode<number>('getblockcount', [])
    for (const body of [
      { method: 'generatetoaddress', params: [1, deployment.miner.address] },
      { method: 'stop', params: [] },
      { method: 'sendrawtransaction', params: ['not hex'] },
      { method: 'estimatesmartfee', params: [1, 'ECONOMICAL', 'extra'] },
      { params: [] },
    ]) {
      const res = await rpc(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(await res.json()).toMatchObject({
        error: { code: 'BITCOIN_NODE_PROXY_INVALID', message: 'Not a call the demo wallet makes' },
      })
    }
    expect(await rpcNode<number>('getblockcount', [])).toBe(height)
    const bad = await fetch(`${proxy}/coin/address/${encodeURIComponent('../../tx')}`)
    expect(bad.status).toBe(400)
    const payment = toBcoinAddress(deployment.accounts[0]?.payment.address ?? '')
    for (const path of [`/tx/address/${payment}`, `/block/1`, '/wallet/primary'])
      expect((await fetch(`${proxy}${path}`)).status, path).toBe(404)
    expect((await fetch(`${proxy}/`)).status).toBe(404)
  })

  it('forwards only to a node on a loopback address', () => {
    expect(loopbackNodeUrl('http://127.0.0.1:48332/')).toBe('http://127.0.0.1:48332')
    expect(loopbackNodeUrl('http://localhost:48332')).toBe('http://localhost:48332')
    expect(() => loopbackNodeUrl('http://192.0.2.1:48332')).toThrow(/loopback/)
    expect(() => loopbackNodeUrl('ftp://127.0.0.1')).toThrow(/loopback/)
    expect(() => loopbackNodeUrl('nonsense')).toThrow(/not a URL/)
    expect(() => registerBitcoinNodeProxy(Fastify(), 'http://10.0.0.1:48332')).toThrow(/loopback/)
  })
})
