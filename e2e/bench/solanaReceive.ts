/**
 * The bench's Solana receive figure (issue 19 goal 4 on Solana): the demo with `?solana`, the
 * test extension's Solana wallet on test key 4 with the Account view's Activity tab open; per
 * run a script sends SOL to it from test key 2 and the figure is the time from the transfer
 * confirmed (the receiver's balance at `confirmed` commitment has it, polled every 20 ms) to
 * its entry in the receiver's open Activity tab (watched in the page each frame from before the
 * send). A random pause before each send keeps the runs from locking onto any refresh cycle.
 */
import { deploymentsFileOf, deriveSolanaTestKeys, readDeployments } from '@portico/devnet'
import { Connection, type Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { demoUrl, e2eConfig } from '../support/e2eStack.ts'
import { launchWithTestExtension } from '../support/extension.ts'

const RECEIVER_INDEX = 4
const SENDER_INDEX = 2
const AMOUNT_LAMPORTS = 1_000_000

export async function solanaReceiveSection(
  runs: number,
  report: (what: string, value: string, target?: string) => void,
  msSpread: (values: number[]) => string,
  target: string,
): Promise<void> {
  const cluster = readDeployments(deploymentsFileOf(e2eConfig)).solana
  if (!cluster) return
  const connection = new Connection(cluster.rpcUrl, 'confirmed')
  const sender = deriveSolanaTestKeys(SENDER_INDEX + 1)[SENDER_INDEX] as Keypair
  const receiver = cluster.accounts[RECEIVER_INDEX]?.address ?? ''
  const wallet = await launchWithTestExtension({
    chains: e2eConfig.chains,
    testMode: true,
    accountIndex: RECEIVER_INDEX,
    solanaClusters: [{ chain: cluster.caip2, rpcUrl: cluster.rpcUrl }],
  })
  try {
    const page = await wallet.context.newPage()
    await page.goto(`${demoUrl}?solana`, { waitUntil: 'networkidle' })
    const dialog = page.getByRole('dialog')
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await dialog.getByRole('button', { name: /Portico Test Wallet.*Installed · Solana/ }).click()
    await page.getByTestId('account-address').filter({ hasText: receiver }).waitFor()
    await page.locator('[data-portico="account-button"]').click()
    await dialog.getByTestId('account-tab-activity').click()
    const entries = dialog.getByTestId('activity-entry')
    await entries.first().or(dialog.getByTestId('activity-empty')).waitFor()
    const times: number[] = []
    for (let i = 0; i < runs; i++) {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 3_000))
      const before = await entries.count()
      const shown = page.evaluate<number>(`new Promise((resolve) => {
        const root = document.querySelector('portico-modal').shadowRoot
        const check = () => {
          if (root.querySelectorAll('[data-testid="activity-entry"]').length > ${before})
            resolve(Date.now())
          else requestAnimationFrame(check)
        }
        check()
      })`)
      const receiverKey = new PublicKey(receiver)
      const lamports = await connection.getBalance(receiverKey)
      const transfer = new Transaction().add(
        SystemProgram.transfer({
          fromPubkey: sender.publicKey,
          toPubkey: receiverKey,
          lamports: AMOUNT_LAMPORTS,
        }),
      )
      await connection.sendTransaction(transfer, [sender])
      for (;;) {
        if ((await connection.getBalance(receiverKey)) >= lamports + AMOUNT_LAMPORTS) break
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      const confirmed = Date.now()
      times.push((await shown) - confirmed)
    }
    report(
      "Solana transfer confirmed → shown in the receiver's open Activity",
      msSpread(times),
      target,
    )
  } finally {
    await wallet.close()
  }
}
