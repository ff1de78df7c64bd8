/**
 * A dapp on an origin its project does not allow: the demo, loaded as http://127.0.0.1 instead
 * of http://localhost (another origin, off the allowlist). The modal says so as it opens and the
 * e-mail login fails at once with the origin named — no iframe that `frame-ancestors` refuses,
 * no 20 s wait for a READY that never comes.
 */
import { expect, test } from '@playwright/test'
import { e2eConfig } from '../support/e2eStack.ts'

const refusedOrigin = e2eConfig.demoOrigin.replace('localhost', '127.0.0.1')

test('an origin off the allowlist hears Invalid App Configuration at once, with the origin', async ({
  page,
}) => {
  expect(e2eConfig.allowedOrigins).not.toContain(refusedOrigin)
  await page.goto(`${refusedOrigin}/`)
  const opened = await page.evaluate(() => performance.now())
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  const dialog = page.getByRole('dialog')
  // The snackbar, as the modal opens (well inside the frame's 20 s READY timeout), names the
  // origin the developer has to allow.
  await expect(dialog.locator('.portico-snackbar')).toContainText(
    `Invalid App Configuration. Origin ${refusedOrigin} not found on the allowlist`,
    { timeout: 10_000 },
  )
  const alerted = await page.evaluate(() => performance.now())

  await dialog.getByRole('textbox', { name: 'Email' }).fill('refused@example.com')
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  const submitted = await page.evaluate(() => performance.now())
  await expect(dialog.locator('.portico-error-text')).toContainText(
    `Invalid App Configuration. Origin ${refusedOrigin} not found on the allowlist`,
    { timeout: 10_000 },
  )
  const refused = await page.evaluate(() => performance.now())
  // No frame was loaded for a project that would refuse it.
  await expect(page.locator('iframe[title="Portico secure frame"]')).toHaveCount(0)
  console.log(
    `origin not allowed: open → alert ${Math.round(alerted - opened)} ms, submit → inline error ${Math.round(refused - submitted)} ms`,
  )
})
