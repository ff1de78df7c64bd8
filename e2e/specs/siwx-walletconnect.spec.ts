/**
 * SIWX over WalletConnect (SPEC §4 "SIWX"): the demo with `?siwx=required` pairs with the demo
 * wallet page over our relay. A wallet that answers `wc_sessionAuthenticate` connects and signs
 * in with one approval; one that does not (`?oneClickAuth=off`) approves the proposal sent beside
 * it and signs in through SIWXSignMessage, where declining shows 'Signature declined'. The real
 * cloud verifies every session, which a dapp's backend reads with its token.
 */
import { expect, type Page, test } from '@playwright/test'
import { demoUrl, e2eConfig } from '../support/e2eStack.ts'

/** The demo wallet signs as mnemonic account 2 (the extension specs use account 0). */
const WALLET_ACCOUNT = 2
const ADDRESS = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

let dapp: Page
let wallet: Page

async function open(context: import('@playwright/test').BrowserContext, walletQuery = '') {
  dapp = await context.newPage()
  wallet = await context.newPage()
  await Promise.all([
    dapp.goto(`${demoUrl}?siwx=required`),
    wallet.goto(`${e2eConfig.walletOrigin}/?account=${WALLET_ACCOUNT}${walletQuery}`),
  ])
}

const modal = () => dapp.getByRole('dialog')

/** Opens the modal's WalletConnect view and pastes its URI into the wallet page. */
async function pairInWallet() {
  await dapp.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  await modal()
    .getByRole('button', { name: /WalletConnect/ })
    .click()
  const qr = modal().getByTestId('wc-qr')
  await expect(qr).toBeVisible()
  const uri = (await qr.getAttribute('data-value')) ?? ''
  await wallet.getByTestId('wallet-uri-input').fill(uri)
  await wallet.getByTestId('wallet-pair').click()
}

async function dappSession() {
  return (await dapp.evaluate(`window.portico.getSiwxSession()`)) as
    | { token?: string; data: { accountAddress: string; chainId: string } }
    | undefined
}

/** The dapp's backend asks the cloud who the token belongs to. */
async function cloudSession(token: string) {
  const url = new URL('/v1/siwx/session', e2eConfig.cloudUrl)
  url.searchParams.set('projectId', e2eConfig.projectId)
  url.searchParams.set('st', 'portico')
  url.searchParams.set('sv', 'e2e')
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

test('one approval in the wallet connects and signs in; the cloud knows it; a reload keeps it', async ({
  context,
}) => {
  await open(context)
  await pairInWallet()
  const request = wallet.getByTestId('wallet-auth-request')
  await expect(request).toBeVisible()
  await expect(wallet.getByTestId('wallet-auth-request-message')).toContainText(
    `wants you to sign in with your Ethereum account:\n${ADDRESS}\n\nSign in to the Portico demo`,
  )
  await wallet.getByTestId('wallet-approve-auth').click()

  await expect(dapp.getByTestId('account-status')).toHaveText('connected')
  await expect(dapp.getByTestId('account-address')).toHaveText(ADDRESS)
  await expect(dapp.getByTestId('event-log')).toContainText('SIWX_AUTH_SUCCESS')
  await expect(modal()).toBeHidden()
  // No second step: no SIWXSignMessage, no personal_sign for the wallet to approve.
  await expect(wallet.getByTestId('wallet-request')).toHaveCount(0)
  await expect(wallet.getByTestId('wallet-proposal')).toHaveCount(0)

  const session = await dappSession()
  expect(session?.data).toMatchObject({ accountAddress: ADDRESS, chainId: 'eip155:31337' })
  const token = session?.token ?? ''
  expect(await cloudSession(token)).toMatchObject({
    status: 200,
    body: { address: ADDRESS, chainId: 'eip155:31337' },
  })
  // The session the wallet approved answers requests (its methods came in the ReCap).
  const chainId = await dapp.evaluate(
    `window.portico.getProvider('eip155').request({ method: 'eth_chainId' })`,
  )
  expect(chainId).toBe('0x7a69')

  await dapp.reload()
  await expect(dapp.getByTestId('account-status')).toHaveText('connected')
  await expect.poll(async () => (await dappSession())?.token).toBe(token)
  await expect(modal()).toBeHidden()

  await dapp.getByRole('button', { name: 'Disconnect', exact: true }).click()
  await expect(dapp.getByTestId('account-status')).toHaveText('disconnected')
  await expect.poll(async () => (await cloudSession(token)).status).toBe(401)
})

test("a wallet without one-click sign-in connects, then signs in with Sign; declining says 'Signature declined'", async ({
  context,
}) => {
  await open(context, '&oneClickAuth=off')
  await pairInWallet()
  await wallet.getByTestId('wallet-approve-session').click()
  await expect(dapp.getByTestId('account-status')).toHaveText('connected')
  await expect(modal().getByRole('heading', { name: 'Sign In' })).toBeVisible()
  await expect(wallet.getByTestId('wallet-auth-request')).toHaveCount(0)

  await modal().getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(modal().getByText('Authenticating...').first()).toBeVisible()
  await wallet.getByTestId('wallet-reject-request').click()
  await expect(modal().getByRole('alert')).toHaveText('Signature declined')
  expect(await dappSession()).toBeUndefined()

  await modal().getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(wallet.getByTestId('wallet-request-text')).toContainText(
    'wants you to sign in with your Ethereum account:',
  )
  await wallet.getByTestId('wallet-approve-request').click()
  await expect(modal()).toBeHidden()
  const session = await dappSession()
  expect(session?.data).toMatchObject({ accountAddress: ADDRESS })
  expect((await cloudSession(session?.token ?? '')).status).toBe(200)
})
