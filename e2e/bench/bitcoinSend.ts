/**
 * The bench's Bitcoin figure (issue 23 part 6): the demo with `?bitcoin` and the test
 * extension's sats-connect wallet; per run, the modal's Send BTC form filled, then a click on
 * Send → the transaction in the regtest node's mempool (the modal built the PSBT, the wallet
 * signed and broadcast it) → the send shown in Activity (the cloud's history, read again after
 * the send). A block is mined between runs so every run spends confirmed coins.
 */
import { type BitcoinDeployment, createBitcoinRpc, mineBlocks } from '@portico/devnet'
import { demoUrl, e2eConfig } from '../support/e2eStack.ts'
import { launchWithTestExtension } from '../support/extension.ts'

export async function bitcoinSection(
  bitcoin: BitcoinDeployment,
  runs: number,
  report: (what: string, value: string) => void,
  msSpread: (values: number[]) => string,
): Promise<void> {
  const receiver = bitcoin.accounts.find((a) => a.index === 1)?.payment.address ?? ''
  const rpc = createBitcoinRpc(bitcoin.nodeUrl)
  // Key index 0 (funded at start: indexes 0–2); the bench's stack is its own.
  const wallet = await launchWithTestExtension({
    chains: e2eConfig.chains,
    testMode: true,
    accountIndex: 0,
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
    // The connect closes the modal once done: open it only after that.
    await dialog.waitFor({ state: 'hidden' })
    const toMempool: number[] = []
    const toShown: number[] = []
    for (let i = 0; i < runs; i++) {
      await page.evaluate('window.portico.open()')
      // Activity stays the chosen tab: the send returns to it.
      await dialog.getByTestId('account-tab-activity').click()
      // Sends are told apart by status: a page of entries keeps its length as one is added. The
      // last run's send was mined; once it shows confirmed, no entry is pending.
      const pending = '[data-testid="activity-entry"][data-status="pending"]'
      await page.waitForFunction(
        () =>
          !document.querySelector('portico-modal')?.shadowRoot?.querySelector('[aria-busy="true"]'),
      )
      await page.waitForFunction(
        (selector) => !document.querySelector('portico-modal')?.shadowRoot?.querySelector(selector),
        pending,
      )
      await dialog.getByTestId('account-send').click()
      await dialog.getByTestId('btc-send-amount').fill('0.0001')
      await dialog.getByTestId('btc-send-receiver').fill(receiver)
      const mempool = new Set(await rpc<string[]>('getrawmempool', []))
      const start = Date.now()
      await dialog.getByTestId('btc-send-confirm').click()
      for (;;) {
        const now = await rpc<string[]>('getrawmempool', [])
        if (now.some((txid) => !mempool.has(txid))) break
        await new Promise((r) => setTimeout(r, 5))
      }
      toMempool.push(Date.now() - start)
      await page.waitForFunction(
        (selector) =>
          !!document.querySelector('portico-modal')?.shadowRoot?.querySelector(selector),
        pending,
        { polling: 'raf' },
      )
      toShown.push(Date.now() - start)
      await mineBlocks(rpc, 1, bitcoin.miner.address)
      await page.evaluate('window.portico.close()')
    }
    report('BTC send: Send click → in the node mempool', msSpread(toMempool))
    report('BTC send: Send click → shown in Activity', msSpread(toShown))
  } finally {
    await wallet.close()
  }
}
