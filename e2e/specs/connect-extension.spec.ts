/**
 * Connect and Account end to end with a real browser-extension wallet (the devnet test wallet)
 * on the real devnet chains.
 */

import { expect, type Page, test } from '@playwright/test'
import { formatNativeBalance, truncateAddress } from '@portico/shared'
import { createPublicClient, formatEther, http } from 'viem'
import { demoUrl, e2eConfig } from '../support/e2eStack.ts'
import { launchWithTestExtension, type TestExtension } from '../support/extension.ts'

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

let wallet: TestExtension
let page: Page

async function start(chains = e2eConfig.chains) {
  await wallet?.close()
  wallet = await launchWithTestExtension({ chains, testMode: true })
  page = await wallet.context.newPage()
  await page.goto(demoUrl)
}

test.beforeEach(async () => start())
test.afterEach(async () => wallet?.close())

const modal = () => page.getByRole('dialog')

async function connect() {
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  await modal()
    .getByRole('button', { name: /Portico Test Wallet/ })
    .click()
}

async function devnetBalance(rpcUrl: string) {
  const client = createPublicClient({ transport: http(rpcUrl) })
  return formatNativeBalance(formatEther(await client.getBalance({ address: ACCOUNT_0 })), 'ETH')
}

test('connects with the extension: the address (4…6) and the real devnet balance show', async () => {
  await connect()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('account-address')).toHaveText(ACCOUNT_0)
  await expect(modal()).toBeHidden()

  const balance = await devnetBalance(e2eConfig.rpcUrl)
  const accountButton = page.getByRole('button', {
    name: new RegExp(truncateAddress(ACCOUNT_0).replace('…', '.')),
  })
  await expect(accountButton).toContainText(balance)
  await accountButton.click()
  await expect(modal().getByTestId('modal-account-address')).toHaveText(truncateAddress(ACCOUNT_0))
  await expect(modal().getByTestId('account-balance')).toHaveText(balance)
  await expect(page.getByTestId('event-log')).toContainText('CONNECT_SUCCESS')
})

test('switches to the second configured network; an unconfigured one gives SWITCH_NETWORK_NOT_FOUND', async () => {
  await connect()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await page.getByRole('button', { name: 'Portico Devnet', exact: true }).click()
  await modal().getByRole('button', { name: 'Portico Devnet 2' }).click()
  await expect(page.getByTestId('network-name')).toHaveText('Portico Devnet 2 (eip155:31338)')
  expect((await wallet.getState()).chainId).toBe(31338)
  await expect(page.getByRole('button', { name: 'Portico Devnet 2', exact: true })).toBeVisible()

  const error = await page.evaluate(`window.portico
    .switchNetwork({ id: 999, name: 'Elsewhere', chainNamespace: 'eip155', caipNetworkId: 'eip155:999',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } })
    .then(() => 'switched', (e) => e.code + ': ' + e.shortMessage)`)
  expect(error).toBe('SWITCH_NETWORK_NOT_FOUND: Network Not Found')
  await expect(page.getByTestId('network-name')).toHaveText('Portico Devnet 2 (eip155:31338)')
})

test('a rejected connect shows the error, and Try again connects', async () => {
  await wallet.setMode('reject')
  await connect()
  await expect(modal().getByRole('alert')).toHaveText('Connection declined')
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await wallet.setMode('approve')
  await modal().getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
})

test('a reload keeps the connection, and disconnect returns to Connect', async () => {
  await connect()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await page.reload()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('account-address')).toHaveText(ACCOUNT_0)

  await page
    .getByRole('button', { name: new RegExp(truncateAddress(ACCOUNT_0).replace('…', '.')) })
    .click()
  await modal().getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await expect(modal().getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
  expect((await wallet.getState()).connectedOrigins).toEqual([])
  await page.reload()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
})

test('the demo signs a message and sends 0.001 ETH through useModalProvider + viem', async () => {
  await connect()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await expect(page.getByTestId('action-result')).toContainText('signature valid')
  await page.getByRole('button', { name: 'Send 0.001 ETH' }).click()
  await expect(page.getByTestId('action-result')).toHaveText(/^Sent: 0x[0-9a-f]{64}$/)
  const hash = (await page.getByTestId('action-result').textContent())?.slice(6) as `0x${string}`
  const client = createPublicClient({ transport: http(e2eConfig.rpcUrl) })
  const receipt = await client.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
})

test('a wallet on a network the dapp does not support opens UnsupportedChain; switching back leaves it', async () => {
  // This wallet also knows chain 31339, which the demo did not configure.
  await start([...e2eConfig.chains, { id: 31339, name: 'Elsewhere', rpcUrl: e2eConfig.rpcUrl }])
  await connect()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await page.evaluate(
    `window.ethereum.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6b' }] })`,
  )
  const dialog = modal()
  await expect(dialog.getByRole('heading', { name: 'Switch Network' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Switch Network' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Portico Devnet', exact: true }).click()
  await expect(page.getByTestId('network-name')).toHaveText('Portico Devnet (eip155:31337)')
  await expect(dialog.getByRole('heading', { name: 'Switch Network' })).toBeHidden()
})
