/**
 * axe-core over every modal view the demo reaches, in the light and the dark theme, inside the
 * modal's open shadow root, and over Portico's own buttons (Connect, Network, account): 0
 * violations of any impact (issue 18). Each view is checked softly so one run lists them all;
 * the summary line per view is what the before/after table is made of.
 *
 * The wallet is the test extension on mnemonic account 1, only read here (account-send reads it
 * too: its collectibles fill the NFTs tab).
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { demoUrl, e2eConfig } from '../support/e2eStack.ts'
import { approveDevice, startEmailLogin } from '../support/emailLogin.ts'
import { launchWithTestExtension, type TestExtension } from '../support/extension.ts'
import { linkIn, mailsTo, nextMail, otpIn } from '../support/mailInbox.ts'

type Theme = 'light' | 'dark'
const THEMES: readonly Theme[] = ['dark', 'light']
const READ_ONLY_ACCOUNT = 1
/** Only previewed, never sent to. */
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** What axe finds in the modal (its shadow root included) and Portico's buttons on the page. */
async function expectNoViolations(page: Page, view: string, theme: Theme) {
  // Transitions settle first, so colours are measured at rest.
  await page.waitForTimeout(250)
  const open = page.locator('dialog.portico-dialog[open]')
  if (await open.count()) await expect(open).toHaveAttribute('data-theme', theme)
  const results = await new AxeBuilder({ page })
    .include('portico-modal')
    .include('[data-portico]')
    .analyze()
  const lines = results.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}) ${JSON.stringify(n.target)}: ${n.failureSummary}`),
  )
  const nodes = results.violations.reduce((sum, v) => sum + v.nodes.length, 0)
  const review = results.incomplete.reduce((sum, v) => sum + v.nodes.length, 0)
  console.log(
    `axe ${theme.padEnd(5)} ${view}: ${results.violations.length} rules, ${nodes} nodes (${review} to review)`,
  )
  expect.soft(lines, `axe violations in ${view} (${theme})`).toEqual([])
}

const dialogOf = (page: Page) => page.getByRole('dialog')
const viewIs = (page: Page, view: string) =>
  expect(page.locator('dialog.portico-dialog')).toHaveAttribute('data-view', view)

async function openDemo(page: Page, theme: Theme) {
  await page.goto(demoUrl)
  await page.evaluate(`window.portico.setThemeMode('${theme}')`)
}

for (const theme of THEMES) {
  test(`${theme}: Connect, the e-mail error, All Wallets, WalletConnect QR, e-mail device and code`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await openDemo(page, theme)
    await expect(page.getByRole('button', { name: 'Connect Wallet', exact: true })).toBeVisible()
    await expectNoViolations(page, 'Portico buttons (disconnected)', theme)

    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    const dialog = dialogOf(page)
    await expect(dialog.getByRole('button', { name: /All Wallets/ })).toBeVisible()
    await expectNoViolations(page, 'Connect', theme)

    await dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-email')
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Invalid email. Try again.')
    await expectNoViolations(page, 'Connect, e-mail error', theme)

    await dialog.getByRole('button', { name: /All Wallets/ }).click()
    await expect(page.getByRole('list', { name: 'All wallets' })).toHaveAttribute(
      'aria-busy',
      'false',
    )
    await expectNoViolations(page, 'All Wallets', theme)
    await page.getByRole('searchbox', { name: 'Search wallet' }).fill('no such wallet here')
    await expect(dialog.getByText('No wallet found')).toBeVisible()
    await expectNoViolations(page, 'All Wallets, no result', theme)

    await dialog.getByRole('button', { name: 'Back', exact: true }).click()
    await dialog.getByRole('button', { name: /WalletConnect/ }).click()
    await expect(dialog.getByTestId('wc-qr')).toBeVisible()
    await expectNoViolations(page, 'WalletConnect QR', theme)
    await dialog.getByRole('button', { name: 'Close' }).click()

    const email = `axe-${theme}-${Date.now()}@example.com`
    const before = (await mailsTo(email)).length
    await startEmailLogin(page, email)
    await page.evaluate(`window.portico.setThemeMode('${theme}')`)
    await expect(dialog.getByRole('heading', { name: 'Register Device' })).toBeVisible()
    await expectNoViolations(page, 'E-mail device approval', theme)
    await approveDevice(page, linkIn(await nextMail(email, before)))
    await expect(dialog.getByRole('heading', { name: 'Confirm Email' })).toBeVisible()
    await expectNoViolations(page, 'E-mail code', theme)
    const code = otpIn(await nextMail(email, before + 1))
    await dialog
      .getByRole('textbox', { name: 'Code' })
      .fill(code === '000000' ? '111111' : '000000')
    await expect(dialog.getByRole('alert')).toHaveText('Invalid code')
    await expectNoViolations(page, 'E-mail code, wrong code', theme)
  })
}

let wallet: TestExtension | undefined
test.afterEach(async () => {
  await wallet?.close()
  wallet = undefined
})

for (const theme of THEMES) {
  test(`${theme}: a declined connect, Account and its tabs, Networks, Send, Receive, Swap`, async () => {
    test.setTimeout(90_000)
    wallet = await launchWithTestExtension({
      chains: e2eConfig.chains,
      testMode: true,
      accountIndex: READ_ONLY_ACCOUNT,
    })
    const page = await wallet.context.newPage()
    await openDemo(page, theme)
    const dialog = dialogOf(page)

    await wallet.setMode('reject')
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await dialog.getByRole('button', { name: /Portico Test Wallet/ }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Connection declined')
    await expectNoViolations(page, 'Connecting, declined', theme)
    await wallet.setMode('approve')
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    await expect(dialog).toBeHidden()
    await expect(page.locator('[data-portico="account-button"]')).toContainText('ETH')
    await expectNoViolations(page, 'Portico buttons (connected)', theme)

    await page.locator('[data-portico="account-button"]').click()
    await viewIs(page, 'Account')
    await expect(dialog.getByTestId('account-balance')).toBeVisible()
    await expectNoViolations(page, 'Account, Tokens', theme)
    await wallet.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: e2eConfig.demoOrigin,
    })
    await dialog.getByRole('button', { name: 'Copy address' }).first().click()
    await expect(dialog.getByRole('status')).toHaveText('Address copied')
    await expectNoViolations(page, 'Account, success snackbar', theme)
    await dialog.getByTestId('account-tab-nfts').click()
    await expect(dialog.getByTestId('nft-item')).toHaveCount(3)
    await expectNoViolations(page, 'Account, NFTs', theme)
    await dialog.getByTestId('account-tab-activity').click()
    await expect(dialog.getByRole('tabpanel').getByRole('progressbar')).toHaveCount(0)
    await expectNoViolations(page, 'Account, Activity', theme)
    await dialog.getByTestId('account-tab-tokens').click()

    await dialog.getByTestId('account-receive').click()
    await viewIs(page, 'WalletReceive')
    await expect(dialog.getByTestId('receive-qr')).toBeVisible()
    await expectNoViolations(page, 'Receive', theme)
    await dialog.getByRole('button', { name: 'Back', exact: true }).click()

    await dialog.getByTestId('account-send').click()
    await viewIs(page, 'WalletSend')
    await expectNoViolations(page, 'Send', theme)
    await dialog.getByTestId('send-select-token').click()
    await expect(dialog.getByTestId('send-token-ETH')).toBeVisible()
    await expectNoViolations(page, 'Send, select token', theme)
    await dialog.getByTestId('send-token-ETH').click()
    await dialog.getByTestId('send-amount-input').fill('100000000')
    await expect(dialog.getByTestId('send-preview')).toHaveText('Insufficient funds')
    await expectNoViolations(page, 'Send, insufficient funds', theme)
    await dialog.getByTestId('send-amount-input').fill('0.001')
    await dialog.getByTestId('send-receiver-input').fill(RECEIVER)
    await dialog.getByTestId('send-preview').click()
    await expect(dialog.getByTestId('send-preview-fee')).toContainText('ETH')
    await expectNoViolations(page, 'Send preview', theme)
    await dialog.getByRole('button', { name: 'Close' }).click()

    await page.locator('[data-portico="account-button"]').click()
    await dialog.getByTestId('account-swap').click()
    await viewIs(page, 'Swap')
    await expect(dialog.getByTestId('swap-review')).toHaveText('Select a token')
    await expectNoViolations(page, 'Swap', theme)
    await dialog.getByTestId('swap-select-toToken').click()
    await viewIs(page, 'SwapSelectToken')
    await expect(dialog.getByTestId('swap-token-tUSD')).toBeVisible()
    await expectNoViolations(page, 'Swap, select token', theme)
    await dialog.getByTestId('swap-token-tUSD').click()
    await dialog.getByTestId('swap-amount-input').fill('0.001')
    await expect(dialog.getByTestId('swap-review')).toHaveText('Review swap')
    await expectNoViolations(page, 'Swap with a quote', theme)
    await dialog.getByTestId('swap-review').click()
    await viewIs(page, 'SwapPreview')
    await expectNoViolations(page, 'Swap preview', theme)
    await dialog.getByRole('button', { name: 'Close' }).click()

    await page.locator('[data-portico="network-button"]').click()
    await viewIs(page, 'Networks')
    await expect(dialog.getByRole('button', { name: 'Portico Devnet 2' })).toBeVisible()
    await expectNoViolations(page, 'Networks', theme)
  })
}
