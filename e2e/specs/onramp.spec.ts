/**
 * Buying crypto end to end on the real stack, across two origins: the demo (origin A) opens
 * the sandbox provider's checkout (its own origin) in a popup with the cloud's
 * /v1/generators/onrampurl URL; the test card pays, the sandbox's treasury sends the tUSD on
 * anvil, and the modal shows it arriving, then in Tokens and Activity. The e-mail wallet
 * buys ETH the same way. Also a refused and a declined card, and SPEC §7's fallbacks with the
 * cloud's on-ramp calls failing.
 *
 * Account: the extension is mnemonic account 8, which only receives here (no other spec uses it).
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { DEVNET_MNEMONIC, deploymentsFileOf, readDeployments } from '@portico/devnet'
import { formatTokenBalance } from '@portico/shared'
import { type Address, createPublicClient, erc20Abi, formatEther, formatUnits, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { demoUrl, e2eConfig } from '../support/e2eStack.ts'
import { loginNewDevice } from '../support/emailLogin.ts'
import {
  connectTestWallet,
  launchWithTestExtension,
  type TestExtension,
} from '../support/extension.ts'

const BUYER_INDEX = 8
const BUYER = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: BUYER_INDEX }).address
const deployments = readDeployments(deploymentsFileOf(e2eConfig))
const tusd = deployments.tokens.find((t) => t.symbol === 'tUSD') as { address: Address }
const client = createPublicClient({ transport: http(e2eConfig.rpcUrl) })
const tusdOf = (address: Address) =>
  client.readContract({
    address: tusd.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

let wallet: TestExtension | undefined
let emailContext: BrowserContext | undefined
test.afterEach(async () => {
  await Promise.all([wallet?.close(), emailContext?.close()])
  wallet = undefined
  emailContext = undefined
})

const dialogOf = (page: Page) => page.getByRole('dialog')
const viewOf = (page: Page) => page.locator('dialog.portico-dialog')

async function connectBuyer(): Promise<Page> {
  wallet = await launchWithTestExtension({
    chains: e2eConfig.chains,
    testMode: true,
    accountIndex: BUYER_INDEX,
  })
  const page = await wallet.context.newPage()
  await page.goto(demoUrl)
  await connectTestWallet(page)
  await page.locator('[data-portico="account-button"]').click()
  await expect(viewOf(page)).toHaveAttribute('data-view', 'Account')
  return page
}

/** From Account: Buy, the token, the amount, the quote; then the checkout popup, loaded. */
async function openCheckout(page: Page, symbol: string, amount: string): Promise<Page> {
  const dialog = dialogOf(page)
  await dialog.getByTestId('account-buy').click()
  await expect(viewOf(page)).toHaveAttribute('data-view', 'OnRampProviders')
  await dialog.getByTestId('onramp-token').click()
  await dialog.getByTestId(`onramp-token-${symbol}`).click()
  await expect(dialog.getByTestId('onramp-token-symbol')).toHaveText(symbol)
  await expect(dialog.getByTestId('onramp-limits')).toHaveText('Between 10.00 and 7500.00 USD')
  await dialog.getByTestId('onramp-amount').fill(amount)
  await expect(dialog.getByTestId('onramp-quote')).toHaveAttribute('data-source', 'cloud')
  const popupOpened = page.waitForEvent('popup')
  await dialog.getByTestId('onramp-provider').click()
  const popup = await popupOpened
  await popup.waitForURL(`${e2eConfig.onrampOrigin}/checkout/**`)
  await expect(viewOf(page)).toHaveAttribute('data-view', 'BuyInProgress')
  await expect(dialog.getByTestId('buy-status')).toHaveAttribute('data-status', 'pending')
  return popup
}

async function payWith(popup: Page, card: string) {
  await popup.getByTestId('checkout-card').fill(card)
  await popup.getByTestId('checkout-expiry').fill('12/40')
  await popup.getByTestId('checkout-cvc').fill('123')
  await popup.getByTestId('checkout-pay').click()
}

test('a card purchase lands on chain and shows in BuyInProgress, Tokens and Activity', async () => {
  test.setTimeout(90_000)
  const page = await connectBuyer()
  const before = await tusdOf(BUYER)
  const popup = await openCheckout(page, 'tUSD', '100')
  await expect(popup.getByTestId('checkout-pay-total')).toHaveText('100.00 USD')
  // The modal stays where it was: the provider's page is on another origin, cut from it.
  expect(await popup.evaluate(() => window.opener)).toBeNull()
  await payWith(popup, '4242 4242 4242 4242')

  const dialog = dialogOf(page)
  await expect(dialog.getByTestId('buy-completed')).toHaveText(
    /^\d+\.\d+ tUSD arrived in your wallet\.$/,
    { timeout: 30_000 },
  )
  const bought = (await dialog.getByTestId('buy-completed').textContent())?.split(' ')[0] ?? ''
  // 100 USD less the 1.5 % fee and 0.10 network fee, at 1 USD plus the 0.5 % spread.
  expect(Number(bought)).toBeCloseTo(98.4 / 1.005, 5)
  await expect.poll(() => tusdOf(BUYER)).toBeGreaterThan(before)
  const after = await tusdOf(BUYER)
  expect(formatUnits(after - before, 6)).toBe(bought)
  // The provider's page says so too (it refreshes itself while the payout is on its way).
  await expect(popup.getByTestId('checkout-status')).toHaveAttribute('data-status', 'completed', {
    timeout: 10_000,
  })
  await popup.close()
  const balance = `${formatTokenBalance(formatUnits(after, 6))} tUSD`
  await expect(dialog.getByTestId('buy-balance')).toHaveText(`Balance: ${balance}`)

  await dialog.getByTestId('buy-done').click()
  await expect(viewOf(page)).toHaveAttribute('data-view', 'Account')
  await dialog.getByTestId('account-tab-tokens').click()
  await expect(dialog.getByTestId('token-row-tUSD').getByTestId('token-quantity')).toHaveText(
    balance,
  )
  await dialog.getByTestId('account-tab-activity').click()
  await expect(dialog.getByTestId('activity-entry').first()).toHaveAttribute(
    'data-operation-type',
    'receive',
  )
  await expect(
    dialog.getByTestId('activity-entry').first().getByTestId('activity-description'),
  ).toHaveText(`+${Number(bought).toFixed(3)} tUSD`)
})

test('the e-mail wallet buys ETH: the payout lands on its address and in Activity', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  emailContext = await browser.newContext()
  const page = await emailContext.newPage()
  await loginNewDevice(page, `buy-${Date.now()}@example.com`)
  const address = (await page.getByTestId('account-address').textContent()) as Address
  const before = await client.getBalance({ address })
  await page.locator('[data-portico="account-button"]').click()
  await expect(viewOf(page)).toHaveAttribute('data-view', 'Account')
  const popup = await openCheckout(page, 'ETH', '60')
  await payWith(popup, '4242 4242 4242 4242')

  const dialog = dialogOf(page)
  await expect(dialog.getByTestId('buy-completed')).toHaveText(
    /^\d+\.\d+ ETH arrived in your wallet\.$/,
    { timeout: 30_000 },
  )
  const bought = (await dialog.getByTestId('buy-completed').textContent())?.split(' ')[0] ?? ''
  const after = await client.getBalance({ address })
  // Nothing was spent from the new wallet: what arrived is exactly what the modal says.
  expect(formatEther(after - before)).toBe(bought)
  await popup.close()
  await dialog.getByTestId('buy-done').click()
  await dialog.getByTestId('account-tab-activity').click()
  await expect(dialog.getByTestId('activity-entry').first()).toHaveAttribute(
    'data-operation-type',
    'receive',
  )
})

test('a card the sandbox does not take is refused on its page; a declined one fails the order', async () => {
  test.setTimeout(90_000)
  const page = await connectBuyer()
  const before = await client.getBalance({ address: BUYER })
  const popup = await openCheckout(page, 'ETH', '25')
  await payWith(popup, '5555 5555 5555 4444')
  await expect(popup.getByTestId('checkout-error')).toHaveText(
    'This sandbox takes only its test cards (4242 4242 4242 4242)',
  )
  await expect(dialogOf(page).getByTestId('buy-status')).toHaveAttribute('data-status', 'pending')

  await payWith(popup, '4000 0000 0000 0002')
  await expect(popup.getByTestId('checkout-status')).toHaveAttribute('data-status', 'failed')
  await expect(popup.getByTestId('checkout-error')).toHaveText('Your card was declined')
  const dialog = dialogOf(page)
  await expect(dialog.getByTestId('buy-failed')).toHaveText('The purchase did not go through.')
  await expect(dialog).toContainText('Your card was declined')
  expect(await client.getBalance({ address: BUYER })).toBe(before)
  await dialog.getByTestId('buy-again').click()
  await expect(viewOf(page)).toHaveAttribute('data-view', 'OnRampProviders')
})

test('with the cloud’s on-ramp calls failing, the default options and a mocked quote show (SPEC §7)', async () => {
  const page = await connectBuyer()
  // The cloud fails these two calls (and only these), as a cloud without its provider would.
  for (const path of ['/v1/onramp/options', '/v1/onramp/quote'])
    await page.route(
      (url) => url.origin === e2eConfig.cloudUrl && url.pathname === path,
      (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    )
  const dialog = dialogOf(page)
  await dialog.getByTestId('account-buy').click()
  await expect(dialog.getByTestId('onramp-options-fallback')).toBeVisible()
  await expect(dialog.getByTestId('onramp-token-symbol')).toHaveText('ETH')
  await dialog.getByTestId('onramp-amount').fill('5')
  await expect(dialog.getByTestId('onramp-issue')).toHaveText('The minimum is 10.00 USD')
  await dialog.getByTestId('onramp-amount').fill('50')
  await expect(dialog.getByTestId('onramp-quote')).toHaveAttribute('data-source', 'fallback')
  await expect(dialog.getByTestId('onramp-quote-fallback')).toBeVisible()
  await expect(dialog.getByTestId('onramp-quote-amount')).toHaveText('50 ETH')
  await expect(dialog.getByTestId('onramp-quote-total')).toHaveText('50 USD')
})
