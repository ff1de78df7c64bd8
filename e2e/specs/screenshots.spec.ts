/**
 * Screenshot tests (issue 18): the modal's main views in light and dark, at 320 and 1280 px, so
 * a visual change shows up as a diff to review. Baselines live in `__screenshots__/` beside the
 * specs and are taken in Debian Chromium, the browser CI runs; refresh them on purpose with
 * `npx playwright test -c e2e/playwright.config.ts screenshots --update-snapshots`.
 *
 * What changes from run to run is masked: the WalletConnect QR code and link (a new pairing
 * each time) and times in Activity. Account views use mnemonic account 7 in the test wallet
 * extension, which no other spec sends from or to, so its balances stay the devnet's.
 */
import { expect, type Locator, type Page, test } from '@playwright/test'
import { demoUrl, e2eConfig } from '../support/e2eStack.ts'
import { approveDevice } from '../support/emailLogin.ts'
import {
  connectTestWallet,
  launchWithTestExtension,
  type TestExtension,
} from '../support/extension.ts'
import { linkIn, mailsTo, nextMail } from '../support/mailInbox.ts'

const SCREENSHOT_ACCOUNT_INDEX = 7
const themes = ['light', 'dark'] as const
const widths = [320, 1280] as const

const dialogOf = (page: Page) => page.getByRole('dialog')
const viewOf = (page: Page) => page.locator('dialog.portico-dialog')

async function setTheme(page: Page, theme: (typeof themes)[number]) {
  await page.evaluate((mode) => {
    ;(window as unknown as { portico: { setThemeMode(m: string): void } }).portico.setThemeMode(
      mode,
    )
  }, theme)
}

/** Waits until every image in the modal has loaded (logos come from the cloud). */
async function imagesLoaded(dialog: Locator) {
  await expect
    .poll(() =>
      dialog.evaluate((el) =>
        [...el.querySelectorAll('img')].every((img) => img.complete && img.naturalWidth > 0),
      ),
    )
    .toBe(true)
}

async function shoot(page: Page, name: string, mask: Locator[] = []) {
  const dialog = dialogOf(page)
  await imagesLoaded(dialog)
  await expect(dialog).toHaveScreenshot(`${name}.png`, { mask })
}

for (const theme of themes) {
  for (const width of widths) {
    test.describe(`${theme}, ${width} px`, () => {
      test.use({ viewport: { width, height: 900 }, colorScheme: theme })

      test('Connect, All Wallets, WalletConnect QR and the e-mail code', async ({ page }) => {
        test.setTimeout(90_000)
        await page.goto(demoUrl)
        await setTheme(page, theme)
        await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
        await expect(viewOf(page)).toHaveAttribute('data-view', 'Connect')
        await shoot(page, `connect-${theme}-${width}`)

        await dialogOf(page)
          .getByRole('button', { name: /All Wallets/ })
          .click()
        await expect(page.getByRole('list', { name: 'All wallets' })).toHaveAttribute(
          'aria-busy',
          'false',
        )
        await shoot(page, `all-wallets-${theme}-${width}`)

        await dialogOf(page).getByRole('button', { name: 'Back' }).click()
        await dialogOf(page)
          .getByRole('button', { name: /WalletConnect\s*QR code/ })
          .click()
        const qr = page.getByTestId('wc-qr')
        await expect(qr).toBeVisible()
        await shoot(page, `walletconnect-qr-${theme}-${width}`, [qr])

        await page.keyboard.press('Escape')
        await expect(dialogOf(page)).toBeHidden()
        // One address per variant: a mailbox has a resend cooldown.
        const email = `shot-${theme}-${width}@example.com`
        const before = (await mailsTo(email)).length
        const dialog = dialogOf(page)
        await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
        await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
        await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
        await expect(dialog.getByRole('heading', { name: 'Register Device' })).toBeVisible()
        await shoot(page, `email-register-device-${theme}-${width}`)
        await approveDevice(page, linkIn(await nextMail(email, before)))
        await expect(dialog.getByRole('heading', { name: 'Confirm Email' })).toBeVisible()
        await shoot(page, `email-code-${theme}-${width}`)
      })

      test.describe('connected', () => {
        let wallet: TestExtension
        test.afterEach(async () => {
          await wallet?.close()
        })

        test('Account tabs, Networks and Send', async () => {
          test.setTimeout(90_000)
          wallet = await launchWithTestExtension({
            chains: e2eConfig.chains,
            testMode: true,
            accountIndex: SCREENSHOT_ACCOUNT_INDEX,
          })
          const page = await wallet.context.newPage()
          await page.setViewportSize({ width, height: 900 })
          await page.emulateMedia({ colorScheme: theme })
          await page.goto(demoUrl)
          await setTheme(page, theme)
          await connectTestWallet(page)

          await page.locator('[data-portico="account-button"]').click()
          await expect(viewOf(page)).toHaveAttribute('data-view', 'Account')
          const dialog = dialogOf(page)
          await expect(dialog.getByTestId('account-balance')).not.toBeEmpty()
          await expect(dialog.getByTestId(/^token-row-/).first()).toBeVisible()
          await shoot(page, `account-tokens-${theme}-${width}`)

          await dialog.getByTestId('account-tab-nfts').click()
          await expect(dialog.getByTestId(/^(nft-item|nfts-empty)$/).first()).toBeVisible()
          await shoot(page, `account-nfts-${theme}-${width}`)

          await dialog.getByTestId('account-tab-activity').click()
          await expect(
            dialog.getByTestId(/^(activity-entry|activity-empty)$/).first(),
          ).toBeVisible()
          await shoot(page, `account-activity-${theme}-${width}`, [
            dialog.locator('time'),
            dialog.getByTestId('activity-group-title'),
          ])

          await page.evaluate(() =>
            (
              window as unknown as { portico: { open(o: { view: string }): Promise<void> } }
            ).portico.open({ view: 'Networks' }),
          )
          await expect(viewOf(page)).toHaveAttribute('data-view', 'Networks')
          await shoot(page, `networks-${theme}-${width}`)

          await page.evaluate(() =>
            (
              window as unknown as { portico: { open(o: { view: string }): Promise<void> } }
            ).portico.open({ view: 'WalletSend' }),
          )
          await expect(viewOf(page)).toHaveAttribute('data-view', 'WalletSend')
          await expect(dialog.getByTestId('send-amount-input')).toBeVisible()
          await shoot(page, `send-${theme}-${width}`)
        })
      })
    })
  }
}
