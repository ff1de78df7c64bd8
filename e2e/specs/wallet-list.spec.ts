/** The Connect view's wallet list and All Wallets: paging, search and virtual rendering. */
import { expect, test } from '@playwright/test'
import { demoUrl } from '../support/e2eStack.ts'
import { E2E_CATALOGUE_SIZE } from '../support/walletCatalogueFixture.ts'

/** The e2e cloud's test-sized registry (120 wallets) and the devnet's demo wallet. */
const LISTED = String(E2E_CATALOGUE_SIZE + 1)

test.beforeEach(async ({ page }) => {
  await page.goto(demoUrl)
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
})

test('Connect lists e-mail and wallets in the default order, with All Wallets and its count; no social login yet', async ({
  page,
}) => {
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeVisible()
  // Social and Farcaster login are not built yet (issue 21): no button that could only fail.
  await expect(dialog.getByRole('button', { name: /^Continue with/ })).toHaveCount(0)
  const wallets = dialog.getByRole('list', { name: 'Wallets' })
  // The registry's 120 and the devnet's demo wallet.
  await expect(
    wallets.getByRole('button', { name: new RegExp(`All Wallets\\s*${LISTED}`) }),
  ).toBeVisible()
  // The featured demo wallet, four recommended wallets, WalletConnect's QR code, All Wallets.
  await expect(wallets.getByRole('listitem').first().getByRole('button')).toHaveAccessibleName(
    'Portico Demo Wallet',
  )
  await expect(wallets.getByRole('button', { name: 'MetaMask' })).toBeVisible()
  await expect(wallets.getByRole('button', { name: /WalletConnect\s*QR code/ })).toBeVisible()
  expect(await wallets.getByRole('listitem').count()).toBe(7)
})

test('catalogue wallets show their logo from the cloud, not the monogram', async ({ page }) => {
  const metamask = page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'MetaMask' })
  const logo = metamask.locator('img')
  await expect(logo).toHaveAttribute('src', /\/getWalletImage\/metamask\?/)
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true)
  await expect(metamask.locator('.portico-monogram')).toHaveCount(0)
})

test('All Wallets pages 40 at a time as it scrolls and keeps only the visible rows in the DOM', async ({
  page,
}) => {
  await page.getByRole('button', { name: /All Wallets/ }).click()
  const list = page.getByRole('list', { name: 'All wallets' })
  await expect(list).toHaveAttribute('aria-busy', 'false')
  await expect(list).toHaveAttribute('data-count', LISTED)
  const rendered = await list.getByRole('listitem').count()
  expect(rendered).toBeGreaterThan(0)
  expect(rendered).toBeLessThan(40)

  // Scrolling to the end loads the next page (rows are 92 px, 4 wallets a row): the second page
  // ends with the 80th wallet, on row 20: the devnet's demo wallet comes first, so it is the
  // registry's 79th, Fixture Wallet 079.
  const scroller = page.getByTestId('all-wallets-scroller')
  await scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight))
  await expect
    .poll(() => scroller.evaluate((el) => el.scrollHeight))
    .toBeGreaterThanOrEqual(20 * 92)
  await scroller.evaluate((el) => el.scrollTo(0, 19 * 92 - 200))
  await expect(list.getByRole('button', { name: 'Fixture Wallet 079' })).toBeVisible()
  expect(await list.getByRole('listitem').count()).toBeLessThan(40)
  await expect(list.getByRole('button', { name: 'MetaMask' })).toHaveCount(0)
})

test('search shows matching wallets after its minimum wait, and says when none match', async ({
  page,
}) => {
  await page.getByRole('button', { name: /All Wallets/ }).click()
  const search = page.getByRole('searchbox', { name: 'Search wallet' })
  await search.fill('rain')
  const list = page.getByRole('list', { name: 'All wallets' })
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(list.getByRole('button', { name: 'Rainbow' })).toBeVisible()
  await search.fill('no such wallet here')
  await expect(page.getByText('No wallet found')).toBeVisible()
  await search.fill('')
  await expect(list).toHaveAttribute('data-count', LISTED)
})

test('an invalid e-mail is refused in the field, before anything is sent', async ({ page }) => {
  const requests: string[] = []
  page.on('request', (r) => requests.push(r.url()))
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-email')
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Invalid email. Try again.')
  // The secure frame loads on the field's focus (it is READY by Continue), but the address
  // never reaches it or its server: no login request, no mail.
  await expect(page.locator('iframe[title="Portico secure frame"]')).toHaveCount(1)
  await page.waitForTimeout(300)
  expect(requests.some((url) => url.includes('/sdk'))).toBe(true) // the frame's requests are seen
  expect(requests.filter((url) => url.includes('/api/email/'))).toEqual([])
})

test('Esc closes the modal and Tab keeps focus inside it', async ({ page }) => {
  const dialog = page.getByRole('dialog')
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.tagName.toLowerCase())).toBe(
      'portico-modal',
    )
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Connect Wallet', exact: true })).toBeFocused()
})
