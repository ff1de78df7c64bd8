/**
 * The bench's social login: a new browser clicks "Continue with <provider>" on the demo and
 * signs in at the devnet identity provider. Two figures per login: click → the provider's page
 * shown (the popup's sign-in page at DOMContentLoaded), and consent → connected (the click on
 * "Continue as …" in the popup to the demo's status saying connected). Popup and host are two
 * renderer processes: each side stamps Date.now() (the same system clock), and the host watches
 * its status with a MutationObserver, since the page behind the popup gets throttled frames.
 */
import type { Browser } from '@playwright/test'
import { demoUrl } from '../support/e2eStack.ts'

export const BENCH_SOCIAL_URL = `${demoUrl}?socials=google,github,apple,facebook,x,discord`

export async function timeSocialLogin(
  browser: Browser,
  label: 'Google' | 'GitHub' | 'Apple',
): Promise<{ toProvider: number; toConnected: number }> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(BENCH_SOCIAL_URL, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    const button = page.getByRole('dialog').getByRole('button', { name: `Continue with ${label}` })
    await button.waitFor()
    await page.evaluate(`(() => {
      addEventListener('click', () => { window.__benchClick = Date.now() }, { capture: true, once: true })
      const status = document.querySelector('[data-testid="account-status"]')
      window.__benchConnected = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (status.textContent === 'connected') { observer.disconnect(); resolve(Date.now()) }
        })
        observer.observe(status, { childList: true, characterData: true, subtree: true })
      })
    })()`)
    const opened = page.waitForEvent('popup')
    await button.click()
    const popup = await opened
    await popup.getByRole('heading', { name: `Sign in with ${label}` }).waitFor()
    const shown = await popup.evaluate(() => {
      const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
      return performance.timeOrigin + (nav?.domContentLoadedEventEnd ?? performance.now())
    })
    const consented = await popup.evaluate(() => {
      const at = Date.now()
      document.querySelector<HTMLButtonElement>('button[name="account"]')?.click()
      return at
    })
    const connected = (await page.evaluate('window.__benchConnected')) as number
    const clicked = (await page.evaluate('window.__benchClick')) as number
    return { toProvider: shown - clicked, toConnected: connected - consented }
  } finally {
    await context.close()
  }
}
