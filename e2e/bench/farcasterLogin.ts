/**
 * The bench's Farcaster figures: click on the Farcaster button → the QR code shown (the frame
 * loads, its server opens a relay channel), and Approve in the devnet's Farcaster app → the demo
 * connected (the relay completes, the frame server's wait sees it and verifies the message
 * against the ID registry, the worker makes the wallet). The app and the demo are two pages of
 * one browser; each side stamps Date.now() (the same clock), as the WalletConnect figures do.
 */
import type { Browser } from '@playwright/test'
import { farcasterDemoUrl } from '../support/farcasterLogin.ts'
import { msSpread } from './benchFigures.ts'

export async function farcasterSection(
  browser: Browser,
  runs: number,
  report: (what: string, value: string) => void,
): Promise<void> {
  const toQr: number[] = []
  const toConnected: number[] = []
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext()
    const dapp = await context.newPage()
    await dapp.goto(farcasterDemoUrl, { waitUntil: 'networkidle' })
    await dapp.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await dapp
      .getByRole('dialog')
      .getByRole('button', { name: 'Continue with Farcaster' })
      .waitFor()
    await dapp.waitForTimeout(300)
    const { qrMs, link } = await dapp.evaluate<{
      qrMs: number
      link: string
    }>(`new Promise((resolve) => {
      const root = document.querySelector('portico-modal').shadowRoot
      const button = root.querySelector('button[aria-label="Continue with Farcaster"]')
      const t0 = performance.now()
      button.click()
      const check = () => {
        const qr = root.querySelector('[data-testid="farcaster-qr"]')
        if (qr) requestAnimationFrame(() => resolve({ qrMs: performance.now() - t0, link: qr.getAttribute('data-value') }))
        else requestAnimationFrame(check)
      }
      check()
    })`)
    toQr.push(qrMs)
    const app = await context.newPage()
    await app.goto(link, { waitUntil: 'networkidle' })
    const [approvedAt, connectedAt] = await Promise.all([
      app.evaluate<number>(`(() => {
        document.querySelector('button[value="custody"]').click()
        return Date.now()
      })()`),
      dapp
        .waitForFunction(
          `document.querySelector('[data-testid="account-status"]').textContent === 'connected' && Date.now()`,
          undefined,
          { polling: 'raf', timeout: 30_000 },
        )
        .then((handle) => handle.jsonValue() as Promise<number>),
    ])
    toConnected.push(connectedAt - approvedAt)
    await context.close()
  }
  report('Farcaster: click → QR code shown', msSpread(toQr))
  report('Farcaster: Approve in the Farcaster app → connected', msSpread(toConnected))
}
