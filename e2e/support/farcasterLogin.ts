/**
 * Sign In With Farcaster through the demo's modal, as a visitor does it: the Farcaster button,
 * then the sign-in link the QR code holds, opened in the devnet's Farcaster app (its own origin),
 * where the test fid approves.
 */
import { expect, type Page } from '@playwright/test'
import { demoUrl } from './e2eStack.ts'

/** The demo with the Farcaster button shown. */
export const farcasterDemoUrl = `${demoUrl}?socials=farcaster`

/** Opens the modal and clicks Farcaster; returns the sign-in link the QR code shows. */
export async function startFarcasterLogin(page: Page, url = farcasterDemoUrl): Promise<string> {
  await page.goto(url)
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Continue with Farcaster' }).click()
  await expect(dialog.getByRole('heading', { name: 'Farcaster' })).toBeVisible()
  await expect(dialog.getByTestId('farcaster-qr')).toBeVisible()
  const link = await dialog.getByTestId('farcaster-link').getAttribute('href')
  if (!link) throw new Error('ConnectingFarcaster shows no link')
  // What a phone's camera reads from the QR code is the same link.
  await expect(dialog.getByTestId('farcaster-qr')).toHaveAttribute('data-value', link)
  return link
}

/** In the Farcaster app: opens the link and approves (with the fid's custody key, or not). */
export async function approveInFarcasterApp(
  page: Page,
  link: string,
  signer: 'custody' | 'impostor' = 'custody',
): Promise<void> {
  const app = await page.context().newPage()
  await app.goto(link)
  await app
    .getByRole('button', {
      name: signer === 'custody' ? 'Approve' : 'Approve with a key that owns no fid',
      exact: true,
    })
    .click()
  await expect(app.getByTestId('farcaster-done')).toBeVisible()
  await app.close()
}
