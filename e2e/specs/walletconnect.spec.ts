/**
 * WalletConnect end to end: the demo dapp (origin A) pairs with the demo wallet page (its own
 * origin) over our relay, a separate process that one test kills and starts again.
 */
import { expect, type Page, test } from '@playwright/test'
import { truncateAddress } from '@portico/shared'
import { type Hex, stringToHex, verifyMessage } from 'viem'
import { demoUrl, e2eConfig } from '../support/e2eStack.ts'
import { restartRelayProcess } from '../support/relayProcess.ts'

/** The demo wallet signs as mnemonic account 2 (the extension specs use account 0). */
const WALLET_ACCOUNT = 2
const ADDRESS = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

let dapp: Page
let wallet: Page

/** Requests either page made to a host other than loopback (Verify, telemetry, hosted RPC…). */
let foreign: string[] = []

test.beforeEach(async ({ context }) => {
  foreign = []
  context.on('request', (request) => {
    const { hostname } = new URL(request.url())
    if (!['localhost', '127.0.0.1'].includes(hostname)) foreign.push(request.url())
  })
  dapp = await context.newPage()
  wallet = await context.newPage()
  for (const page of [dapp, wallet])
    page.on('websocket', (socket) => {
      const { hostname } = new URL(socket.url())
      if (!['localhost', '127.0.0.1'].includes(hostname)) foreign.push(socket.url())
    })
  await Promise.all([
    dapp.goto(demoUrl),
    wallet.goto(`${e2eConfig.walletOrigin}/?account=${WALLET_ACCOUNT}`),
  ])
})

const modal = () => dapp.getByRole('dialog')

/** Opens the modal's WalletConnect view and returns the URI its QR code holds. */
async function showQrCode(): Promise<string> {
  await dapp.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  await modal()
    .getByRole('button', { name: /WalletConnect/ })
    .click()
  const qr = modal().getByTestId('wc-qr')
  await expect(qr).toBeVisible()
  const uri = await qr.getAttribute('data-value')
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return uri as string
}

async function pasteInWallet(uri: string) {
  await wallet.getByTestId('wallet-uri-input').fill(uri)
  await wallet.getByTestId('wallet-pair').click()
}

async function pair() {
  const uri = await showQrCode()
  await pasteInWallet(uri)
  await wallet.getByTestId('wallet-approve-session').click()
  await expect(dapp.getByTestId('account-status')).toHaveText('connected')
  await expect(dapp.getByTestId('account-address')).toHaveText(ADDRESS)
}

/** personal_sign through the modal's provider; the wallet page approves (or rejects) it. */
async function personalSign(message: string, answer: 'approve' | 'reject' = 'approve') {
  const result = dapp.evaluate(`window.portico.getProvider('eip155')
    .request({ method: 'personal_sign', params: ['${stringToHex(message)}', '${ADDRESS}'] })
    .then((signature) => ({ signature }), (e) => ({ code: e.code, message: e.message }))`)
  await wallet.getByTestId(`wallet-${answer}-request`).click()
  return (await result) as { signature?: Hex; code?: number; message?: string }
}

test('pairs by URI: the account shows, personal_sign verifies, a chain switch in the wallet reaches the dapp', async () => {
  await pair()
  await expect(modal()).toBeHidden()
  await expect(dapp.getByTestId('event-log')).toContainText('CONNECT_SUCCESS')
  await expect(dapp.getByTestId('network-name')).toHaveText('Portico Devnet (eip155:31337)')

  // The account in the modal: the address and the wallet's name.
  await dapp
    .getByRole('button', { name: new RegExp(truncateAddress(ADDRESS).replace('…', '.')) })
    .click()
  await expect(modal().getByTestId('modal-account-address')).toHaveText(truncateAddress(ADDRESS))
  await dapp.keyboard.press('Escape')

  const message = `Portico e2e ${Date.now()}`
  const { signature } = await personalSign(message)
  expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
  expect(await verifyMessage({ address: ADDRESS, message, signature: signature as Hex })).toBe(true)

  await wallet.getByTestId('wallet-switch-chain-31338').click()
  await expect(dapp.getByTestId('network-name')).toHaveText('Portico Devnet 2 (eip155:31338)')
  const chainId = await dapp.evaluate(
    `window.portico.getProvider('eip155').request({ method: 'eth_chainId' })`,
  )
  expect(chainId).toBe('0x7a6a')
  // Pairing, signing and the chain switch stayed on loopback: no Verify, telemetry or hosted RPC.
  expect(foreign).toEqual([])
})

test('disconnect from the dapp ends the session in the wallet', async () => {
  await pair()
  await expect(wallet.getByTestId('wallet-session')).toHaveCount(1)
  await dapp.getByRole('button', { name: 'Disconnect', exact: true }).click()
  await expect(dapp.getByTestId('account-status')).toHaveText('disconnected')
  await expect(wallet.getByTestId('wallet-session')).toHaveCount(0)
})

test('disconnect from the wallet disconnects the dapp; a reload does not bring it back', async () => {
  await pair()
  await wallet.getByTestId('wallet-disconnect').first().click()
  await expect(dapp.getByTestId('account-status')).toHaveText('disconnected')
  await expect(dapp.getByTestId('account-address')).toHaveText('—')
  await dapp.reload()
  await expect(dapp.getByTestId('account-status')).toHaveText('disconnected')
})

test('the session survives a reload of the dapp', async () => {
  await pair()
  await dapp.reload()
  await expect(dapp.getByTestId('account-status')).toHaveText('connected')
  await expect(dapp.getByTestId('account-address')).toHaveText(ADDRESS)
  const { signature } = await personalSign('after reload')
  expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
})

test('a rejected proposal shows Connection declined; Try again pairs with a new URI', async () => {
  const uri = await showQrCode()
  await pasteInWallet(uri)
  await wallet.getByTestId('wallet-reject-session').click()
  await expect(modal().getByTestId('wc-error')).toHaveText('Connection declined')
  await expect(dapp.getByTestId('account-status')).toHaveText('disconnected')

  await modal().getByTestId('wc-retry').click()
  const qr = modal().getByTestId('wc-qr')
  // The declined URI is never shown again, not even while the retry gap runs.
  await expect(qr).toBeVisible()
  const fresh = (await qr.getAttribute('data-value')) as string
  expect(fresh).not.toBe(uri)
  await pasteInWallet(fresh)
  await wallet.getByTestId('wallet-approve-session').click()
  await expect(dapp.getByTestId('account-status')).toHaveText('connected')
})

test('a rejected request surfaces the wallet error (4001) in the dapp', async () => {
  await pair()
  const result = await personalSign('please reject', 'reject')
  expect(result.signature).toBeUndefined()
  expect(result.code).toBe(4001)
  // The demo's own button shows the same error to the visitor.
  await dapp.getByRole('button', { name: 'Sign a message' }).click()
  await wallet.getByTestId('wallet-reject-request').click()
  await expect(dapp.getByTestId('action-result')).toContainText('Signing failed')
})

test('the relay is killed and started again mid-session: a sign still completes', async () => {
  await pair()
  await restartRelayProcess()
  const message = 'after the relay came back'
  const { signature } = await personalSign(message)
  expect(await verifyMessage({ address: ADDRESS, message, signature: signature as Hex })).toBe(true)
})

test("the catalogue's demo wallet opens on its web-app link, pairs from it, and becomes a recent wallet", async ({
  context,
}) => {
  await dapp.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  await modal().getByRole('button', { name: 'Portico Demo Wallet' }).click()
  await expect(modal().getByTestId('wc-qr')).toBeVisible()
  const uri = (await modal().getByTestId('wc-qr').getAttribute('data-value')) as string
  const navigations: string[] = []
  context.on('request', (request) => {
    if (request.isNavigationRequest()) navigations.push(request.url())
  })
  const opened = context.waitForEvent('page')
  await modal().getByTestId('wc-open-webapp').click()
  const linked = await opened
  // The link carries the pairing URI to the wallet's /wc page (SPEC §5 universal link).
  await expect
    .poll(() => navigations)
    .toContain(`${e2eConfig.walletOrigin}/wc?uri=${encodeURIComponent(uri)}`)
  await linked.getByTestId('wallet-approve-session').click()
  await expect(dapp.getByTestId('account-status')).toHaveText('connected')
  await expect(dapp.getByTestId('event-log')).toContainText('CONNECT_SUCCESS')

  await dapp.getByRole('button', { name: 'Disconnect', exact: true }).click()
  await expect(dapp.getByTestId('account-status')).toHaveText('disconnected')
  await dapp.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  await expect(modal().getByRole('button', { name: /Portico Demo Wallet\s*Recent/ })).toBeVisible()
})

/** Whether the page fetched the WalletConnect SDK's chunk (the one naming its storage prefix). */
function watchSdkChunk(page: Page) {
  const seen = { loaded: false }
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    if ((await response.text().catch(() => '')).includes('universal_provider')) seen.loaded = true
  })
  return seen
}

test('opening the modal loads no WalletConnect; a click with no prior intent still pairs', async () => {
  const sdk = watchSdkChunk(dapp)
  // Clicked from the page: the pointer never moves, so no row sees it (no intent at all).
  await dapp.getByRole('button', { name: 'Connect Wallet', exact: true }).dispatchEvent('click')
  const row = modal().getByRole('button', { name: /WalletConnect/ })
  await expect(row).toBeVisible()
  await dapp.waitForLoadState('networkidle')
  expect(sdk.loaded).toBe(false)
  await row.dispatchEvent('click')
  const qr = modal().getByTestId('wc-qr')
  await expect(qr).toBeVisible()
  expect(sdk.loaded).toBe(true)
  await pasteInWallet((await qr.getAttribute('data-value')) as string)
  await wallet.getByTestId('wallet-approve-session').click()
  await expect(dapp.getByTestId('account-status')).toHaveText('connected')
})

test('the pairing made while the pointer was on the row is dropped on close; the next one pairs', async () => {
  const sdk = watchSdkChunk(dapp)
  await dapp.getByRole('button', { name: 'Connect Wallet', exact: true }).dispatchEvent('click')
  const row = modal().getByRole('button', { name: /WalletConnect/ })
  await row.hover()
  await expect.poll(() => sdk.loaded).toBe(true)
  // Nothing is shown until a click: the pairing made ahead waits out of sight.
  await expect(modal().getByTestId('wc-qr')).toHaveCount(0)
  await dapp.keyboard.press('Escape')
  await expect(modal()).toBeHidden()

  // Reopened by keyboard: focus reaching the row is the same intent as the pointer.
  await dapp.mouse.move(0, 0)
  await dapp.getByRole('button', { name: 'Connect Wallet', exact: true }).dispatchEvent('click')
  await expect(row).toBeVisible()
  await row.focus()
  await row.press('Enter')
  const qr = modal().getByTestId('wc-qr')
  await expect(qr).toBeVisible()
  await pasteInWallet((await qr.getAttribute('data-value')) as string)
  await wallet.getByTestId('wallet-approve-session').click()
  await expect(dapp.getByTestId('account-status')).toHaveText('connected')
})
