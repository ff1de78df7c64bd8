/**
 * A returning e-mail user: the demo reloaded with a stored e-mail session, timed in the page from
 * its navigation start to the account shown connected. This is where the secure frame's start
 * counts for people: on every page load of a signed-in user the frame loads, READY, and answers
 * IS_CONNECTED and GET_USER before the account shows (frame-protocol §3).
 */
import type { Browser } from '@playwright/test'
import { openCodeEntry, submitCode } from './emailSigning.ts'

export interface RestoreFigures {
  /** Navigation start → the demo's account status reads "connected". */
  connected: number
  /** Navigation start → the secure frame's iframe is in the page. */
  frameInserted: number
  /** Navigation start → the page's load event. */
  load: number
}

/** Records, from the page's start, when the frame is inserted and when the account connects. */
const recordRestore = `(() => {
  const seen = { frameInserted: NaN, connected: NaN }
  window.__benchRestore = seen
  const check = () => {
    if (Number.isNaN(seen.frameInserted) && document.querySelector('iframe[title="Portico secure frame"]'))
      seen.frameInserted = performance.now()
    const status = document.querySelector('[data-testid="account-status"]')
    if (Number.isNaN(seen.connected) && status && status.textContent === 'connected')
      seen.connected = performance.now()
  }
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true })
})()`

/**
 * `users` new e-mail users log in once (not timed), then each reloads the demo `reloads` times;
 * the demo's files come from the HTTP cache after the first load, as for a returning visitor.
 */
export async function benchEmailRestore(
  browser: Browser,
  users: number,
  reloads: number,
): Promise<RestoreFigures[]> {
  const figures: RestoreFigures[] = []
  for (let i = 0; i < users; i++) {
    const entry = await openCodeEntry(browser, `bench-restore-${Date.now()}-${i}@example.com`)
    try {
      await submitCode(entry)
      const { page } = entry
      await page.addInitScript(recordRestore)
      for (let j = 0; j < reloads; j++) {
        await page.reload({ waitUntil: 'load' })
        await page.waitForFunction('!Number.isNaN(window.__benchRestore.connected)', undefined, {
          timeout: 15_000,
        })
        figures.push(
          await page.evaluate<RestoreFigures>(`({
            connected: window.__benchRestore.connected,
            frameInserted: window.__benchRestore.frameInserted,
            load: performance.getEntriesByType('navigation')[0].loadEventStart,
          })`),
        )
        // The work that follows a restore (balances, the wallet list at idle) settles first.
        await page.waitForTimeout(500)
      }
    } finally {
      await entry.close()
    }
  }
  return figures
}
