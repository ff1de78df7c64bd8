/**
 * E-mail login through the demo's modal, as a visitor does it: the e-mail, the device-approval
 * link from the mail catcher, then the code.
 */
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test'
import { demoUrl } from './e2eStack.ts'
import { linkIn, mailsTo, nextMail, otpIn } from './mailInbox.ts'

/** The secure frame (origin B) inside the page, where approvals are answered. */
export const secureFrame = (page: Page): FrameLocator =>
  page.frameLocator('iframe[title="Portico secure frame"]')

/** Approves the e-mail wallet's pending request in the secure frame's own window. */
export async function approveInFrame(
  page: Page,
  // The approval view names what it decoded: a message, a native transfer, an ERC-20 transfer.
  heading: 'Sign message' | 'Send ETH' | 'Send tokens',
) {
  const frame = secureFrame(page)
  await expect(frame.getByRole('heading', { name: heading })).toBeVisible()
  await frame.getByRole('button', { name: 'Approve' }).click()
}

/**
 * Opens the approval link in a new tab of the same browser, as the mailbox's owner would, and
 * presses Approve device (opening the link alone approves nothing).
 */
export async function approveDevice(page: Page, link: string): Promise<void> {
  const approvalPage = await page.context().newPage()
  await approvalPage.goto(link)
  await expect(approvalPage.getByRole('heading', { name: 'Approve this device?' })).toBeVisible()
  await approvalPage.getByRole('button', { name: 'Approve device' }).click()
  await expect(approvalPage.getByRole('heading', { name: 'Device approved' })).toBeVisible()
  await approvalPage.close()
}

/** Where a login happens (the demo by default) and how that page shows it is connected. */
export interface LoginPage {
  url: string
  expectConnected(page: Page): Promise<void>
}

export const demoLoginPage: LoginPage = {
  url: demoUrl,
  expectConnected: (page) => expect(page.getByTestId('account-status')).toHaveText('connected'),
}

/** Opens the page (the demo by default), then the modal, and submits the e-mail; returns the dialog. */
export async function startEmailLogin(
  page: Page,
  email: string,
  url: string = demoUrl,
): Promise<Locator> {
  await page.goto(url)
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  return dialog
}

/** A whole first login on this browser: device approval link, then the code. */
export async function loginNewDevice(
  page: Page,
  email: string,
  on: LoginPage = demoLoginPage,
): Promise<void> {
  const before = (await mailsTo(email)).length
  const dialog = await startEmailLogin(page, email, on.url)
  await expect(dialog.getByRole('heading', { name: 'Register Device' })).toBeVisible()
  const approval = await nextMail(email, before)
  await approveDevice(page, linkIn(approval))
  await expect(dialog.getByRole('heading', { name: 'Confirm Email' })).toBeVisible()
  const code = otpIn(await nextMail(email, before + 1))
  expect(code).toMatch(/^\d{6}$/)
  await dialog.getByRole('textbox', { name: 'Code' }).fill(code)
  await on.expectConnected(page)
}

/**
 * Switches the connected e-mail wallet from its smart account (the default on the devnet chain,
 * which has a bundler) to its EOA through Account's "Switch to EOA", closes the modal and
 * answers the EOA's address, for a spec that follows the EOA's own transactions.
 */
export async function switchToEoa(page: Page): Promise<`0x${string}`> {
  const dialog = page.getByRole('dialog')
  await page.locator('[data-portico="account-button"]').click()
  await expect(page.locator('dialog.portico-dialog')).toHaveAttribute('data-view', 'Account')
  await dialog.getByRole('button', { name: 'Switch to EOA' }).click()
  await expect(dialog.getByTestId('account-type')).toHaveAttribute('data-account-type', 'eoa')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  const address = (await page.getByTestId('account-address').textContent()) ?? ''
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  return address as `0x${string}`
}
