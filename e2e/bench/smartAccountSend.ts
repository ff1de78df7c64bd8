/**
 * The bench's smart-account figure (issue 24 part 2): a new e-mail wallet (a smart account on
 * the devnet chain, holding 1 ETH and nothing for gas) sends 0.001 ETH from the host page with
 * eth_sendTransaction; the figure is the Approve click in the secure frame → the page holding
 * the hash, which the frame answers once the UserOperation's receipt is there (sponsored,
 * through Alto, mined). The first send also deploys the account, so it is reported apart.
 * The click and the hash are in two renderer processes: each side stamps Date.now().
 */
import type { Browser, Page } from '@playwright/test'
import { createPublicClient, http, parseEther, toHex } from 'viem'
import { e2eConfig } from '../support/e2eStack.ts'
import { openCodeEntry, submitCode, watchApproveClicks } from './emailSigning.ts'

const RECEIVER = '0x000000000000000000000000000000000000bEEF'

async function timeUserOperationSend(page: Page): Promise<number> {
  await page.evaluate(`(() => {
    const provider = window.portico.getProvider('eip155')
    const from = window.portico.getState().account.address
    window.__benchSent = provider
      .request({
        method: 'eth_sendTransaction',
        params: [{ from, to: '${RECEIVER}', value: '${toHex(parseEther('0.001'))}' }],
      })
      .then((hash) => ({ hash, at: Date.now() }))
  })()`)
  const approve = page
    .frameLocator('iframe[title="Portico secure frame"]')
    .getByRole('button', { name: 'Approve' })
  await approve.click()
  const sent = await page.evaluate<{ hash: `0x${string}`; at: number }>('window.__benchSent')
  const frame = page.frame({ url: (url) => url.origin === e2eConfig.frameOrigin })
  const clicks = (await frame?.evaluate<number[]>('window.__benchApprovals.splice(0)')) ?? []
  if (clicks.length !== 1) throw new Error(`the frame saw ${clicks.length} Approve clicks, not 1`)
  const client = createPublicClient({ transport: http(e2eConfig.rpcUrl) })
  const receipt = await client.getTransactionReceipt({ hash: sent.hash })
  if (receipt.status !== 'success') throw new Error('the UserOperation was not mined')
  await approve.waitFor({ state: 'detached' })
  return sent.at - (clicks[0] as number)
}

export async function smartAccountSection(
  browser: Browser,
  runs: number,
  report: (what: string, value: string) => void,
  msSpread: (values: number[]) => string,
): Promise<void> {
  const entry = await openCodeEntry(browser, `bench-smart-account-${Date.now()}@example.com`)
  try {
    await submitCode(entry)
    const { page } = entry
    const address = (await page.evaluate(
      'window.portico.getState().account.address',
    )) as `0x${string}`
    const client = createPublicClient({ transport: http(e2eConfig.rpcUrl) })
    await client.request({
      method: 'anvil_setBalance' as never,
      params: [address, toHex(parseEther('1'))] as never,
    })
    await watchApproveClicks(page)
    const first = await timeUserOperationSend(page)
    const later: number[] = []
    for (let i = 1; i < runs; i++) later.push(await timeUserOperationSend(page))
    report(
      'smart account: UserOperation send click → mined, first (deploys the account)',
      `${first} ms`,
    )
    report('smart account: UserOperation send click → mined, deployed account', msSpread(later))
  } finally {
    await entry.close()
  }
}
