/**
 * Social login end to end (issue 21): the modal on origin A opens a popup to the devnet identity
 * provider (which plays all six providers), the provider sends it back to the frame server on
 * origin B, which exchanges the code; the frame claims the login and makes the wallet. Then a
 * signature approved in the frame, a reload that restores, and sign-out. Also what goes wrong:
 * a denied consent, a closed popup, a blocked popup, a frame that does not answer in time, and a
 * forged or replayed callback.
 */
import { expect, type Page, test } from '@playwright/test'
import { demoUrl, e2eConfig } from '../support/e2eStack.ts'
import { approveInFrame } from '../support/emailLogin.ts'

const socialUrl = `${demoUrl}?socials=google,github,apple,facebook,x,discord`

const providers = [
  { id: 'google', label: 'Google', userName: 'Alice Example' },
  { id: 'github', label: 'GitHub', userName: 'alice' },
  { id: 'apple', label: 'Apple', userName: 'alice@portico.localhost' },
  { id: 'facebook', label: 'Facebook', userName: 'Alice Example' },
  { id: 'x', label: 'X', userName: 'alice' },
  { id: 'discord', label: 'Discord', userName: 'alice' },
] as const

/** Opens the modal and clicks "Continue with <label>"; returns the dialog and the popup. */
async function startSocialLogin(page: Page, label: string) {
  await page.goto(socialUrl)
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('list', { name: 'Social login' }).waitFor()
  const button = dialog.getByRole('button', { name: `Continue with ${label}` })
  if (!(await button.isVisible()))
    await dialog.getByRole('button', { name: 'More options' }).click()
  const opened = page.waitForEvent('popup')
  await button.click()
  const popup = await opened
  await expect(popup.getByRole('heading', { name: `Sign in with ${label}` })).toBeVisible()
  await expect(dialog.getByRole('status')).toHaveText(`Continue in the ${label} window`)
  return { dialog, popup }
}

const openAccount = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { portico: { open(o: { view: string }): Promise<void> } }).portico.open({
      view: 'Account',
    }),
  )

for (const provider of providers) {
  test(`${provider.label}: login, sign in the frame, restore on reload, sign out`, async ({
    page,
  }) => {
    const { popup } = await startSocialLogin(page, provider.label)
    const closed = popup.waitForEvent('close')
    await popup.getByRole('button', { name: /^Continue as Alice Example/ }).click()
    await closed
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    const address = (await page.getByTestId('account-address').textContent()) ?? ''
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await expect(page.getByTestId('event-log')).toContainText('CONNECT_SUCCESS')

    await openAccount(page)
    await expect(page.getByRole('dialog').getByTestId('account-username')).toContainText(
      provider.userName,
    )
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()

    await page.getByRole('button', { name: 'Sign a message' }).click()
    await approveInFrame(page, 'Sign message')
    await expect(page.getByTestId('action-result')).toContainText('signature valid')

    await page.reload()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    await expect(page.getByTestId('account-address')).toHaveText(address)

    await page.getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByTestId('account-status')).toHaveText('disconnected')
    await page.reload()
    await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  })
}

test('the same person logs in again with the same provider: the same wallet', async ({ page }) => {
  const login = async () => {
    const { popup } = await startSocialLogin(page, 'GitHub')
    await popup.getByRole('button', { name: /^Continue as Bob Example/ }).click()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    return page.getByTestId('account-address').textContent()
  }
  const first = await login()
  await page.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  expect(await login()).toBe(first)
})

test('a denied consent returns to Connect with a message', async ({ page }) => {
  const { dialog, popup } = await startSocialLogin(page, 'Discord')
  await popup.getByRole('button', { name: 'Deny' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('The login was declined')
  await expect(dialog.getByRole('list', { name: 'Social login' })).toBeVisible()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
})

test('closing the popup returns to Connect with a message', async ({ page }) => {
  const { dialog, popup } = await startSocialLogin(page, 'Google')
  await popup.close()
  await expect(dialog.getByRole('alert')).toHaveText(
    'The login window was closed before the login finished',
  )
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
})

test('a blocked popup says so and offers to try again', async ({ page }) => {
  await page.addInitScript(() => {
    const open = window.open.bind(window)
    ;(window as unknown as { blockPopups: boolean }).blockPopups = true
    window.open = (...args) =>
      (window as unknown as { blockPopups: boolean }).blockPopups ? null : open(...args)
  })
  await page.goto(socialUrl)
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Continue with Google' }).click()
  await expect(dialog.getByRole('alert')).toContainText('The browser blocked the login window')
  await page.evaluate(() => {
    ;(window as unknown as { blockPopups: boolean }).blockPopups = false
  })
  const opened = page.waitForEvent('popup')
  await dialog.getByRole('button', { name: 'Try again' }).click()
  const popup = await opened
  await popup.getByRole('button', { name: /^Continue as Alice Example/ }).click()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
})

test('a frame that does not answer the claim in time gives SOCIALS_TIMEOUT', async ({ page }) => {
  test.setTimeout(90_000)
  // The frame's claim never gets an answer from its server.
  await page.route('**/api/social/claim', () => {})
  const { dialog, popup } = await startSocialLogin(page, 'X')
  await popup.getByRole('button', { name: /^Continue as Alice Example/ }).click()
  await expect(dialog.getByRole('alert')).toContainText('The embedded wallet failed to load', {
    timeout: 45_000,
  })
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
})

test('a replayed or forged callback is refused by the frame server', async ({ page }) => {
  const callbacks: string[] = []
  page.context().on('request', (request) => {
    if (request.url().startsWith(`${e2eConfig.frameOrigin}/social/callback?`))
      callbacks.push(request.url())
  })
  const { popup } = await startSocialLogin(page, 'Facebook')
  await popup.getByRole('button', { name: /^Continue as Alice Example/ }).click()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  expect(callbacks).toHaveLength(1)

  const other = await page.context().newPage()
  const replayed = await other.goto(callbacks[0] ?? '')
  expect(replayed?.status()).toBe(400)
  await expect(other.getByText('This login link is not valid or was used')).toBeVisible()
  const forged = new URL(callbacks[0] ?? '')
  forged.searchParams.set('state', 'forged-state-forged-state-forged-state-00')
  expect((await other.goto(forged.toString()))?.status()).toBe(400)
  await other.close()
})
