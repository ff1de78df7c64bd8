/**
 * The bench's Bitcoin receive figures (issue 19 goal 4 on Bitcoin): the demo with `?bitcoin`,
 * the test extension's sats-connect wallet on key index 1 with the Account view's Activity tab
 * open; per run a script sends it 0.001 BTC from key index 2 (built here, broadcast through the
 * node's RPC). Two figures: the transaction in the node's mempool → its entry in the receiver's
 * open Activity, and the block mined → that entry shown confirmed. Watched in the page each frame
 * from before the send or the mining; a random pause before each send keeps the runs from
 * locking onto any refresh cycle.
 */

import type { Page } from '@playwright/test'
import {
  type BitcoinDeployment,
  broadcastTransaction,
  buildTransfer,
  createBitcoinRpc,
  DEVNET_MNEMONIC,
  derivePaymentKey,
  mineBlocks,
  toBcoinAddress,
} from '@portico/devnet'
import { demoUrl, e2eConfig } from '../support/e2eStack.ts'
import { launchWithTestExtension } from '../support/extension.ts'

const RECEIVER_INDEX = 1
const SENDER_INDEX = 2

interface BcoinCoin {
  hash: string
  index: number
  value: number
  script: string
  height: number
}

/** In the page: resolves with the time the first Activity entry matches `test` (JS source). */
const firstEntryWhen = (page: Page, test: string) =>
  page.evaluate<number>(`new Promise((resolve) => {
    const root = document.querySelector('portico-modal').shadowRoot
    const check = () => {
      const entries = root.querySelectorAll('[data-testid="activity-entry"]')
      if (${test}) resolve(Date.now())
      else requestAnimationFrame(check)
    }
    check()
  })`)

export async function bitcoinReceiveSection(
  bitcoin: BitcoinDeployment,
  runs: number,
  report: (what: string, value: string, target?: string) => void,
  msSpread: (values: number[]) => string,
  target: string,
): Promise<void> {
  const rpc = createBitcoinRpc(bitcoin.nodeUrl)
  const sender = derivePaymentKey(DEVNET_MNEMONIC, SENDER_INDEX)
  const receiver = bitcoin.accounts.find((a) => a.index === RECEIVER_INDEX)?.payment.address ?? ''
  const wallet = await launchWithTestExtension({
    chains: e2eConfig.chains,
    testMode: true,
    accountIndex: RECEIVER_INDEX,
    bitcoinNodeUrl: bitcoin.nodeUrl,
  })
  try {
    const page = await wallet.context.newPage()
    await page.goto(`${demoUrl}?bitcoin`, { waitUntil: 'networkidle' })
    const dialog = page.getByRole('dialog')
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await dialog
      .getByRole('button', { name: /Portico Test Wallet/ })
      .filter({ hasText: 'Installed · Bitcoin' })
      .click()
    await page.getByTestId('account-status').filter({ hasText: 'connected' }).waitFor()
    await dialog.waitFor({ state: 'hidden' })
    await page.evaluate('window.portico.open()')
    await dialog.getByTestId('account-tab-activity').click()
    const entries = dialog.getByTestId('activity-entry')
    await entries.first().or(dialog.getByTestId('activity-empty')).waitFor()
    const toShown: number[] = []
    const toConfirmed: number[] = []
    for (let i = 0; i < runs; i++) {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 3_000))
      // Every earlier transfer is mined: the first entry pending is the new one (a count could
      // stay at the page's 20 entries).
      const shown = firstEntryWhen(
        page,
        `entries[0] && entries[0].getAttribute('data-status') === 'pending'`,
      )
      const res = await fetch(`${bitcoin.nodeUrl}/coin/address/${toBcoinAddress(sender.address)}`)
      const coins = ((await res.json()) as BcoinCoin[]).filter((c) => c.height > 0)
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
      // Resolves once the node's mempool holds it (polled every 25 ms).
      await broadcastTransaction(rpc, tx.hex)
      const inMempool = Date.now()
      toShown.push((await shown) - inMempool)
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 3_000))
      const confirmed = firstEntryWhen(
        page,
        `entries[0] && entries[0].getAttribute('data-status') === 'confirmed'`,
      )
      await mineBlocks(rpc, 1, bitcoin.miner.address)
      const mined = Date.now()
      toConfirmed.push((await confirmed) - mined)
    }
    report(
      "BTC transfer in the mempool → shown in the receiver's open Activity",
      msSpread(toShown),
      target,
    )
    report(
      "BTC transfer mined → shown confirmed in the receiver's open Activity",
      msSpread(toConfirmed),
      target,
    )
  } finally {
    await wallet.close()
  }
}
