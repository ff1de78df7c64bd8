/**
 * The developers' console as a developer uses it: signing in with the code from the mail
 * catcher, and reading a project's config from a page on the third origin as a dapp there would.
 */
import { expect, type Page } from '@playwright/test'
import { e2eConfig, thirdOrigin } from './e2eStack.ts'
import { mailsTo, nextMail, otpIn } from './mailInbox.ts'

export const consoleUrl = `${e2eConfig.cloudUrl}/console/`

/** Asks for a code on the open console page and waits for its mail; returns the code. */
export async function requestConsoleCode(page: Page, email: string): Promise<string> {
  const before = (await mailsTo(email)).length
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'Send code' }).click()
  return otpIn(await nextMail(email, before))
}

/** Enters the code and waits for the signed-in home page. */
export async function enterConsoleCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('6-digit code').fill(code)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible()
}

export async function signInToConsole(page: Page, email: string): Promise<void> {
  await page.goto(consoleUrl)
  await enterConsoleCode(page, await requestConsoleCode(page, email))
}

/**
 * A page served by the third origin's server, from which the spec calls the cloud as a dapp
 * there would. It must come from the server itself: Chromium puts a page Playwright answers
 * (page.route) in the public address space, and then refuses its calls to loopback. This page
 * also embeds the secure frame, which refuses it; the spec only uses its origin.
 */
export async function openThirdOriginPage(page: Page): Promise<void> {
  await page.goto(`${thirdOrigin}/embed-frame`)
}

export interface ConfigAnswer {
  status: number
  body: { code?: string; features?: Record<string, boolean> }
}

/** GET /v1/project/config from the page (never from the HTTP cache), as the modal asks it. */
export function fetchProjectConfig(page: Page, projectId: string): Promise<ConfigAnswer> {
  const url = `${e2eConfig.cloudUrl}/v1/project/config?projectId=${encodeURIComponent(projectId)}&st=appkit&sv=html-wagmi-4.2.2`
  return page.evaluate(async (href) => {
    const res = await fetch(href, { cache: 'no-store' })
    return { status: res.status, body: await res.json() }
  }, url)
}
