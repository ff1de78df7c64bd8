/**
 * Solana in the Account view end to end (issue 22 parts 4–6), on the demo with `?solana`: the
 * test extension's Wallet Standard Solana wallet (test key 4) and the e-mail wallet's Solana
 * account (approved in the secure frame) send SOL and the 6-decimal USDC to each other through
 * the modal's WalletSend → WalletSendPreview; the cluster gets exactly those amounts (the
 * receiver's token account created by the first token send); each sender's Tokens and Activity
 * tabs are read again after its send, and the receiver's open Activity tab follows by itself. Then Receive, what the send form refuses (SPEC §5's texts) and a
 * send the wallet rejects, which changes nothing.
 *
 * Test keys: the extension signs as key 4 here; no other spec uses it on Solana (the extension
 * specs use key 0, WalletConnect key 2; the bench key 3).
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { deploymentsFileOf, readDeployments } from '@portico/devnet'
import { formatTokenBalance, truncateAddress } from '@portico/shared'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import { demoUrl, e2eConfig } from '../support/e2eStack.ts'
import { loginNewDevice, secureFrame } from '../support/emailLogin.ts'
import { launchWithTestExtension, type TestExtension } from '../support/extension.ts'

const SENDER_INDEX = 4
const solanaDemoUrl = `${demoUrl}?solana`
const cluster = readDeployments(deploymentsFileOf(e2eConfig)).solana
const SENDER = cluster?.accounts[SENDER_INDEX]?.address ?? ''
const usdcMint = cluster?.mints.find((m) => m.symbol === 'USDC')?.address ?? ''
const connection = cluster ? new Connection(cluster.rpcUrl, 'confirmed') : undefined

const lamportsOf = async (owner: string) =>
  BigInt((await connection?.getBalance(new PublicKey(owner))) ?? 0)
/** The owner's USDC in base units (0 while it has no token account). */
async function usdcOf(owner: string): Promise<bigint> {
  const { value } = (await connection?.getParsedTokenAccountsByOwner(new PublicKey(owner), {
    mint: new PublicKey(usdcMint),
  })) ?? { value: [] }
  const amount = value[0]?.account.data.parsed?.info?.tokenAmount?.amount
  return BigInt(amount ?? 0)
}

let wallet: TestExtension | undefined
let emailContext: BrowserContext | undefined

test.beforeEach(() => {
  test.skip(!cluster, 'the stack runs no Solana cluster')
})
test.afterEach(async () => {
  await Promise.all([wallet?.close(), emailContext?.close()])
  wallet = undefined
  emailContext = undefined
})

const dialogOf = (page: Page) => page.getByRole('dialog')
const viewOf = (page: Page) => page.locator('dialog.portico-dialog')

/** The extension's Solana wallet (key 4) connected on the demo; its page. */
async function connectExtension(): Promise<Page> {
  wallet = await launchWithTestExtension({
    chains: e2eConfig.chains,
    testMode: true,
    accountIndex: SENDER_INDEX,
    solanaClusters: cluster ? [{ chain: cluster.caip2, rpcUrl: cluster.rpcUrl }] : [],
  })
  const page = await wallet.context.newPage()
  await page.goto(solanaDemoUrl)
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  await dialogOf(page)
    .getByRole('button', { name: /Portico Test Wallet.*Installed · Solana/ })
    .click()
  await expect(page.getByTestId('account-address')).toHaveText(SENDER)
  return page
}

/** A new e-mail wallet on the Portico Solana network; its page and Solana address. */
async function connectEmailWallet(browser: import('@playwright/test').Browser) {
  emailContext = await browser.newContext()
  const page = await emailContext.newPage()
  await loginNewDevice(page, `solana-account-${Date.now()}@example.com`, {
    url: solanaDemoUrl,
    expectConnected: (p) => expect(p.getByTestId('account-status')).toHaveText('connected'),
  })
  await page.evaluate(`window.portico.open({ view: 'Networks' })`)
  await dialogOf(page)
    .getByRole('button', { name: /^Portico Solana(?! 2)/ })
    .click()
  await expect(page.getByTestId('network-name')).toContainText(`${cluster?.caip2}`)
  await expect(page.getByTestId('account-address')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  const address = (await page.getByTestId('account-address').textContent()) ?? ''
  await page.keyboard.press('Escape')
  await expect(dialogOf(page)).toBeHidden()
  return { page, address }
}

async function openAccount(page: Page) {
  await page.locator('[data-portico="account-button"]').click()
  await expect(viewOf(page)).toHaveAttribute('data-view', 'Account')
}

/** Approves the secure frame's request (a SOL or a token transfer). */
async function approveInFrame(page: Page) {
  await secureFrame(page).getByRole('button', { name: 'Approve' }).click()
}

interface Transfer {
  symbol: 'SOL' | 'USDC'
  amount: string
  from: string
  to: string
}

/** Fills WalletSend and opens the preview, checked; the caller presses Send. */
async function fillAndPreview(page: Page, { symbol, amount, from, to }: Transfer) {
  const dialog = dialogOf(page)
  await dialog.getByTestId('account-send').click()
  await expect(viewOf(page)).toHaveAttribute('data-view', 'WalletSend')
  await dialog.getByTestId('send-select-token').click()
  await dialog.getByTestId(`send-token-${symbol}`).click()
  await expect(dialog.getByTestId('send-select-token')).toHaveText(symbol)
  await dialog.getByTestId('send-amount-input').fill(amount)
  await dialog.getByTestId('send-receiver-input').fill(to)
  const preview = dialog.getByTestId('send-preview')
  await expect(preview).toHaveText('Preview send')
  await preview.click()
  await expect(dialog.getByTestId('send-preview-amount')).toHaveText(
    new RegExp(`^${amount.replace('.', '\\.')} ${symbol} \\(\\$[\\d,]+\\.\\d\\d\\)$`),
  )
  await expect(dialog.getByTestId('send-preview-from')).toHaveText(truncateAddress(from))
  await expect(dialog.getByTestId('send-preview-receiver')).toHaveText(truncateAddress(to))
  await expect(dialog.getByTestId('send-preview-network')).toHaveText('Portico Solana')
  // 5000 lamports, or with a new token account's rent 0.002044280 SOL.
  await expect(dialog.getByTestId('send-preview-fee')).toHaveText(
    /^(< 0\.001|\d+\.\d{3}) SOL \(\$\d+\.\d\d\)$/,
  )
}

/** WalletSend → preview → Send; `approve` answers the wallet; 'Transaction started', Account. */
async function sendThroughModal(page: Page, transfer: Transfer, approve?: () => Promise<void>) {
  const dialog = dialogOf(page)
  await fillAndPreview(page, transfer)
  await expect(dialog.getByRole('status')).toBeHidden()
  await dialog.getByTestId('send-confirm').click()
  await approve?.()
  await expect(dialog.getByRole('status')).toHaveText('Transaction started')
  await expect(viewOf(page)).toHaveAttribute('data-view', 'Account')
}

/** The newest Activity entries, as "operation status description", once they read so. */
async function expectActivity(page: Page, expected: string[]) {
  const dialog = dialogOf(page)
  await dialog.getByTestId('account-tab-activity').click()
  const entries = dialog.getByTestId('activity-entry')
  await expect
    .poll(
      async () =>
        (
          await entries.evaluateAll((els) =>
            els.map(
              (el) =>
                `${el.getAttribute('data-operation-type')} ${el.getAttribute('data-status')} ${
                  el.querySelector('[data-testid="activity-description"]')?.textContent
                }`,
            ),
          )
        ).slice(0, expected.length),
      { timeout: 15_000 },
    )
    .toEqual(expected)
}

/** The Tokens tab's quantity of `symbol`, once it reads `units` (2 decimals, SPEC §5). */
async function expectTokens(page: Page, symbol: string, units: bigint, decimals: number) {
  const dialog = dialogOf(page)
  await dialog.getByTestId('account-tab-tokens').click()
  const text = `${formatTokenBalance((Number(units) / 10 ** decimals).toString())} ${symbol}`
  await expect(dialog.getByTestId(`token-row-${symbol}`).getByTestId('token-quantity')).toHaveText(
    text,
  )
}

test('the extension and the e-mail wallet send SOL and USDC to each other; Tokens and Activity follow', async ({
  browser,
}) => {
  test.setTimeout(150_000)
  const [extension, email] = await Promise.all([connectExtension(), connectEmailWallet(browser)])

  // The sender's Tokens tab: SOL and the seeded SPL tokens, with USD values.
  await openAccount(extension)
  await expectTokens(extension, 'USDC', await usdcOf(SENDER), 6)
  await expect(dialogOf(extension).getByTestId('token-row-SOL')).toBeVisible()
  await expect(
    dialogOf(extension).getByTestId('token-row-USDC').getByTestId('token-value'),
  ).toHaveText(/^\$[\d,]+\.\d\d$/)

  // (a) The extension sends 0.5 SOL, then 12.345678 USDC (creating the receiver's token account).
  await sendThroughModal(extension, {
    symbol: 'SOL',
    amount: '0.5',
    from: SENDER,
    to: email.address,
  })
  await expect.poll(() => lamportsOf(email.address)).toBe(BigInt(0.5 * LAMPORTS_PER_SOL))
  const senderUsdc = await usdcOf(SENDER)
  await sendThroughModal(extension, {
    symbol: 'USDC',
    amount: '12.345678',
    from: SENDER,
    to: email.address,
  })
  await expect.poll(() => usdcOf(email.address)).toBe(12_345_678n)
  expect(await usdcOf(SENDER)).toBe(senderUsdc - 12_345_678n)

  await expectActivity(extension, ['send confirmed -12.346 USDC', 'send confirmed -0.500 SOL'])
  await expectTokens(extension, 'USDC', senderUsdc - 12_345_678n, 6)

  // The receiver's open Activity tab follows by itself (the modal polls a Solana history).
  await openAccount(email.page)
  await expectActivity(email.page, [
    'receive confirmed +12.346 USDC',
    'receive confirmed +0.500 SOL',
  ])

  // (b) The e-mail wallet sends 0.1 SOL and 2.5 USDC back, each approved in the secure frame.
  const [senderLamports, senderUnits] = [await lamportsOf(SENDER), await usdcOf(SENDER)]
  await sendThroughModal(
    email.page,
    { symbol: 'SOL', amount: '0.1', from: email.address, to: SENDER },
    () => approveInFrame(email.page),
  )
  await sendThroughModal(
    email.page,
    { symbol: 'USDC', amount: '2.5', from: email.address, to: SENDER },
    () => approveInFrame(email.page),
  )
  await expect.poll(() => lamportsOf(SENDER)).toBe(senderLamports + BigInt(0.1 * LAMPORTS_PER_SOL))
  await expect.poll(() => usdcOf(SENDER)).toBe(senderUnits + 2_500_000n)
  expect(await usdcOf(email.address)).toBe(9_845_678n)

  await expectActivity(email.page, [
    'send confirmed -2.500 USDC',
    'send confirmed -0.100 SOL',
    'receive confirmed +12.346 USDC',
  ])
  await expectTokens(email.page, 'USDC', 9_845_678n, 6)
  await expectActivity(extension, [
    'receive confirmed +2.500 USDC',
    'receive confirmed +0.100 SOL',
    'send confirmed -12.346 USDC',
  ])
})

test('Receive, what the Solana send form refuses, and a send the wallet rejects', async () => {
  const page = await connectExtension()
  const dialog = dialogOf(page)
  await openAccount(page)

  // Receive: the Solana address as text and in the QR code, on the Solana network.
  await dialog.getByTestId('account-receive').click()
  await expect(dialog.getByTestId('receive-address')).toHaveText(SENDER)
  await expect(dialog.getByTestId('receive-qr')).toHaveAttribute('data-value', SENDER)
  await expect(dialog.getByTestId('receive-network')).toHaveText('Receive on Portico Solana')
  await dialog.getByRole('button', { name: 'Back' }).click()
  await expect(viewOf(page)).toHaveAttribute('data-view', 'Account')

  // Too much, then an address that is not a Solana one: Preview stays disabled, saying why.
  const receiverKey = Keypair.generate().publicKey.toBase58()
  await dialog.getByTestId('account-send').click()
  await dialog.getByTestId('send-select-token').click()
  await dialog.getByTestId('send-token-USDC').click()
  const preview = dialog.getByTestId('send-preview')
  const amount = dialog.getByTestId('send-amount-input')
  const receiver = dialog.getByTestId('send-receiver-input')
  await amount.fill('100000000')
  await expect(preview).toHaveText('Insufficient funds')
  await expect(preview).toBeDisabled()
  await expect(amount).toHaveAttribute('aria-invalid', 'true')
  await amount.fill('1.5')
  await receiver.fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  await expect(preview).toHaveText('Invalid address')
  await expect(preview).toBeDisabled()
  await expect(receiver).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog.getByTestId('send-invalid')).toHaveText(
    'Please enter a valid amount and receiver address',
  )
  // SOL below the rent-exempt minimum to a new account is refused too.
  await dialog.getByTestId('send-select-token').click()
  await dialog.getByTestId('send-token-SOL').click()
  await amount.fill('0.0001')
  await receiver.fill(receiverKey)
  await expect(preview).toHaveText('A Solana account must keep at least 0.00089088 SOL (rent)')
  await expect(preview).toBeDisabled()
  await dialog.getByTestId('send-select-token').click()
  await dialog.getByTestId('send-token-USDC').click()
  await amount.fill('1.5')
  await expect(dialog.getByTestId('send-invalid')).toHaveCount(0)
  await expect(preview).toHaveText('Preview send')

  // The wallet says no: the rejection on the preview, the §8 snackbar, nothing sent.
  const [lamportsBefore, usdcBefore] = [await lamportsOf(SENDER), await usdcOf(SENDER)]
  await wallet?.setMode('reject')
  await preview.click()
  await expect(dialog.getByTestId('send-preview-fee')).toHaveText(/SOL/)
  await dialog.getByTestId('send-confirm').click()
  await expect(dialog.getByTestId('send-error')).toHaveText('The wallet declined the transaction')
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'Failed to send transaction. Please try again.' }),
  ).toBeVisible()
  await expect(viewOf(page)).toHaveAttribute('data-view', 'WalletSendPreview')
  await expect(dialog.getByTestId('send-confirm')).toBeEnabled()
  expect(await usdcOf(receiverKey)).toBe(0n)
  expect(await usdcOf(SENDER)).toBe(usdcBefore)
  expect(await lamportsOf(SENDER)).toBe(lamportsBefore)
})
