/**
 * The test extension's Bitcoin provider in Chromium, against a real regtest node: what a dapp
 * calling sats-connect's request API sees (addresses, signatures, a sent transfer, rejection).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, chromium, type Page, type Worker } from '@playwright/test'
import { bech32, bech32m } from '@scure/base'
import { Verifier } from 'bip322-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumArgs, chromiumPath } from '../browser/chromium.ts'
import { DEVNET_MNEMONIC } from '../chain/startAnvil.ts'
import { buildTestExtension } from '../extension/buildTestExtension.ts'
import { findFreePort } from '../ports.ts'
import type { BitcoinDeployment } from './bitcoinDeployment.ts'
import { deployBitcoin } from './deployBitcoin.ts'
import { type RunningBitcoinNode, startBitcoinNode } from './startBitcoinNode.ts'
import { regtestNodeClient } from './wallet/regtestNodeClient.ts'

type Response = { result?: unknown; error?: { code: number; message: string } }

function toTestnet(address: string): string {
  const codec = address.startsWith('bcrt1q') ? bech32 : bech32m
  return codec.encode('tb', codec.decode(address as `${string}1${string}`).words)
}

describe('the test extension’s Bitcoin provider', () => {
  const root = mkdtempSync(join(tmpdir(), 'portico-btc-ext-'))
  let node: RunningBitcoinNode
  let deployment: BitcoinDeployment
  let server: Server
  let context: BrowserContext
  let worker: Worker
  let page: Page
  const request = (method: string, params?: unknown) =>
    page.evaluate(
      ([m, p]) =>
        (
          window as unknown as {
            PorticoTestWallet: { BitcoinProvider: { request(m: string, p: unknown): unknown } }
          }
        ).PorticoTestWallet.BitcoinProvider.request(m as string, p),
      [method, params] as const,
    ) as Promise<Response>

  beforeAll(async () => {
    node = await startBitcoinNode({
      host: '127.0.0.1',
      port: await findFreePort(),
      dataDir: join(root, 'bcoin'),
    })
    deployment = await deployBitcoin(node.url, DEVNET_MNEMONIC, 2)
    const extensionDir = await buildTestExtension({
      outDir: join(root, 'extension'),
      cacheDir: join(root, 'cache'),
      chains: [{ id: 31337, name: 'Portico Devnet', rpcUrl: 'http://127.0.0.1:1' }],
      testMode: true,
      bitcoinNodeUrl: node.url,
    })
    server = createServer((_, res) => res.end('<!doctype html><title>dapp</title>'))
    const port = await findFreePort()
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    context = await chromium.launchPersistentContext(join(root, 'profile'), {
      executablePath: chromiumPath,
      headless: true,
      args: [
        ...chromiumArgs,
        `--disable-extensions-except=${extensionDir}`,
        `--load-extension=${extensionDir}`,
      ],
      ignoreDefaultArgs: ['--disable-extensions'],
    })
    const isWallet = (w: Worker) => w.url().endsWith('/background.js')
    worker =
      context.serviceWorkers().find(isWallet) ??
      (await context.waitForEvent('serviceworker', { predicate: isWallet }))
    page = await context.newPage()
    await page.goto(`http://127.0.0.1:${port}/`)
    await page.waitForFunction(() => 'PorticoTestWallet' in window)
  }, 120_000)
  afterAll(async () => {
    await context?.close()
    server?.close()
    await node?.stop()
    rmSync(root, { recursive: true, force: true })
  })

  it('is listed for sats-connect and gives the funded payment and ordinals addresses', async () => {
    const listed = await page.evaluate(
      () => (window as { btc_providers?: { id: string }[] }).btc_providers,
    )
    expect(listed?.map((p) => p.id)).toEqual(['PorticoTestWallet.BitcoinProvider'])
    const { result } = await request('getAccounts', { purposes: ['payment', 'ordinals'] })
    expect(result).toEqual([
      expect.objectContaining({
        purpose: 'payment',
        address: deployment.accounts[0]?.payment.address,
      }),
      expect.objectContaining({
        purpose: 'ordinals',
        address: deployment.accounts[0]?.ordinals.address,
      }),
    ])
  })

  it('signs a BIP-322 message that verifies', async () => {
    const address = deployment.accounts[0]?.ordinals.address ?? ''
    const { result } = await request('signMessage', {
      address,
      message: 'Portico',
      protocol: 'BIP322',
    })
    const { signature } = result as { signature: string }
    expect(Verifier.verifySignature(toTestnet(address), 'Portico', signature)).toBe(true)
  })

  it('asks in the approval popup, showing the message; Reject and Approve answer the dapp', async () => {
    await worker.evaluate("globalThis.porticoTestWallet.setMode('popup')")
    const address = deployment.accounts[0]?.payment.address ?? ''
    const ask = async (answer: 'Approve' | 'Reject') => {
      const popupOpened = context.waitForEvent('page', {
        predicate: (p) => p.url().includes('/approve.html'),
      })
      const pending = request('signMessage', { address, message: 'Pay 1 BTC?', protocol: 'ECDSA' })
      const popup = await popupOpened
      await expect.poll(() => popup.locator('#details').textContent()).toContain('Pay 1 BTC?')
      expect(await popup.locator('#method').textContent()).toBe('bitcoin_signMessage')
      const closed = popup.waitForEvent('close')
      await popup
        .getByRole('button', { name: answer })
        .click()
        .catch(() => {})
      await closed
      return pending
    }
    expect((await ask('Reject')).error?.code).toBe(-32000)
    const approved = await ask('Approve')
    const { signature } = approved.result as { signature: string }
    expect(Verifier.verifySignature(toTestnet(address), 'Pay 1 BTC?', signature)).toBe(true)
    await worker.evaluate("globalThis.porticoTestWallet.setMode('approve')")
  })

  it('sends a transfer the node sees, and answers a rejection with -32000', async () => {
    const recipient = deployment.accounts[1]?.payment.address ?? ''
    const { result } = await request('sendTransfer', {
      recipients: [{ address: recipient, amount: 54_321 }],
    })
    const { txid } = result as { txid: string }
    const utxos = await regtestNodeClient(node.url).utxos(recipient)
    expect(utxos.find((u) => u.txid === txid)?.value).toBe(54_321n)

    await worker.evaluate("globalThis.porticoTestWallet.setMode('reject')")
    const rejected = await request('sendTransfer', {
      recipients: [{ address: recipient, amount: 1000 }],
    })
    expect(rejected.error?.code).toBe(-32000)
    const unknown = await request('signTransaction', {})
    expect(unknown.error?.code).toBe(-32601)
  })
})
