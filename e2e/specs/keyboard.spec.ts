/**
 * The modal by keyboard alone (issue 18): focus never leaves the dialog when a view changes (All
 * Wallets, Back, errors, a retry), Tab and Shift+Tab wrap, every stop has a name, Esc returns
 * focus to whichever Portico button opened it, and an error is announced by one live region.
 */
import { expect, type Page, test } from '@playwright/test'
import { demoUrl, e2eConfig } from '../support/e2eStack.ts'
import { approveDevice, startEmailLogin } from '../support/emailLogin.ts'
import { launchWithTestExtension, type TestExtension } from '../support/extension.ts'
import { linkIn, mailsTo, nextMail, otpIn } from '../support/mailInbox.ts'

/** The focused element inside the modal's dialog, described; '' when focus is elsewhere. */
const focusedInDialog = (page: Page) =>
  page.evaluate(() => {
    const host = document.querySelector('portico-modal')
    const active = host?.shadowRoot?.activeElement
    const dialog = host?.shadowRoot?.querySelector('dialog')
    if (document.activeElement !== host || !active || !dialog?.contains(active)) return ''
    if (active === dialog) return ''
    return `${active.tagName.toLowerCase()} ${active.getAttribute('aria-label') ?? active.textContent ?? ''}`.trim()
  })

const expectFocusInDialog = async (page: Page) =>
  expect.poll(() => focusedInDialog(page), 'focus is on a control of the dialog').not.toBe('')

/** How many live regions (outermost) say `text`: an error must be said once. */
const announcements = (page: Page, text: string) =>
  page.evaluate((said) => {
    const root = document.querySelector('portico-modal')?.shadowRoot
    const live = [
      ...(root?.querySelectorAll('[role="alert"], [role="status"], [role="log"], [aria-live]') ??
        []),
    ].filter((el) => el.getAttribute('aria-live') !== 'off')
    const outer = live.filter((el) => !live.some((o) => o !== el && o.contains(el)))
    return outer.filter((el) => el.textContent?.includes(said)).length
  }, text)

/**
 * Tabs round the dialog from where focus is until the first stop comes back; every stop is in
 * the dialog and has a name. Returns the stops' descriptions, in order.
 */
async function tabRound(page: Page): Promise<string[]> {
  const stops: string[] = []
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab')
    const now = await focusedInDialog(page)
    expect(now, 'Tab keeps focus in the dialog').not.toBe('')
    await expect(page.locator('portico-modal').locator(':focus')).toHaveAccessibleName(/\S/)
    if (now === stops[0]) return stops
    stops.push(now)
  }
  throw new Error(`Tab never came back to the first stop: ${stops.join(', ')}`)
}

const dialogOf = (page: Page) => page.getByRole('dialog')

test('All Wallets, Back and the e-mail error by keyboard keep focus in the dialog; Tab wraps both ways', async ({
  page,
}) => {
  await page.goto(demoUrl)
  const connect = page.getByRole('button', { name: 'Connect Wallet', exact: true })
  await connect.focus()
  await page.keyboard.press('Enter')
  const dialog = dialogOf(page)
  await expect(dialog.getByRole('button', { name: /All Wallets\s*\d+/ })).toBeVisible()
  await expectFocusInDialog(page)

  // Round the Connect view: every stop named; Tab from the last comes back to the first.
  const stops = await tabRound(page)
  expect(stops.length).toBeGreaterThan(4)
  // Shift+Tab from the first control goes to the last.
  await dialog.getByRole('button', { name: 'Close' }).focus()
  await page.keyboard.press('Shift+Tab')
  const last = await focusedInDialog(page)
  expect(last).not.toBe('')
  await page.keyboard.press('Tab')
  expect(await focusedInDialog(page)).toBe('button Close')

  // All Wallets with Enter: its button is gone, focus is on the new view's heading.
  await dialog.getByRole('button', { name: /All Wallets/ }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('heading', { name: 'All Wallets' })).toBeFocused()
  await expect(page.getByRole('list', { name: 'All wallets' })).toHaveAttribute(
    'aria-busy',
    'false',
  )
  // Its grid grows as focus scrolls it, so no round: ten stops, each named and in the dialog,
  // and Shift+Tab from the first control wraps to a wallet of the grid, its last stops
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Tab')
    await expectFocusInDialog(page)
    await expect(page.locator('portico-modal').locator(':focus')).toHaveAccessibleName(/\S/)
  }
  await dialog.getByRole('button', { name: 'Back', exact: true }).focus()
  await page.keyboard.press('Shift+Tab')
  // (focusing it scrolls the grid, which renders the next rows: so no fixed name to expect).
  await expect
    .poll(() =>
      page.evaluate(() => {
        const root = document.querySelector('portico-modal')?.shadowRoot
        return root?.activeElement?.closest('ul')?.getAttribute('aria-label') ?? ''
      }),
    )
    .toBe('All wallets')

  // Back with Enter.
  await dialog.getByRole('button', { name: 'Back', exact: true }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
  await expectFocusInDialog(page)

  // The e-mail error: focus stays in the field, which names the error; said once.
  const field = dialog.getByRole('textbox', { name: 'Email' })
  await field.focus()
  await page.keyboard.type('not-an-email')
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('alert')).toHaveText('Invalid email. Try again.')
  await expect(field).toBeFocused()
  await expect(field).toHaveAccessibleDescription('Invalid email. Try again.')
  expect(await announcements(page, 'Invalid email')).toBe(1)

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(connect).toBeFocused()
})

test('Esc from Networks returns focus to the Network button', async ({ page }) => {
  await page.goto(demoUrl)
  const network = page.locator('[data-portico="network-button"]')
  await network.focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('dialog.portico-dialog')).toHaveAttribute('data-view', 'Networks')
  // The view's list renders after its attribute is set; on a busy machine Tab could beat it.
  await expect(
    dialogOf(page).getByRole('list', { name: 'Networks' }).getByRole('button').first(),
  ).toBeVisible()
  await expectFocusInDialog(page)
  expect((await tabRound(page)).length).toBeGreaterThan(1)
  await page.keyboard.press('Escape')
  await expect(dialogOf(page)).toBeHidden()
  await expect(network).toBeFocused()
})

test('a failed catalogue page is announced once, by the snackbar', async ({ page }) => {
  await page.goto(demoUrl)
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  const dialog = dialogOf(page)
  await expect(dialog.getByRole('button', { name: /All Wallets\s*\d+/ })).toBeVisible()
  // The cloud is unreachable from here on (a network failure, as a dropped connection gives).
  await page.route('**/getWallets**', (route) => route.abort('connectionfailed'))
  await dialog.getByRole('button', { name: /All Wallets/ }).click()
  const alert = dialog.getByRole('alert')
  await expect(alert).toBeVisible()
  const text = (await alert.textContent()) ?? ''
  expect(text).not.toBe('')
  expect(await announcements(page, text)).toBe(1)
  await expectFocusInDialog(page)
})

test('a wrong code keeps focus in the code field, linked to its error and said once', async ({
  page,
}) => {
  const email = `keyboard-${Date.now()}@example.com`
  const before = (await mailsTo(email)).length
  const dialog = await startEmailLogin(page, email)
  await approveDevice(page, linkIn(await nextMail(email, before)))
  await expect(dialog.getByRole('heading', { name: 'Confirm Email' })).toBeVisible()
  const code = otpIn(await nextMail(email, before + 1))
  const field = dialog.getByRole('textbox', { name: 'Code' })
  await field.focus()
  await page.keyboard.type(code === '000000' ? '111111' : '000000')
  await expect(dialog.getByRole('alert')).toHaveText('Invalid code')
  await expect(field).toBeFocused()
  await expect(field).toHaveAccessibleDescription('Invalid code')
  expect(await announcements(page, 'Invalid code')).toBe(1)
})

let wallet: TestExtension | undefined
test.afterEach(async () => {
  await wallet?.close()
  wallet = undefined
})

test('a declined connect and Try again by keyboard keep focus in the dialog; Esc returns it to the account button', async () => {
  // Account 1 is only read by the specs that use it.
  wallet = await launchWithTestExtension({
    chains: e2eConfig.chains,
    testMode: true,
    accountIndex: 1,
  })
  const page = await wallet.context.newPage()
  await page.goto(demoUrl)
  await wallet.setMode('reject')
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).focus()
  await page.keyboard.press('Enter')
  const dialog = dialogOf(page)
  await dialog.getByRole('button', { name: /Portico Test Wallet/ }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('alert')).toHaveText('Connection declined')
  await expectFocusInDialog(page)
  expect(await announcements(page, 'Connection declined')).toBe(1)

  // Try again, declined again: the button went away in between; focus did not leave.
  await dialog.getByRole('button', { name: 'Try again' }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('alert')).toHaveText('Connection declined')
  await expectFocusInDialog(page)
  await wallet.setMode('approve')
  await dialog.getByRole('button', { name: 'Try again' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(dialog).toBeHidden()

  const account = page.locator('[data-portico="account-button"]')
  await account.focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('dialog.portico-dialog')).toHaveAttribute('data-view', 'Account')
  await expectFocusInDialog(page)
  // Account's buttons and tabs come with its chunk: Tab goes round them once they are drawn.
  await expect.poll(async () => (await tabRound(page)).length).toBeGreaterThan(4)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(account).toBeFocused()
})
