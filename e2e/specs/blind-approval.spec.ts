/**
 * Blind approval (issue 16): a host page that makes the secure frame (nearly) invisible or lays
 * something over it cannot turn the user's click where Approve sits into a signature; once the
 * frame is plainly visible again, Approve arms after 500 ms and signs.
 */
import { expect, type Page, test } from '@playwright/test'
import { secureFrame as frame, loginNewDevice } from '../support/emailLogin.ts'

const FRAME = 'iframe[title="Portico secure frame"]'

/** Clicks, as the user's mouse does, at the middle of where the frame's Approve button is. */
async function clickWhereApproveIs(page: Page) {
  const box = await frame(page).getByRole('button', { name: 'Approve' }).boundingBox()
  if (!box) throw new Error('Approve has no box')
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

/** The host's trick, then the user's click; no signature may come of it. */
async function expectBlindClickRefused(page: Page) {
  await page.getByRole('button', { name: 'Sign a message' }).click()
  const approve = frame(page).getByRole('button', { name: 'Approve' })
  await expect(approve).toBeAttached()
  // Longer than the arming wait, so a frame that only counted time would be armed by now.
  await page.waitForTimeout(1_500)
  await clickWhereApproveIs(page)
  await page.waitForTimeout(2_000)
  await expect(page.getByTestId('action-result')).toHaveText('Signing…')
  await expect(approve).toBeDisabled()
  await expect(approve).toHaveAccessibleDescription(
    'Approve turns on once this window has been fully visible for a moment',
  )
}

/** The trick undone: Approve arms no sooner than 500 ms later, and then a click signs. */
async function expectApprovalAfterRestore(page: Page, restore: () => Promise<unknown>) {
  const approve = frame(page).getByRole('button', { name: 'Approve' })
  const restored = Date.now()
  await restore()
  await expect(approve).toBeEnabled()
  const armedAfterMs = Date.now() - restored
  expect(armedAfterMs).toBeGreaterThanOrEqual(500)
  test.info().annotations.push({ type: 'armed after (ms)', description: String(armedAfterMs) })
  await clickWhereApproveIs(page)
  await expect(page.getByTestId('action-result')).toContainText('signature valid')
}

test('a click on the frame at opacity 0.001 signs nothing; visible again, Approve signs', async ({
  page,
}) => {
  await loginNewDevice(page, `blind-opacity-${Date.now()}@example.com`)
  // !important beats the inline opacity: 1 the modal sets when it shows the frame.
  await page.evaluate((selector) => {
    const style = document.createElement('style')
    style.id = 'blind'
    style.textContent = `${selector} { opacity: 0.001 !important; }`
    document.head.appendChild(style)
  }, FRAME)
  await expectBlindClickRefused(page)
  await expectApprovalAfterRestore(page, () =>
    page.evaluate(() => document.getElementById('blind')?.remove()),
  )
})

test('a click through an opaque cover over the frame signs nothing; uncovered, Approve signs', async ({
  page,
}) => {
  await loginNewDevice(page, `blind-cover-${Date.now()}@example.com`)
  // The clickjacker's cover: opaque, above the frame, and letting clicks through to it.
  await page.evaluate(() => {
    const cover = document.createElement('div')
    cover.id = 'cover'
    cover.textContent = 'Click here to claim your prize'
    Object.assign(cover.style, {
      position: 'fixed',
      inset: '0',
      zIndex: '2147483647',
      background: '#fff',
      pointerEvents: 'none',
    })
    document.body.appendChild(cover)
  })
  await expectBlindClickRefused(page)
  await expectApprovalAfterRestore(page, () =>
    page.evaluate(() => document.getElementById('cover')?.remove()),
  )
})
