/**
 * E-mail login end to end: the modal on origin A, the secure frame on origin B, its server, the
 * mail catcher and anvil, all real.
 */
import { expect, test } from '@playwright/test'
import { expectTransferMined } from '../support/chainChecks.ts'
import { e2eConfig } from '../support/e2eStack.ts'
import {
  approveDevice,
  secureFrame as frame,
  loginNewDevice,
  startEmailLogin as startLogin,
} from '../support/emailLogin.ts'
import { linkIn, mailsTo, nextMail, otpIn } from '../support/mailInbox.ts'

/** The demo's "Send 0.001 ETH" receiver (modal/demo/DemoApp.tsx). */
const DEMO_RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

test('a first login approves the device by mail, then a code connects an e-mail wallet', async ({
  page,
}) => {
  const email = `first-${Date.now()}@example.com`
  await loginNewDevice(page, email)
  await expect(page.getByRole('dialog')).toBeHidden()
  const address = await page.getByTestId('account-address').textContent()
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await expect(page.getByTestId('event-log')).toContainText('CONNECT_SUCCESS')

  // A reload restores the session from the stored token: connected again, no new mail.
  const mails = (await mailsTo(email)).length
  await page.reload()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('account-address')).toHaveText(address ?? '')
  expect((await mailsTo(email)).length).toBe(mails)
})

test('the secure frame loads once the e-mail field has focus, before Continue', async ({
  page,
}) => {
  await page.goto(e2eConfig.demoOrigin)
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  const dialog = page.getByRole('dialog')
  const field = dialog.getByRole('textbox', { name: 'Email' })
  await field.waitFor()
  const iframe = page.locator('iframe[title="Portico secure frame"]')
  await expect(iframe).toHaveCount(0)
  await field.focus()
  await expect(iframe).toHaveCount(1)
  // READY: the frame answers before anything is sent.
  await expect(frame(page).locator('html')).toBeAttached()
})

test('signing asks in the frame: Approve signs, Reject gives a user-rejected error', async ({
  page,
}) => {
  await loginNewDevice(page, `sign-${Date.now()}@example.com`)
  await page.getByRole('button', { name: 'Sign a message' }).click()
  const approve = frame(page).getByRole('button', { name: 'Approve' })
  await expect(approve).toBeVisible()
  await expect(frame(page).getByRole('heading', { name: 'Sign message' })).toBeVisible()
  // Who asks: the host page's origin, large, and the dapp's name under it.
  await expect(frame(page).getByText(/^localhost(:\d+)?$/)).toBeVisible()
  await expect(frame(page).getByText('Portico Demo', { exact: true })).toBeVisible()
  await approve.click()
  await expect(page.getByTestId('action-result')).toContainText('signature valid')

  await page.getByRole('button', { name: 'Sign a message' }).click()
  await frame(page).getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByTestId('action-result')).toContainText('rejected')
})

test('sending 0.001 ETH from the e-mail wallet is mined on the devnet after approval', async ({
  page,
}) => {
  await loginNewDevice(page, `send-${Date.now()}@example.com`)
  // Fund the fresh wallet from a devnet test account through anvil.
  const address = (await page.getByTestId('account-address').textContent()) as `0x${string}`
  await fetch(e2eConfig.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [address, '0xde0b6b3a7640000'],
    }),
  })
  await page.getByRole('button', { name: 'Send 0.001 ETH' }).click()
  await frame(page).getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('action-result')).toHaveText(/^Sent: 0x[0-9a-f]{64}$/)
  const hash = (await page.getByTestId('action-result').textContent())?.slice(6) as `0x${string}`
  // The e-mail wallet is a smart account on the devnet chain: a sponsored UserOperation.
  await expectTransferMined(hash, { from: address, to: DEMO_RECIPIENT, ether: '0.001' })
})

test('a wrong code is refused; a new request within 30 s is refused with the seconds left', async ({
  page,
}) => {
  const email = `wrong-${Date.now()}@example.com`
  const before = (await mailsTo(email)).length
  const dialog = await startLogin(page, email)
  const approval = await nextMail(email, before)
  await approveDevice(page, linkIn(approval))
  await expect(dialog.getByRole('heading', { name: 'Confirm Email' })).toBeVisible()
  const code = otpIn(await nextMail(email, before + 1))
  await dialog.getByRole('textbox', { name: 'Code' }).fill(code === '000000' ? '111111' : '000000')
  await expect(dialog.getByRole('alert')).toHaveText('Invalid code')
  await expect(page.getByTestId('account-status')).not.toHaveText('connected')

  await dialog.getByRole('button', { name: 'Resend code' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(/^Please try again after \d+ seconds$/)
})

test('disconnect signs out on the server and wipes the login cache', async ({ page }) => {
  await loginNewDevice(page, `out-${Date.now()}@example.com`)
  expect(
    await page.evaluate(`localStorage.getItem('@appkit-wallet/EMAIL_LOGIN_USED_KEY')`),
  ).not.toBeNull()
  await page.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  for (const key of ['EMAIL_LOGIN_USED_KEY', 'EMAIL', 'SESSION_TOKEN_KEY']) {
    expect(await page.evaluate(`localStorage.getItem('@appkit-wallet/${key}')`)).toBeNull()
  }
  await page.reload()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
})

test('closing the modal during an approval aborts the pending request and hides the frame', async ({
  page,
}) => {
  await loginNewDevice(page, `abort-${Date.now()}@example.com`)
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await expect(frame(page).getByRole('button', { name: 'Approve' })).toBeVisible()
  await page.evaluate('window.portico.close()')
  await expect(page.getByTestId('action-result')).toContainText('failed')
  const iframe = page.locator('iframe[title="Portico secure frame"]')
  await expect.poll(() => iframe.evaluate((el) => getComputedStyle(el).width)).toBe('0px')
  await expect(frame(page).getByRole('button', { name: 'Approve' })).toHaveCount(0)
  // The wallet still works afterwards.
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await frame(page).getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('action-result')).toContainText('signature valid')
})
