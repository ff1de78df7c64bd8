/**
 * A Wallet Standard Solana wallet in the modal (issue 22): the test extension registers one
 * beside its EIP-6963 EVM wallet; on the demo with `?solana` the modal lists it, connects it,
 * and its provider signs a message that verifies with ed25519; the second cluster, which the
 * wallet was not given, is refused. A reload restores it.
 */
import { ed25519 } from '@noble/curves/ed25519'
import { expect, test } from '@playwright/test'
import { deploymentsFileOf, readDeployments } from '@portico/devnet'
import { base58 } from '@scure/base'
import { demoUrl, e2eConfig } from '../support/e2eStack.ts'
import { launchWithTestExtension, type TestExtension } from '../support/extension.ts'

const cluster = readDeployments(deploymentsFileOf(e2eConfig)).solana

let wallet: TestExtension | undefined
test.afterEach(async () => {
  await wallet?.close()
  wallet = undefined
})

test('the extension Solana wallet connects through the modal, signs a message and is restored after a reload', async () => {
  test.skip(!cluster, 'the stack runs no Solana cluster')
  if (!cluster) return
  wallet = await launchWithTestExtension({
    chains: e2eConfig.chains,
    testMode: true,
    solanaClusters: [{ chain: cluster.caip2, rpcUrl: cluster.rpcUrl }],
  })
  const page = wallet.context.pages()[0] ?? (await wallet.context.newPage())
  await page.goto(`${demoUrl}?solana`)
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  const rows = page.getByRole('dialog').getByRole('button', { name: /Portico Test Wallet/ })
  // The EVM wallet (EIP-6963) and the Solana wallet (Wallet Standard) are two rows.
  await expect(rows).toHaveCount(2)
  const names = await rows.allTextContents()
  const solanaRow = names.findIndex((name) => name.includes('Installed · Solana'))
  expect(solanaRow, `rows: ${names.join(' | ')}`).toBeGreaterThanOrEqual(0)
  await rows.nth(solanaRow).click()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  const expected = cluster.accounts[0]?.address
  await expect
    .poll(() => page.evaluate(`window.portico.getProvider('solana')?.publicKey.toBase58() ?? null`))
    .toBe(expected)

  const signed = (await page.evaluate(`(async () => {
    const provider = window.portico.getProvider('solana')
    const signature = await provider.signMessage(new TextEncoder().encode('Portico says hi'))
    return Array.from(signature)
  })()`)) as number[]
  expect(
    ed25519.verify(
      Uint8Array.from(signed),
      new TextEncoder().encode('Portico says hi'),
      base58.decode(expected ?? ''),
    ),
  ).toBe(true)

  // A cluster the wallet does not have (it was given the first only): refused, nothing changes.
  const cluster2 = readDeployments(deploymentsFileOf(e2eConfig)).solana2
  if (cluster2) {
    await page.evaluate(`window.portico.open({ view: 'Networks' })`)
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Portico Solana 2/ })
      .click()
    await expect(page.getByText('Chain is not supported')).toBeVisible()
    await expect(page.getByTestId('network-name')).toContainText(cluster.caip2)
    await page.keyboard.press('Escape')
  }

  await page.reload()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect
    .poll(() => page.evaluate(`window.portico.getProvider('solana')?.publicKey.toBase58() ?? null`))
    .toBe(expected)
})
