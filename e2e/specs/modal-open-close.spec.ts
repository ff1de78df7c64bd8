import { expect, test } from '@playwright/test'
import { demoUrl, e2eConfig } from '../support/e2eStack.ts'

test('nothing but the page itself is fetched before the modal first opens, and no iframe exists', async ({
  page,
}) => {
  const requests: string[] = []
  page.on('request', (r) => requests.push(r.url()))
  await page.goto(demoUrl)
  await expect(page.getByRole('button', { name: 'Connect Wallet', exact: true })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(requests.every((url) => new URL(url).origin === e2eConfig.demoOrigin)).toBe(true)
  expect(await page.locator('iframe').count()).toBe(0)
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
