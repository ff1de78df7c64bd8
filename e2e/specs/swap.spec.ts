/**
 * Swap end to end on the real stack and the devnet's real Uniswap V2 pools: the extension wallet
 * swaps ETH → tUSD, then tUSD (the USDT-style token, whose approve returns nothing) → PTK
 * through WETH with the approve first; a swap whose price moved beyond the slippage after the
 * preview is refused with a clear message; the e-mail wallet swaps from its smart account (the
 * default on the devnet chain: sponsored UserOperations, the approve and the swap each approved
 * in the secure frame), then from its EOA (its own signed transactions). The chain gets the
 * amounts the preview promised, at least, and Activity shows each swap as one trade (a smart
 * account's ETH leaves inside the operation's call: the indexer traces it).
 *
 * Accounts: the extension swaps as mnemonic account 8 and account 4 moves the price; no other
 * spec sends from either. Each test puts the pools' reserves back (devnetPools.ts), so the
 * prices other specs show stay the devnet's.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { DEVNET_MNEMONIC, deploymentsFileOf, readDeployments } from '@portico/devnet'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { type PoolSnapshot, restorePools, snapshotPools } from '../support/devnetPools.ts'
import { demoUrl, e2eConfig } from '../support/e2eStack.ts'
import { loginNewDevice, secureFrame, switchToEoa } from '../support/emailLogin.ts'
import {
  connectTestWallet,
  launchWithTestExtension,
  type TestExtension,
} from '../support/extension.ts'

const SWAPPER_INDEX = 8
const MOVER_INDEX = 4
const accountAt = (index: number) => mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: index })
const SWAPPER = accountAt(SWAPPER_INDEX).address

const deployments = readDeployments(deploymentsFileOf(e2eConfig))
const tokenOf = (symbol: string) =>
  (deployments.tokens.find((t) => t.symbol === symbol) as { address: Address }).address
const client = createPublicClient({ transport: http(e2eConfig.rpcUrl) })
const balanceOf = (symbol: string, owner: Address) =>
  client.readContract({
    address: tokenOf(symbol),
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

/** What the router may still spend of the owner's tUSD. */
const routerAllowance = (owner: Address) =>
  client.readContract({
    address: tokenOf('tUSD'),
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, deployments.contracts.uniswapV2Router02],
  })

let wallet: TestExtension | undefined
let emailContext: BrowserContext | undefined
let pools: PoolSnapshot[] = []

test.beforeEach(async () => {
  pools = await snapshotPools(e2eConfig.rpcUrl, deployments)
})
test.afterEach(async () => {
  await Promise.all([wallet?.close(), emailContext?.close()])
  wallet = undefined
  emailContext = undefined
  await restorePools(e2eConfig.rpcUrl, pools)
})

const dialogOf = (page: Page) => page.getByRole('dialog')
const viewOf = (page: Page) => page.locator('dialog.portico-dialog')

async function openSwapView(page: Page) {
  await page.locator('[data-portico="account-button"]').click()
  await expect(viewOf(page)).toHaveAttribute('data-view', 'Account')
  await dialogOf(page).getByTestId('account-swap').click()
  await expect(viewOf(page)).toHaveAttribute('data-view', 'Swap')
}

/**
 * On Swap: the pair and the amount (typed in the field paid, or with `received` in the field
 * received), until the quote fills the other field; then Review swap.
 */
async function fillSwap(page: Page, from: string, to: string, amount: string, received = false) {
  const dialog = dialogOf(page)
  await dialog.getByTestId('swap-select-sourceToken').click()
  await expect(viewOf(page)).toHaveAttribute('data-view', 'SwapSelectToken')
  await dialog.getByTestId(`swap-token-${from}`).click()
  await dialog.getByTestId('swap-select-toToken').click()
  await dialog.getByTestId(`swap-token-${to}`).click()
  await expect(dialog.getByTestId('swap-select-toToken')).toHaveText(to)
  const [typed, quoted] = received
    ? ['swap-to-amount', 'swap-amount-input']
    : ['swap-amount-input', 'swap-to-amount']
  await dialog.getByTestId(typed).fill(amount)
  await expect(dialog.getByTestId(quoted)).not.toHaveValue('')
  await expect(dialog.getByTestId('swap-price-impact')).toHaveText(/%$/)
  const review = dialog.getByTestId('swap-review')
  await expect(review).toHaveText('Review swap')
  await review.click()
  await expect(viewOf(page)).toHaveAttribute('data-view', 'SwapPreview')
}

/** The least the preview promises, in the out token's base units. */
async function minimumReceived(page: Page, decimals: number) {
  const text = (await dialogOf(page).getByTestId('swap-minimum').textContent()) ?? ''
  return parseUnits(text.replace(/[^\d.]/g, ''), decimals)
}

/** Confirms on SwapPreview, then 'Transaction started' and back on Account. */
async function confirmSwap(page: Page, label: string, approve?: () => Promise<void>) {
  const dialog = dialogOf(page)
  await expect(dialog.getByRole('status')).toBeHidden()
  const confirm = dialog.getByTestId('swap-confirm')
  await expect(confirm).toHaveText(label)
  await confirm.click()
  await approve?.()
  await expect(dialog.getByRole('status')).toHaveText('Transaction started')
  await expect(viewOf(page)).toHaveAttribute('data-view', 'Account')
}

async function connectExtension(index: number) {
  wallet = await launchWithTestExtension({
    chains: e2eConfig.chains,
    testMode: true,
    accountIndex: index,
  })
  const page = await wallet.context.newPage()
  await page.goto(demoUrl)
  await connectTestWallet(page)
  return page
}

/** The newest Activity entries' operation types. */
async function expectTrades(page: Page, count: number) {
  const dialog = dialogOf(page)
  await dialog.getByTestId('account-tab-activity').click()
  await expect
    .poll(async () =>
      (
        await dialog
          .getByTestId('activity-entry')
          .evaluateAll((els) => els.map((el) => el.getAttribute('data-operation-type')))
      ).slice(0, count),
    )
    .toEqual(Array(count).fill('trade'))
}

test('the extension swaps ETH → tUSD, then approves and swaps tUSD → PTK through WETH', async () => {
  test.setTimeout(120_000)
  const page = await connectExtension(SWAPPER_INDEX)
  await openSwapView(page)

  const tusdBefore = await balanceOf('tUSD', SWAPPER)
  await fillSwap(page, 'ETH', 'tUSD', '0.01')
  const tusdMin = await minimumReceived(page, 6)
  expect(tusdMin).toBeGreaterThan(parseUnits('29', 6))
  await confirmSwap(page, 'Swap')
  await expect.poll(() => balanceOf('tUSD', SWAPPER)).toBeGreaterThanOrEqual(tusdBefore + tusdMin)

  // tUSD → PTK: the router has no allowance yet: approve the exact amount, then swap.
  const ptkBefore = await balanceOf('PTK', SWAPPER)
  await dialogOf(page).getByTestId('account-swap').click()
  await fillSwap(page, 'tUSD', 'PTK', '25')
  await expect(dialogOf(page).getByTestId('swap-approve-note')).toBeVisible()
  const ptkMin = await minimumReceived(page, 18)
  await confirmSwap(page, 'Approve and swap')
  await expect.poll(() => balanceOf('PTK', SWAPPER)).toBeGreaterThanOrEqual(ptkBefore + ptkMin)
  // The exact allowance was used up by the swap.
  expect(await routerAllowance(SWAPPER)).toBe(0n)
  await expectTrades(page, 2)
})

test('a swap whose price moved beyond the slippage after the preview is refused, saying why', async () => {
  const page = await connectExtension(SWAPPER_INDEX)
  await openSwapView(page)
  const slippage = dialogOf(page).getByTestId('swap-slippage-input')
  await slippage.fill('0.1')
  await fillSwap(page, 'ETH', 'tUSD', '0.02')
  await expect(dialogOf(page).getByTestId('swap-slippage')).toHaveText('0.1%')

  // Someone else buys tUSD meanwhile: the price moves by about 0.4%.
  const mover = createWalletClient({
    account: accountAt(MOVER_INDEX),
    transport: http(e2eConfig.rpcUrl),
  })
  const block = await client.getBlock()
  const hash = await mover.writeContract({
    address: deployments.contracts.uniswapV2Router02,
    abi: parseAbi([
      'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable',
    ]),
    functionName: 'swapExactETHForTokens',
    args: [
      0n,
      [deployments.contracts.weth9, tokenOf('tUSD')],
      mover.account.address,
      block.timestamp + 600n,
    ],
    value: parseEther('2'),
    chain: null,
  })
  await client.waitForTransactionReceipt({ hash })

  const nonce = await client.getTransactionCount({ address: SWAPPER })
  await dialogOf(page).getByTestId('swap-confirm').click()
  await expect(dialogOf(page).getByTestId('swap-error')).toHaveText(
    'The price moved beyond your slippage tolerance. Review the new quote.',
  )
  await expect(viewOf(page)).toHaveAttribute('data-view', 'SwapPreview')
  expect(await client.getTransactionCount({ address: SWAPPER })).toBe(nonce)
})

test('the e-mail wallet’s smart account swaps ETH → tUSD, then exactly 5 PTK for tUSD, approved in the frame', async ({
  browser,
}) => {
  test.setTimeout(150_000)
  emailContext = await browser.newContext()
  const page = await emailContext.newPage()
  await loginNewDevice(page, `swap-${Date.now()}@example.com`)
  await expect(dialogOf(page)).toBeHidden()
  const address = (await page.getByTestId('account-address').textContent()) as Address
  // The smart account, not deployed yet: its first operation deploys it.
  expect(await client.getCode({ address })).toBeUndefined()
  await client.request({
    method: 'anvil_setBalance' as never,
    params: [address, `0x${parseEther('1').toString(16)}`] as never,
  })

  await openSwapView(page)
  await fillSwap(page, 'ETH', 'tUSD', '0.05')
  const tusdMin = await minimumReceived(page, 6)
  await confirmSwap(page, 'Swap', async () => {
    const frame = secureFrame(page)
    await expect(frame.getByRole('heading', { name: 'Contract call' })).toBeVisible()
    await frame.getByRole('button', { name: 'Approve' }).click()
  })
  await expect.poll(() => balanceOf('tUSD', address)).toBeGreaterThanOrEqual(tusdMin)
  await expectTrades(page, 1)

  // Typed in the field received: the quote says what it costs, the preview the most it takes;
  // the frame asks for the approve (that most, not unlimited) and then for the swap.
  await dialogOf(page).getByTestId('account-swap').click()
  await fillSwap(page, 'tUSD', 'PTK', '5', true)
  await expect(dialogOf(page).getByTestId('swap-minimum')).toHaveCount(0)
  const maxText = (await dialogOf(page).getByTestId('swap-maximum').textContent()) ?? ''
  const maximum = parseUnits(maxText.replace(/[^\d.]/g, ''), 6)
  const tusdBefore = await balanceOf('tUSD', address)
  expect(maximum).toBeLessThan(tusdBefore)
  await confirmSwap(page, 'Approve and swap', async () => {
    const frame = secureFrame(page)
    await expect(frame.getByRole('heading', { name: 'Allow token spending' })).toBeVisible()
    await expect(frame.getByText('Unlimited')).toHaveCount(0)
    await frame.getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => routerAllowance(address)).toBe(maximum)
    await expect(frame.getByRole('heading', { name: 'Contract call' })).toBeVisible()
    await frame.getByRole('button', { name: 'Approve' }).click()
  })
  await expect.poll(() => balanceOf('PTK', address)).toBe(parseUnits('5', 18))
  const paid = tusdBefore - (await balanceOf('tUSD', address))
  expect(paid).toBeGreaterThan(0n)
  expect(paid).toBeLessThanOrEqual(maximum)
  await expectTrades(page, 2)
  // One entry with both legs: what went out, what came in.
  await expect(
    dialogOf(page).getByTestId('activity-entry').first().getByTestId('activity-description'),
  ).toHaveText(/^\d+\.\d{3} tUSD → 5\.000 PTK$/)
})

test('the e-mail wallet’s EOA swaps ETH → tUSD with its own signed transaction', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  emailContext = await browser.newContext()
  const page = await emailContext.newPage()
  await loginNewDevice(page, `swap-eoa-${Date.now()}@example.com`)
  await expect(dialogOf(page)).toBeHidden()
  const address = await switchToEoa(page)
  await client.request({
    method: 'anvil_setBalance' as never,
    params: [address, `0x${parseEther('1').toString(16)}`] as never,
  })
  const nonce = await client.getTransactionCount({ address })
  await openSwapView(page)
  await fillSwap(page, 'ETH', 'tUSD', '0.05')
  const tusdMin = await minimumReceived(page, 6)
  await confirmSwap(page, 'Swap', async () => {
    const frame = secureFrame(page)
    await expect(frame.getByRole('heading', { name: 'Contract call' })).toBeVisible()
    await frame.getByRole('button', { name: 'Approve' }).click()
  })
  await expect.poll(() => balanceOf('tUSD', address)).toBeGreaterThanOrEqual(tusdMin)
  // The EOA sent the swap itself (its nonce moved), and paid its gas.
  expect(await client.getTransactionCount({ address })).toBe(nonce + 1)
  expect(await client.getBalance({ address })).toBeLessThan(parseEther('0.95'))
  await expectTrades(page, 1)
})
