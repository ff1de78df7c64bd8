/**
 * The bench's e-mail wallet steps: a new user's login up to the code, and personal_sign timed
 * from the Approve click in the secure frame (origin B) to the signature on the host page.
 * Today the frame server signs; issue 17 moves signing into the frame's worker, and these
 * figures are the before and after. The click and the signature are in two renderer processes,
 * so each side stamps Date.now() (the same system clock), as the WalletConnect figures do.
 */
import type { Browser, Frame, Locator, Page } from '@playwright/test'
import { createPublicClient, http } from 'viem'
import { demoUrl, e2eConfig } from '../support/e2eStack.ts'
import { approveDevice } from '../support/emailLogin.ts'
import { linkIn, mailsTo, nextMail, otpIn } from '../support/mailInbox.ts'
import { median, ms } from './benchFigures.ts'

export interface CodeEntry {
  page: Page
  /** The modal's Code field, shown and empty. */
  input: Locator
  code: string
  close(): Promise<void>
}

/**
 * A new user on a fresh browser context: opens the demo's modal, submits `email`, approves the
 * device from the mail catcher's link and reads the code; stops before typing it.
 */
export async function openCodeEntry(browser: Browser, email: string): Promise<CodeEntry> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(demoUrl, { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  await approveDevice(page, linkIn(await nextMail(email, 0)))
  const code = otpIn(await nextMail(email, 1))
  const input = dialog.getByRole('textbox', { name: 'Code' })
  await input.waitFor()
  return { page, input, code, close: () => context.close() }
}

/**
 * Types the code and resolves, in ms, once the demo shows the account connected: from the input
 * event to the frame after "connected", timed in the page (Playwright's waiting polls 20, 50,
 * 100, 100 ms apart, which rounded every login up to its next poll).
 */
export async function submitCode({ page, input, code }: CodeEntry): Promise<number> {
  await page.evaluate(`(() => {
    let typed
    addEventListener('input', (e) => { typed = e.timeStamp }, true)
    const status = document.querySelector('[data-testid="account-status"]')
    window.__benchConnected = new Promise((resolve) => {
      const check = () => {
        if (typed !== undefined && status.textContent === 'connected')
          requestAnimationFrame(() => resolve(performance.now() - typed))
        else requestAnimationFrame(check)
      }
      check()
    })
  })()`)
  await input.fill(code)
  return page.evaluate<number>('window.__benchConnected')
}

/**
 * A new address's Continue, timed in the page from the click to the Register Device view's
 * heading. `focusFirst`: the field gets focus a second before (the secure frame loads then, as
 * when a person types); else the address is set and Continue clicked with no focus at all.
 */
export async function timeEmailContinue(
  browser: Browser,
  email: string,
  focusFirst: boolean,
): Promise<number> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(demoUrl, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    const field = page.getByRole('dialog').getByRole('textbox', { name: 'Email' })
    await field.waitFor()
    if (focusFirst) await field.focus()
    await page.waitForTimeout(1000)
    return await page.evaluate<number>(`new Promise((resolve) => {
      const root = document.querySelector('portico-modal').shadowRoot
      const input = root.querySelector('input[type="email"]')
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, ${JSON.stringify(email)})
      input.dispatchEvent(new Event('input', { bubbles: true }))
      requestAnimationFrame(() => {
        const button = [...root.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Continue')
        const t0 = performance.now()
        button.click()
        const check = () => {
          const heading = root.querySelector('dialog h2')
          if (heading && heading.textContent.includes('Register Device'))
            requestAnimationFrame(() => resolve(performance.now() - t0))
          else requestAnimationFrame(check)
        }
        check()
      })
    })`)
  } finally {
    await context.close()
  }
}

const MESSAGE = '0x6869' // "hi"

/**
 * Stamps every Approve click in the frame (Date.now(), frame side). Capture phase on the
 * document: it runs before React's handler on the root, so before the frame starts signing.
 */
export async function watchApproveClicks(page: Page): Promise<void> {
  await secureFrame(page).evaluate(`(() => {
    if (window.__benchApprovals) return
    window.__benchApprovals = []
    document.addEventListener('click', (event) => {
      const button = event.target instanceof Element && event.target.closest('button')
      if (button && button.textContent.trim() === 'Approve') window.__benchApprovals.push(Date.now())
    }, true)
  })()`)
}

/**
 * One personal_sign from the host page, approved in the frame: the page asks at once, the
 * driver clicks Approve as soon as it is armed (500 ms visible), and the figure is the frame's
 * click event → the page holding the signature. Needs watchApproveClicks first. The signature
 * is checked against the address.
 */
export async function timeApprovedSign(page: Page): Promise<number> {
  await page.evaluate(`(() => {
    const provider = window.portico.getProvider('eip155')
    const address = window.portico.getState().account.address
    window.__benchSigned = provider
      .request({ method: 'personal_sign', params: ['${MESSAGE}', address] })
      .then((signature) => ({ signature, address, at: Date.now() }))
  })()`)
  const approve = page
    .frameLocator('iframe[title="Portico secure frame"]')
    .getByRole('button', { name: 'Approve' })
  await approve.click() // waits until the button is enabled, i.e. armed
  const signed = await page.evaluate<{
    signature: `0x${string}`
    address: `0x${string}`
    at: number
  }>('window.__benchSigned')
  const clicks = await secureFrame(page).evaluate<number[]>('window.__benchApprovals.splice(0)')
  if (clicks.length !== 1) throw new Error(`the frame saw ${clicks.length} Approve clicks, not 1`)
  // The e-mail wallet is a smart account on the devnet chain: verified as dapps do (EOA, EIP-1271
  // or EIP-6492), reading the chain.
  const reader = createPublicClient({ transport: http(e2eConfig.rpcUrl) })
  const valid = await reader.verifyMessage({
    address: signed.address,
    message: { raw: MESSAGE },
    signature: signed.signature,
  })
  if (!valid) throw new Error('personal_sign returned a signature that does not verify')
  await approve.waitFor({ state: 'detached' })
  return signed.at - (clicks[0] as number)
}

function secureFrame(page: Page): Frame {
  const frame = page.frame({ url: (url) => url.origin === e2eConfig.frameOrigin })
  if (!frame) throw new Error('no secure frame in the page')
  return frame
}

export interface EmailSigningFigures {
  /** Per new user: code submitted → connected. */
  toConnected: number[]
  /** Per new user: Approve click → signature on the page, for the first request after connecting. */
  firstSign: number[]
  /** Per new user: code submitted → first signature on the page (includes the 500 ms arming). */
  codeToSignature: number[]
  /** Later requests on connected wallets: Approve click → signature on the page. */
  laterSigns: number[]
}

/** `users` new e-mail users; each signs once right after connecting, then `signsEach` more times. */
export async function benchEmailSigning(
  browser: Browser,
  users: number,
  signsEach: number,
): Promise<EmailSigningFigures> {
  const figures: EmailSigningFigures = {
    toConnected: [],
    firstSign: [],
    codeToSignature: [],
    laterSigns: [],
  }
  for (let i = 0; i < users; i++) {
    const email = `bench-sign-${Date.now()}-${i}@example.com`
    const entry = await openCodeEntry(browser, email)
    try {
      await watchApproveClicks(entry.page)
      const t0 = performance.now()
      figures.toConnected.push(await submitCode(entry))
      figures.firstSign.push(await timeApprovedSign(entry.page))
      figures.codeToSignature.push(performance.now() - t0)
      for (let j = 0; j < signsEach; j++)
        figures.laterSigns.push(await timeApprovedSign(entry.page))
      if ((await mailsTo(email)).length !== 2) throw new Error('unexpected mail count')
    } finally {
      await entry.close()
    }
  }
  return figures
}

/**
 * The bench's 'signing' section: up to 8 new users (fewer when `runs` is smaller), each signing
 * right after connecting and then again, at least 5 later signatures in all (about `runs`).
 * Each signing figure runs from the Approve click, so the 500 ms arming wait is not in it.
 */
export async function signingSection(
  browser: Browser,
  runs: number,
  report: (what: string, value: string, target?: string) => void,
): Promise<void> {
  const users = Math.min(runs, 8)
  const signsEach = Math.max(1, Math.ceil(Math.max(runs, 5) / users))
  const f = await benchEmailSigning(browser, users, signsEach)
  const of = (values: number[]) => `median of ${values.length}`
  report(
    `e-mail first signature: code submitted → connected (${of(f.toConnected)})`,
    ms(median(f.toConnected)),
  )
  report(
    `e-mail first signature: Approve click → signature on the page (${of(f.firstSign)})`,
    ms(median(f.firstSign)),
  )
  report(
    `e-mail first signature: code submitted → signature, 500 ms arming included (${of(f.codeToSignature)})`,
    ms(median(f.codeToSignature)),
  )
  report(
    `e-mail signing latency, connected wallet: Approve click → signature on the page (${of(f.laterSigns)})`,
    ms(median(f.laterSigns)),
    'after issue 17: ≤ +20 ms',
  )
}
