/**
 * Names end to end on the real stack (issue 24 parts 5 and 6): the browser-extension wallet
 * and the e-mail wallet (its signature approved in the secure frame) each register a name from
 * Account's "Choose a name"; Account shows it, and again after a reload; a name taken by the
 * other shows unavailable; a name breaking SPEC §5 gets its text and asks the cloud nothing.
 * Then the e-mail wallet sends to the extension's name, which resolves to its address (the
 * legacy .wcn.id suffix too), and an unknown name says 'Error resolving name'.
 *
 * A wallet paired over WalletConnect (the demo wallet page) registers one too, approving the
 * signature on its page.
 *
 * Accounts: the extension is mnemonic account 11 and the WalletConnect wallet account 12, which
 * no other spec uses (a name on a shared account would change what other specs see on
 * Account); they only sign and receive. Names are stamped per run, though the e2e data
 * directory starts empty.
 */
import AxeBuilder from '@axe-core/playwright'
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test'
import { DEVNET_MNEMONIC, deploymentsFileOf, readDeployments } from '@portico/devnet'
import { truncateAddress } from '@portico/shared'
import { type Address, createPublicClient, http, parseEther } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { demoUrl, e2eConfig } from '../support/e2eStack.ts'
import { approveInFrame, loginNewDevice } from '../support/emailLogin.ts'
import {
  connectTestWallet,
  launchWithTestExtension,
  type TestExtension,
} from '../support/extension.ts'

const EXTENSION_INDEX = 11
const EXTENSION_ADDRESS = mnemonicToAccount(DEVNET_MNEMONIC, {
  addressIndex: EXTENSION_INDEX,
}).address
const deployments = readDeployments(deploymentsFileOf(e2eConfig))
const client = createPublicClient({
  chain: {
    id: deployments.chainId,
    name: 'Portico Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [e2eConfig.rpcUrl] } },
  },
  transport: http(e2eConfig.rpcUrl),
})
const stamp = Date.now().toString(36)
const EXTENSION_LABEL = `ext-${stamp}`
const EMAIL_LABEL = `mail-${stamp}`
const WALLETCONNECT_INDEX = 12
const WALLETCONNECT_ADDRESS = mnemonicToAccount(DEVNET_MNEMONIC, {
  addressIndex: WALLETCONNECT_INDEX,
}).address

let wallet: TestExtension | undefined
let emailContext: BrowserContext | undefined

const dialogOf = (page: Page) => page.getByRole('dialog')
const viewOf = (page: Page) => page.locator('dialog.portico-dialog')

async function openAccount(page: Page) {
  await page.locator('[data-portico="account-button"]').click()
  await expect(viewOf(page)).toHaveAttribute('data-view', 'Account')
}

/** What axe finds in the modal (its shadow root included), once transitions have settled. */
async function expectNoAxeViolations(page: Page, view: string) {
  await page.waitForTimeout(250)
  const results = await new AxeBuilder({ page }).include('portico-modal').analyze()
  const lines = results.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}) ${JSON.stringify(n.target)}: ${n.failureSummary}`),
  )
  expect.soft(lines, `axe violations in ${view}`).toEqual([])
}

/** The suggestion requests the page makes, counted from now. */
function countSuggestionRequests(page: Page) {
  const seen: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/v1/profile/suggestions/')) seen.push(request.url())
  })
  return seen
}

/**
 * From Account: Choose a name, the label, its availability, Register; `approve` answers the
 * wallet; the success names it and Done goes back to Account, which shows it.
 */
async function registerName(
  page: Page,
  label: string,
  approve?: () => Promise<void>,
  onSuccess?: () => Promise<void>,
) {
  const dialog = dialogOf(page)
  await dialog.getByRole('button', { name: 'Choose a name' }).click()
  await expect(viewOf(page)).toHaveAttribute('data-view', 'RegisterAccountName')
  await dialog.getByTestId('register-name-input').fill(label)
  await expect(dialog.getByTestId('register-name-availability')).toHaveText(
    `${label}.reown.id is available`,
  )
  await dialog.getByTestId('register-name-submit').click()
  await approve?.()
  await expect(viewOf(page)).toHaveAttribute('data-view', 'RegisterAccountNameSuccess')
  await expect(dialog.getByTestId('register-name-success')).toHaveText(
    `${label}.reown.id now points to your account.`,
  )
  await onSuccess?.()
  await dialog.getByTestId('register-name-done').click()
  await expect(viewOf(page)).toHaveAttribute('data-view', 'Account')
  await expect(dialog.getByTestId('modal-account-address')).toHaveText(`${label}.reown.id`)
  await expect(dialog.getByRole('button', { name: 'Choose a name' })).toHaveCount(0)
}

async function connectEmailWallet(browser: Browser): Promise<{ page: Page; address: Address }> {
  emailContext = await browser.newContext()
  const page = await emailContext.newPage()
  await loginNewDevice(page, `account-names-${stamp}@example.com`)
  await expect(dialogOf(page)).toBeHidden()
  const address = (await page.getByTestId('account-address').textContent()) as Address
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  return { page, address }
}

test.afterEach(async () => {
  await Promise.all([wallet?.close(), emailContext?.close()])
  wallet = undefined
  emailContext = undefined
})

test('the extension and the e-mail wallet register names; Send resolves a name, the legacy suffix too', async ({
  browser,
}) => {
  test.setTimeout(150_000)
  const [extension, email] = await Promise.all([
    launchWithTestExtension({
      chains: e2eConfig.chains,
      testMode: true,
      accountIndex: EXTENSION_INDEX,
    }).then(async (launched) => {
      wallet = launched
      const page = await launched.context.newPage()
      await page.goto(demoUrl)
      await connectTestWallet(page)
      return page
    }),
    connectEmailWallet(browser),
  ])

  // (a) The extension: what SPEC §5 refuses asks nothing; then its name (signed in test mode).
  await openAccount(extension)
  const dialog = dialogOf(extension)
  await expect(dialog.getByTestId('modal-account-address')).toHaveText(
    truncateAddress(EXTENSION_ADDRESS),
  )
  await dialog.getByRole('button', { name: 'Choose a name' }).click()
  const suggestionRequests = countSuggestionRequests(extension)
  const input = dialog.getByTestId('register-name-input')
  const issue = dialog.getByTestId('register-name-issue')
  const submit = dialog.getByTestId('register-name-submit')
  await input.fill('abc')
  await expect(issue).toHaveText('A name has at least 4 characters')
  await expect(submit).toBeDisabled()
  await expect(input).toHaveAttribute('aria-invalid', 'true')
  await input.fill('ali_ce')
  await expect(issue).toHaveText('Use only letters, digits and hyphens')
  await input.fill('al ice!')
  await expect(issue).toHaveText('Use only letters, digits and hyphens')
  await expect(submit).toBeDisabled()
  // Longer than the suggestions' debounce: a request would have gone by now.
  await extension.waitForTimeout(600)
  expect(suggestionRequests).toEqual([])
  await dialog.getByRole('button', { name: 'Back' }).click()
  await expect(viewOf(extension)).toHaveAttribute('data-view', 'Account')
  await registerName(extension, EXTENSION_LABEL)

  // (b) The e-mail wallet: the extension's name is taken; its own is approved in the frame.
  await openAccount(email.page)
  const mailDialog = dialogOf(email.page)
  await mailDialog.getByRole('button', { name: 'Choose a name' }).click()
  await mailDialog.getByTestId('register-name-input').fill(EXTENSION_LABEL)
  await expect(mailDialog.getByTestId('register-name-availability')).toHaveText(
    `${EXTENSION_LABEL}.reown.id is unavailable`,
  )
  await expect(mailDialog.getByTestId('register-name-submit')).toBeDisabled()
  await mailDialog.getByRole('button', { name: 'Back' }).click()
  await registerName(email.page, EMAIL_LABEL, () => approveInFrame(email.page, 'Sign message'))

  // A reload still shows it (the cloud's identity, not the page's memory).
  await email.page.reload()
  await expect(email.page.getByTestId('account-address')).toHaveText(email.address)
  await openAccount(email.page)
  await expect(mailDialog.getByTestId('modal-account-address')).toHaveText(
    `${EMAIL_LABEL}.reown.id`,
  )

  // (c) Send to the extension's name: it resolves to its address, and the ETH arrives.
  await client.request({
    method: 'anvil_setBalance' as never,
    params: [email.address, `0x${parseEther('1').toString(16)}`] as never,
  })
  const before = await client.getBalance({ address: EXTENSION_ADDRESS })
  await mailDialog.getByTestId('account-send').click()
  await expect(viewOf(email.page)).toHaveAttribute('data-view', 'WalletSend')
  await mailDialog.getByTestId('send-select-token').click()
  await mailDialog.getByTestId('send-token-ETH').click()
  await mailDialog.getByTestId('send-amount-input').fill('0.0042')
  const receiver = mailDialog.getByTestId('send-receiver-input')
  const profile = mailDialog.getByTestId('send-receiver-profile')
  // An unknown name says so and the form stays refused.
  await receiver.fill(`nobody-${stamp}.reown.id`)
  await expect(mailDialog.getByTestId('send-receiver-error')).toHaveText('Error resolving name')
  await expect(mailDialog.getByTestId('send-preview')).toBeDisabled()
  // The legacy suffix resolves to the same name.
  await receiver.fill(`${EXTENSION_LABEL}.wcn.id`)
  await expect(receiver).toHaveValue(EXTENSION_ADDRESS)
  await expect(profile).toContainText(`${EXTENSION_LABEL}.reown.id`)
  await expect(mailDialog.getByTestId('send-receiver-error')).toHaveCount(0)
  await receiver.fill(`${EXTENSION_LABEL}.reown.id`)
  await expect(receiver).toHaveValue(EXTENSION_ADDRESS)
  await expect(profile).toContainText(`${EXTENSION_LABEL}.reown.id`)
  const preview = mailDialog.getByTestId('send-preview')
  await expect(preview).toHaveText('Preview send')
  await preview.click()
  // The preview names the receiver by its name; the address it resolved to is the one sent to.
  await expect(mailDialog.getByTestId('send-preview-receiver')).toHaveText(
    `${EXTENSION_LABEL}.reown.id`,
  )
  await mailDialog.getByTestId('send-confirm').click()
  await approveInFrame(email.page, 'Send ETH')
  await expect(mailDialog.getByRole('status')).toHaveText('Transaction started')
  await expect
    .poll(() => client.getBalance({ address: EXTENSION_ADDRESS }))
    .toBe(before + parseEther('0.0042'))
})

test('a wallet paired over WalletConnect registers a name, approving on its own page', async ({
  context,
}) => {
  const [dapp, walletPage] = [await context.newPage(), await context.newPage()]
  await Promise.all([
    dapp.goto(demoUrl),
    walletPage.goto(`${e2eConfig.walletOrigin}/?account=${WALLETCONNECT_INDEX}`),
  ])
  const dialog = dialogOf(dapp)
  await dapp.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  await dialog.getByRole('button', { name: /WalletConnect/ }).click()
  const uri = await dialog.getByTestId('wc-qr').getAttribute('data-value')
  await walletPage.getByTestId('wallet-uri-input').fill(uri ?? '')
  await walletPage.getByTestId('wallet-pair').click()
  await walletPage.getByTestId('wallet-approve-session').click()
  await expect(dapp.getByTestId('account-address')).toHaveText(WALLETCONNECT_ADDRESS)
  await expect(dialog).toBeHidden()

  await openAccount(dapp)
  const label = `wc-${stamp}`
  // The views pass axe: with the SPEC §5 text, with the availability and suggestions, on success.
  await dialog.getByRole('button', { name: 'Choose a name' }).click()
  await dialog.getByTestId('register-name-input').fill('ab')
  await expect(dialog.getByTestId('register-name-issue')).toBeVisible()
  await expectNoAxeViolations(dapp, 'RegisterAccountName with an issue')
  await dialog.getByTestId('register-name-input').fill(label)
  await expect(dialog.getByTestId('register-name-suggestions')).toBeVisible()
  await expectNoAxeViolations(dapp, 'RegisterAccountName with suggestions')
  await dialog.getByRole('button', { name: 'Back' }).click()
  await registerName(
    dapp,
    label,
    () => walletPage.getByTestId('wallet-approve-request').click(),
    () => expectNoAxeViolations(dapp, 'RegisterAccountNameSuccess'),
  )
})
