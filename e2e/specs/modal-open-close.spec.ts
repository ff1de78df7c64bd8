import { expect, test } from '@playwright/test'
import { demoUrl, e2eConfig } from '../support/e2eStack.ts'

test('before the first open, the warm-up asks only the page and the cloud, and no iframe exists', async ({
  page,
}) => {
  const requests: string[] = []
  page.on('request', (r) => requests.push(r.url()))
  await page.goto(demoUrl)
  await expect(page.getByRole('button', { name: 'Connect Wallet', exact: true })).toBeVisible()
  // The warm-up at idle has fetched Connect's wallet list and rendered it in the closed dialog.
  const cloud = new URL(e2eConfig.cloudUrl).origin
  await expect.poll(() => requests.some((url) => url.startsWith(`${cloud}/getWallets`))).toBe(true)
  await page.waitForLoadState('networkidle')
  const origins = new Set(requests.map((url) => new URL(url).origin))
  expect([...origins].sort()).toEqual([e2eConfig.demoOrigin, cloud].sort())
  expect(await page.locator('iframe').count()).toBe(0)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test("with preload: 'intent', nothing but the page itself is fetched before the first open", async ({
  page,
}) => {
  const requests: string[] = []
  page.on('request', (r) => requests.push(r.url()))
  await page.goto(`${demoUrl}?preload=intent`)
  await expect(page.getByRole('button', { name: 'Connect Wallet', exact: true })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)
  expect(requests.every((url) => new URL(url).origin === e2eConfig.demoOrigin)).toBe(true)
  expect(await page.locator('iframe, portico-modal').count()).toBe(0)
  // The click does it all then, and the wallets show.
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  await expect(
    page.getByRole('dialog').getByRole('button', { name: /Portico Demo Wallet/ }),
  ).toBeVisible()
})

test('Connect opens the modal; Esc and the close button close it and focus returns to the opener', async ({
  page,
}) => {
  await page.goto(demoUrl)
  const connect = page.getByRole('button', { name: 'Connect Wallet', exact: true })
  await connect.click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog).toBeVisible()
  expect(await page.evaluate('window.portico.getState().open')).toBe(true)

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  expect(await page.evaluate('window.portico.getState().open')).toBe(false)
  await expect(connect).toBeFocused()

  await connect.click()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expect(connect).toBeFocused()
})

test('the modal lives in a shadow root that host CSS cannot restyle', async ({ page }) => {
  await page.goto(demoUrl)
  await page.addStyleTag({
    content: 'h2 { color: rgb(255, 0, 0) !important; } dialog { display: none !important; }',
  })
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  const title = page.getByRole('heading', { name: 'Connect Wallet' })
  await expect(title).toBeVisible()
  expect(await title.evaluate((el) => getComputedStyle(el).color)).not.toBe('rgb(255, 0, 0)')
})
