/**
 * A Bitcoin-only dapp (issue 23): the demo with `?bitcoin=only` configures the regtest network
 * and no EVM chain. The test extension's sats-connect provider and the demo WalletConnect
 * wallet (a session proposing bip122 alone) each connect, show the BTC balance, sign and
 * disconnect, with no error in the page's console.
 */
import { expect, type Page, test } from '@playwright/test'
import { deploymentsFileOf, readDeployments } from '@portico/devnet'
import { bech32 } from '@scure/base'
import { Verifier } from 'bip322-js'
import { demoUrl, e2eConfig } from '../support/e2eStack.ts'
import { launchWithTestExtension, type TestExtension } from '../support/extension.ts'

const bitcoin = readDeployments(deploymentsFileOf(e2eConfig)).bitcoin
const bitcoinOnlyUrl = `${demoUrl}?bitcoin=only`
const account = (index: number) => bitcoin?.accounts.find((a) => a.index === index)

// bip122-js reads a regtest P2WPKH address in its testnet spelling (the same witness program).
const toTestnet = (address: string) =>
  bech32.encode('tb', bech32.decode(address as `${string}1${string}`).words)

/** Console errors and uncaught exceptions of the page, none expected. */
function watchErrors(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}

const providerAddress = (page: Page) =>
  page.evaluate(`window.portico.getProvider('bip122')?.address ?? null`)

const signWith = (page: Page, address: string, message: string) =>
  page.evaluate(
    `window.portico.getProvider('bip122').signMessage(${JSON.stringify({ address, message })})`,
  )

/** The Account view's balance, then Disconnect in the modal. */
async function balanceThenDisconnect(page: Page) {
  await page.evaluate(`window.portico.open()`)
  const modal = page.getByRole('dialog')
  await expect(modal.getByTestId('account-balance')).toContainText(/\d BTC/)
  await modal.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  expect(await providerAddress(page)).toBeNull()
}

let extension: TestExtension | undefined
test.afterEach(async () => {
  await extension?.close()
  extension = undefined
})
test.beforeEach(() => {
  test.skip(!bitcoin, 'the stack runs no Bitcoin node')
})

test('the extension connects, shows BTC, signs and disconnects with no EVM chain configured', async () => {
  if (!bitcoin) return
  const payment = account(0)?.payment.address ?? ''
  extension = await launchWithTestExtension({
    chains: e2eConfig.chains,
    testMode: true,
    bitcoinNodeUrl: bitcoin.nodeUrl,
  })
  const page = extension.context.pages()[0] ?? (await extension.context.newPage())
  const problems = watchErrors(page)
  await page.goto(bitcoinOnlyUrl)
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Portico Test Wallet/ })
    .filter({ hasText: 'Bitcoin' })
    .click()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('account-address')).toHaveText(payment)
  await expect(page.getByTestId('network-name')).toContainText(bitcoin.caip2)
  const message = `Bitcoin-only ${Date.now()}`
  const signature = await signWith(page, payment, message)
  expect(Verifier.verifySignature(toTestnet(payment), message, signature as string)).toBe(true)
  await balanceThenDisconnect(page)
  expect(problems).toEqual([])
})

test('WalletConnect proposes bip122 alone; the wallet connects, signs and disconnects', async ({
  context,
}) => {
  if (!bitcoin) return
  const WALLET_ACCOUNT = 2
  const payment = account(WALLET_ACCOUNT)?.payment.address ?? ''
  const dapp = await context.newPage()
  const walletPage = await context.newPage()
  const problems = watchErrors(dapp)
  await Promise.all([
    dapp.goto(bitcoinOnlyUrl),
    walletPage.goto(`${e2eConfig.walletOrigin}/?account=${WALLET_ACCOUNT}`),
  ])
  const modal = dapp.getByRole('dialog')
  await dapp.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  await modal.getByRole('button', { name: /WalletConnect/ }).click()
  const uri = await modal.getByTestId('wc-qr').getAttribute('data-value')
  await walletPage.getByTestId('wallet-uri-input').fill(uri as string)
  await walletPage.getByTestId('wallet-pair').click()
  await walletPage.getByTestId('wallet-approve-session').click()
  // The only account of the session is the Bitcoin one: it is the active account at once.
  await expect(dapp.getByTestId('account-status')).toHaveText('connected')
  await expect(dapp.getByTestId('account-address')).toHaveText(payment)
  await expect(dapp.getByTestId('network-name')).toContainText(bitcoin.caip2)
  // The Bitcoin adapter adopts the session after it shows (its code loads on demand): the
  // dapp's BitcoinProvider is there once it has.
  await dapp.waitForFunction(
    () =>
      typeof (
        window as unknown as { portico: { getProvider(ns: string): { signMessage?: unknown } } }
      ).portico.getProvider('bip122')?.signMessage === 'function',
  )
  const message = `Bitcoin-only WalletConnect ${Date.now()}`
  const signed = signWith(dapp, payment, message)
  await walletPage.getByTestId('wallet-approve-request').click()
  expect(Verifier.verifySignature(toTestnet(payment), message, (await signed) as string)).toBe(true)
  await balanceThenDisconnect(dapp)
  expect(problems).toEqual([])
})
