/**
 * Sign In With Farcaster end to end: the modal on origin A, the secure frame and its server on
 * origin B, the devnet's Farcaster relay and app on a third origin, and the ID registry on
 * anvil, all real. The frame server verifies that the fid's custody key signed.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { FARCASTER_TEST_USERNAME } from '@portico/devnet'
import { truncateAddress } from '@portico/shared'
import { e2eConfig } from '../support/e2eStack.ts'
import { approveInFarcasterApp, startFarcasterLogin } from '../support/farcasterLogin.ts'

test('a Farcaster app approves the QR code’s link: signed in with the fid’s username', async ({
  page,
}) => {
  const link = await startFarcasterLogin(page)
  // The link opens the devnet's Farcaster app, on its own origin.
  expect(new URL(link).origin).toBe(e2eConfig.farcasterOrigin)
  await approveInFarcasterApp(page, link)

  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  const address = (await page.getByTestId('account-address').textContent()) ?? ''
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await expect(page.getByTestId('event-log')).toContainText('CONNECT_SUCCESS')
  const openAccount = () =>
    page.getByRole('button', { name: new RegExp(truncateAddress(address).replace('…', '.')) })
  await openAccount().click()
  await expect(dialog.getByTestId('modal-account-address')).toHaveText(truncateAddress(address))
  await expect(dialog.getByTestId('account-username')).toHaveText(FARCASTER_TEST_USERNAME)
  await dialog.getByRole('button', { name: 'Close' }).click()

  // A reload restores the session: the same address and username, without a new approval.
  await page.reload()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('account-address')).toHaveText(address)
  await openAccount().click()
  await expect(dialog.getByTestId('account-username')).toHaveText(FARCASTER_TEST_USERNAME)

  // Sign out: disconnected, and still after a reload.
  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await page.reload()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')

  // The fid's next sign-in is the same wallet.
  await approveInFarcasterApp(page, await startFarcasterLogin(page))
  await expect(page.getByTestId('account-address')).toHaveText(address)
})

test('a message signed by a key that does not own the fid is refused: back to Connect', async ({
  page,
}) => {
  const link = await startFarcasterLogin(page)
  await approveInFarcasterApp(page, link, 'impostor')
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('alert')).toHaveText('The Farcaster sign-in could not be verified')
  await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
})

test('Back from ConnectingFarcaster abandons the login; the next try has a new link', async ({
  page,
}) => {
  const first = await startFarcasterLogin(page)
  const dialog = page.getByRole('dialog')
  // The view passes axe as the others do (accessibility.spec.ts): QR label, link, progress.
  await page.waitForTimeout(250)
  const axe = await new AxeBuilder({ page }).include('portico-modal').analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual(
    [],
  )
  await dialog.getByRole('button', { name: 'Back' }).click()
  await expect(dialog.getByRole('button', { name: 'Continue with Farcaster' })).toBeVisible()
  await expect(dialog.getByTestId('farcaster-qr')).toHaveCount(0)
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  // The frame reloads 100 ms later (SPEC §2): then a new login, with a new channel.
  await page.waitForTimeout(300)
  await dialog.getByRole('button', { name: 'Continue with Farcaster' }).click()
  const link = await dialog.getByTestId('farcaster-link').getAttribute('href')
  expect(link).not.toBe(first)
  await approveInFarcasterApp(page, link ?? '')
  await expect(page.getByTestId('account-status')).toHaveText('connected')
})
