/**
 * The e-mail wallet's keys, end to end (issue 17, secure-frame/KEYS.md): the user sets a
 * recovery password in the frame's own Wallet security window; a second, fresh browser logs in
 * with the same e-mail, gets the same address, is asked for that password on its first
 * signature and then signs; the first browser lists both browsers and exports a private key
 * (checkbox, mailed code, Reveal) that signs for the wallet's address. The host page never sees
 * the password or the key: the test reads them only inside the frame.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { deploymentsFileOf, readDeployments } from '@portico/devnet'
import { parseAbi, recoverMessageAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devnetClient } from '../support/chainChecks.ts'
import { e2eConfig } from '../support/e2eStack.ts'
import { loginNewDevice, secureFrame } from '../support/emailLogin.ts'
import { mailsTo, nextMail, otpIn } from '../support/mailInbox.ts'

const PASSWORD = `correct horse battery staple ${Date.now()}`

/** Opens the modal's Account view (unless it is open), then the frame's Wallet security window. */
async function openWalletSecurity(page: Page) {
  const dialog = page.getByRole('dialog')
  if (!(await dialog.isVisible())) await page.locator('[data-portico="account-button"]').click()
  await dialog.getByRole('button', { name: /Wallet security/ }).click()
  await expect(secureFrame(page).getByRole('heading', { name: 'Wallet security' })).toBeVisible()
}

async function signOnDemo(page: Page) {
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await secureFrame(page).getByRole('button', { name: 'Approve' }).click()
}

test('a recovery password brings the same wallet to a fresh browser, which then signs', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const email = `keys-${Date.now()}@example.com`
  const contexts: BrowserContext[] = []
  try {
    const first = await browser.newContext()
    contexts.push(first)
    const page = await first.newPage()
    await loginNewDevice(page, email)
    const address = (await page.getByTestId('account-address').textContent()) ?? ''
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

    // A new wallet has no recovery method yet: the Account view says so.
    await page.locator('[data-portico="account-button"]').click()
    await expect(
      page.getByRole('dialog').getByRole('button', { name: 'Wallet security Set up recovery' }),
    ).toBeVisible()
    await openWalletSecurity(page)
    const frame = secureFrame(page)
    const recovery = frame.getByRole('form', { name: 'Recovery password' })
    await recovery.getByLabel('Recovery password', { exact: true }).fill('too short')
    await recovery.getByLabel('Repeat the password').fill('too short')
    await recovery.getByRole('button', { name: 'Set recovery password' }).click()
    await expect(frame.getByRole('alert')).toHaveText('Use at least 12 characters')
    await recovery.getByLabel('Recovery password', { exact: true }).fill(PASSWORD)
    await recovery.getByLabel('Repeat the password').fill(PASSWORD)
    await recovery.getByRole('button', { name: 'Set recovery password' }).click()
    await expect(frame.getByRole('button', { name: 'Change recovery password' })).toBeVisible({
      timeout: 30_000,
    })
    await frame.getByRole('button', { name: 'Close' }).first().click()
    // Closing the window leads back to Account, which no longer asks for recovery.
    await expect(
      page.getByRole('dialog').getByRole('button', { name: 'Wallet security', exact: true }),
    ).toBeVisible()

    // A reload keeps this browser's share (IndexedDB): it signs with no unlock step.
    await page.reload()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    await signOnDemo(page)
    await expect(page.getByTestId('action-result')).toContainText('signature valid')
    await expect(
      frame.getByRole('heading', { name: 'Unlock your wallet on this browser' }),
    ).toHaveCount(0)

    // A second browser: its own storage, no key share of this wallet.
    const second = await browser.newContext()
    contexts.push(second)
    const other = await second.newPage()
    await loginNewDevice(other, email)
    await expect(other.getByTestId('account-address')).toHaveText(address)
    await signOnDemo(other)
    const otherFrame = secureFrame(other)
    await expect(
      otherFrame.getByRole('heading', { name: 'Unlock your wallet on this browser' }),
    ).toBeVisible()
    await otherFrame.getByLabel('Recovery password').fill(`${PASSWORD} wrong`)
    await otherFrame.getByRole('button', { name: 'Unlock' }).click()
    await expect(otherFrame.getByRole('alert')).toHaveText('Wrong recovery password', {
      timeout: 30_000,
    })
    await otherFrame.getByLabel('Recovery password').fill(PASSWORD)
    await otherFrame.getByRole('button', { name: 'Unlock' }).click()
    await expect(other.getByTestId('action-result')).toContainText('signature valid', {
      timeout: 30_000,
    })
    // Enrolled now: the next signature asks for no password.
    await signOnDemo(other)
    await expect(other.getByTestId('action-result')).toContainText('signature valid')

    // The first browser sees both and can remove the second.
    await openWalletSecurity(page)
    const devices = frame.getByRole('region', { name: 'Devices' })
    await expect(devices.getByText('This browser')).toBeVisible()
    await expect(devices.getByRole('button', { name: /^Remove / })).toHaveCount(1)

    // Export: checkbox, a mailed code, then Reveal; the key signs for the address.
    const before = (await mailsTo(email)).length
    const exportSection = frame.getByRole('region', { name: 'Export private key' })
    await expect(exportSection.getByRole('button', { name: 'Send code' })).toBeDisabled()
    await exportSection
      .getByRole('checkbox', { name: 'I understand that anyone with this key controls my wallet' })
      .check()
    await exportSection.getByRole('button', { name: 'Send code' }).click()
    const code = otpIn(await nextMail(email, before))
    await exportSection.getByLabel('Code from the e-mail').fill(code)
    await exportSection.getByRole('button', { name: 'Show keys' }).click()
    await exportSection.getByRole('button', { name: 'Reveal' }).click()
    const key = (await exportSection
      .getByLabel('EVM private key', { exact: true })
      .inputValue()) as `0x${string}`
    expect(key).toMatch(/^0x[0-9a-f]{64}$/)
    const account = privateKeyToAccount(key)
    // The e-mail wallet is a smart account on the devnet chain: the key is its owner's (the EOA
    // whose counterfactual account the factory gives for salt 0).
    const owned = await devnetClient.readContract({
      address: readDeployments(deploymentsFileOf(e2eConfig)).contracts.smartAccountFactory,
      abi: parseAbi(['function getAddress(address owner, uint256 salt) view returns (address)']),
      functionName: 'getAddress',
      args: [account.address, 0n],
    })
    expect([account.address, owned]).toContain(address)
    const message = 'exported key check'
    const signature = await account.signMessage({ message })
    expect(await recoverMessageAddress({ message, signature })).toBe(account.address)
    // The host page holds no trace of the key.
    const hostHtml = await page.content()
    expect(hostHtml).not.toContain(key.slice(2))
    await exportSection.getByRole('button', { name: 'Done' }).click()
    await expect(exportSection.getByLabel('EVM private key', { exact: true })).toHaveCount(0)
  } finally {
    for (const context of contexts) await context.close()
  }
})
