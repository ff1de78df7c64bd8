/**
 * The bench's Solana send figure (issue 22 part 6): the demo with `?solana` and the test
 * extension's Wallet Standard Solana wallet (test key 3, answering approvals itself); per run,
 * the Account view's Activity tab is on screen, a SOL send is filled in and previewed (not
 * timed), then from the click on Send: → confirmed (the receiver's balance at `confirmed`
 * commitment has the amount, polled from here every 20 ms), → shown in the sender's Activity
 * tab (a new entry, watched in the page each frame from before the click). Solana's Activity
 * listens to the cloud's history stream (its watcher of the cluster) and is read at once after
 * the send too.
 */
import { deploymentsFileOf, readDeployments } from '@portico/devnet'
import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import { demoUrl, e2eConfig } from '../support/e2eStack.ts'
import { launchWithTestExtension } from '../support/extension.ts'

const SENDER_INDEX = 3
const AMOUNT_LAMPORTS = 2_000_000

export async function solanaSendSection(
  runs: number,
  report: (what: string, value: string) => void,
  msSpread: (values: number[]) => string,
): Promise<void> {
  const cluster = readDeployments(deploymentsFileOf(e2eConfig)).solana
  if (!cluster) {
    report('Solana send', 'skipped: the stack runs no Solana cluster')
    return
  }
  const connection = new Connection(cluster.rpcUrl, 'confirmed')
  const receiver = Keypair.generate().publicKey
  const wallet = await launchWithTestExtension({
    chains: e2eConfig.chains,
    testMode: true,
    accountIndex: SENDER_INDEX,
    solanaClusters: [{ chain: cluster.caip2, rpcUrl: cluster.rpcUrl }],
  })
  try {
    const page = await wallet.context.newPage()
    await page.goto(`${demoUrl}?solana`, { waitUntil: 'networkidle' })
    const dialog = page.getByRole('dialog')
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await dialog.getByRole('button', { name: /Portico Test Wallet.*Installed · Solana/ }).click()
    await page
      .getByTestId('account-address')
      .filter({ hasText: cluster.accounts[SENDER_INDEX]?.address ?? '' })
      .waitFor()
    await page.locator('[data-portico="account-button"]').click()
    await dialog.getByTestId('account-tab-activity').click()
    const entries = dialog.getByTestId('activity-entry')
    // The list has loaded: its entries, or none yet (a fresh key's first run).
    await entries.first().or(dialog.getByTestId('activity-empty')).waitFor()

    const toConfirmed: number[] = []
    const toShown: number[] = []
    const confirmedToShown: number[] = []
    for (let i = 0; i < runs; i++) {
      const before = await entries.count()
      const lamports = BigInt(await connection.getBalance(new PublicKey(receiver)))
      await dialog.getByTestId('account-send').click()
      await dialog.getByTestId('send-select-token').click()
      await dialog.getByTestId('send-token-SOL').click()
      await dialog.getByTestId('send-amount-input').fill(String(AMOUNT_LAMPORTS / 1e9))
      await dialog.getByTestId('send-receiver-input').fill(receiver.toBase58())
      const preview = dialog.getByTestId('send-preview')
      await preview.filter({ hasText: 'Preview send' }).waitFor()
      await preview.click()
      const confirm = dialog.getByTestId('send-confirm')
      await dialog.getByTestId('send-preview-fee').filter({ hasText: 'SOL' }).waitFor()
      // Watched in the page from before the click: the first frame with a new Activity entry.
      const shown = page.evaluate<number>(`new Promise((resolve) => {
        const root = document.querySelector('portico-modal').shadowRoot
        const check = () => {
          if (root.querySelector('dialog')?.getAttribute('data-view') === 'Account' &&
              root.querySelectorAll('[data-testid="activity-entry"]').length > ${before})
            resolve(Date.now())
          else requestAnimationFrame(check)
        }
        check()
      })`)
      const start = Date.now()
      await confirm.click()
      for (;;) {
        const now = BigInt(await connection.getBalance(new PublicKey(receiver)))
        if (now >= lamports + BigInt(AMOUNT_LAMPORTS)) break
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      const confirmed = Date.now()
      const shownAt = await shown
      toConfirmed.push(confirmed - start)
      toShown.push(shownAt - start)
      confirmedToShown.push(shownAt - confirmed)
    }
    report('Solana send click → confirmed (receiver credited)', msSpread(toConfirmed))
    report("Solana send click → confirmed → shown in the sender's Activity", msSpread(toShown))
    report('Solana send confirmed → shown in Activity', msSpread(confirmedToShown))
  } finally {
    await wallet.close()
  }
}
