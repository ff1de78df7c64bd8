/**
 * The modal at 320, 400 and 1280 px and at 200% zoom (a 1280×720 window at 200% lays out as 640×360 CSS px;
 * deviceScaleFactor 2 draws it at that density): the page never scrolls sideways, nothing of the
 * modal's content sticks out of the dialog, and no text is cut (issue 18) — a wallet's name
 * wraps instead of ending in "…". Both themes share the layout, so one is enough here.
 */
import { expect, type Page, test } from '@playwright/test'
import { demoUrl, e2eConfig } from '../support/e2eStack.ts'
import { launchWithTestExtension, type TestExtension } from '../support/extension.ts'

const SIZES = [
  { name: '320 px', viewport: { width: 320, height: 640 }, deviceScaleFactor: 1 },
  { name: '400 px', viewport: { width: 400, height: 800 }, deviceScaleFactor: 1 },
  { name: '1280 px', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  { name: '200% zoom', viewport: { width: 640, height: 360 }, deviceScaleFactor: 2 },
] as const

/** What sticks out of the dialog sideways, or is cut (text wider or taller than its box). */
const layoutProblems = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = []
    const scroller = document.scrollingElement as HTMLElement
    if (scroller.scrollWidth > scroller.clientWidth)
      problems.push(`page scrolls sideways: ${scroller.scrollWidth} > ${scroller.clientWidth}`)
    const root = document.querySelector('portico-modal')?.shadowRoot
    const dialog = root?.querySelector('dialog')
    if (!root || !dialog) return ['no dialog']
    const box = dialog.getBoundingClientRect()
    if (box.left < 0 || box.right > window.innerWidth + 0.5)
      problems.push(`dialog ${box.left}..${box.right} outside the window`)
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}.${el.className} "${el.textContent?.slice(0, 30)}"`
    for (const el of dialog.querySelectorAll<HTMLElement>('*')) {
      if (el.closest('.portico-visually-hidden') || el.getClientRects().length === 0) continue
      const r = el.getBoundingClientRect()
      if (r.left < box.left - 0.5 || r.right > box.right + 0.5)
        problems.push(
          `${describe(el)} sticks out: ${r.left}..${r.right} of ${box.left}..${box.right}`,
        )
    }
    const texts = dialog.querySelectorAll<HTMLElement>(
      'h2, button, .portico-list-item-name, .portico-grid-item span:last-child, .portico-tag, p',
    )
    for (const el of texts) {
      if (el.getClientRects().length === 0) continue
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
        problems.push(
          `${describe(el)} is cut: ${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight}`,
        )
    }
    return problems
  })

let wallet: TestExtension | undefined
test.afterEach(async () => {
  await wallet?.close()
  wallet = undefined
})

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport, deviceScaleFactor: size.deviceScaleFactor })

    test('Connect, All Wallets, WalletConnect QR and Networks: no sideways scroll, nothing cut', async ({
      page,
    }) => {
      await page.goto(demoUrl)
      await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
      const dialog = page.getByRole('dialog')
      await expect(dialog.getByRole('button', { name: /All Wallets\s*\d+/ })).toBeVisible()
      await page.waitForTimeout(250)
      expect(await layoutProblems(page), 'Connect').toEqual([])

      await dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-email')
      await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
      await expect(dialog.getByRole('alert')).toBeVisible()
      expect(await layoutProblems(page), 'Connect, e-mail error').toEqual([])

      await dialog.getByRole('button', { name: /All Wallets/ }).click()
      const list = page.getByRole('list', { name: 'All wallets' })
      await expect(list).toHaveAttribute('aria-busy', 'false')
      await expect(list.getByRole('button', { name: 'Portico Demo Wallet' })).toBeVisible()
      // Wait for any wallet's image or its monogram, so the names are laid out at rest.
      await page.waitForTimeout(250)
      expect(await layoutProblems(page), 'All Wallets').toEqual([])

      await dialog.getByRole('button', { name: 'Back', exact: true }).click()
      await dialog.getByRole('button', { name: /WalletConnect/ }).click()
      await expect(dialog.getByTestId('wc-qr')).toBeVisible()
      await page.waitForTimeout(250)
      expect(await layoutProblems(page), 'WalletConnect QR').toEqual([])
      await dialog.getByRole('button', { name: 'Close' }).click()

      await page.locator('[data-portico="network-button"]').click()
      await expect(dialog.getByRole('button', { name: 'Portico Devnet 2' })).toBeVisible()
      await page.waitForTimeout(250)
      expect(await layoutProblems(page), 'Networks').toEqual([])
    })

    test('Account and its tabs, Receive, Send and Swap: no sideways scroll, nothing cut', async () => {
      // Account 1 is only read by the specs that use it.
      wallet = await launchWithTestExtension({
        chains: e2eConfig.chains,
        testMode: true,
        accountIndex: 1,
      })
      const page = await wallet.context.newPage()
      await page.setViewportSize(size.viewport)
      await page.goto(demoUrl)
      await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: /Portico Test Wallet/ }).click()
      await expect(page.getByTestId('account-status')).toHaveText('connected')
      await expect(dialog).toBeHidden()
      await page.locator('[data-portico="account-button"]').click()
      await expect(dialog.getByTestId('account-balance')).toBeVisible()
      await expect(dialog.getByTestId('token-row-ETH')).toBeVisible()
      await page.waitForTimeout(250)
      expect(await layoutProblems(page), 'Account, Tokens').toEqual([])
      await dialog.getByTestId('account-tab-nfts').click()
      await expect(dialog.getByTestId('nft-item')).toHaveCount(3)
      await page.waitForTimeout(250)
      expect(await layoutProblems(page), 'Account, NFTs').toEqual([])
      await dialog.getByTestId('account-tab-activity').click()
      await expect(dialog.getByRole('tabpanel').getByRole('progressbar')).toHaveCount(0)
      expect(await layoutProblems(page), 'Account, Activity').toEqual([])
      await dialog.getByTestId('account-tab-tokens').click()
      await dialog.getByTestId('account-receive').click()
      await expect(dialog.getByTestId('receive-qr')).toBeVisible()
      await page.waitForTimeout(250)
      expect(await layoutProblems(page), 'Receive').toEqual([])
      await dialog.getByRole('button', { name: 'Back', exact: true }).click()
      await dialog.getByTestId('account-send').click()
      await dialog.getByTestId('send-amount-input').fill('100000000')
      await expect(dialog.getByTestId('send-preview')).toBeDisabled()
      await page.waitForTimeout(250)
      expect(await layoutProblems(page), 'Send').toEqual([])
      await dialog.getByRole('button', { name: 'Back', exact: true }).click()
      await dialog.getByTestId('account-swap').click()
      await dialog.getByTestId('swap-select-toToken').click()
      await dialog.getByTestId('swap-token-tUSD').click()
      await dialog.getByTestId('swap-amount-input').fill('0.001')
      await expect(dialog.getByTestId('swap-review')).toHaveText('Review swap')
      await page.waitForTimeout(250)
      expect(await layoutProblems(page), 'Swap').toEqual([])
      await dialog.getByTestId('swap-review').click()
      await expect(dialog.getByTestId('swap-confirm')).toBeVisible()
      await page.waitForTimeout(250)
      expect(await layoutProblems(page), 'Swap preview').toEqual([])
    })
  })
}
