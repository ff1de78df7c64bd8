/**
 * Account, Send and Activity end to end on the real stack: the modal sends ETH and the
 * 6-decimal, USDT-style tUSD through the browser-extension wallet and through the e-mail
 * wallet's smart account (approved in the secure frame, sent as sponsored UserOperations), the
 * chain gets exactly those amounts, and the cloud's indexer brings them to both accounts'
 * Activity tabs, the smart account's ETH (moved inside the operation's call, found by tracing)
 * included. Also what the send form refuses, the NFTs tab and Receive.
 *
 * Accounts: the extension sends as mnemonic account 5 and account 9 funds the e-mail wallet;
 * no other spec sends from either (the extension specs use 0 and 3, WalletConnect 2, the demo
 * sends to 1). Account 1 is only read here (its collectibles).
 */
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test'
import { DEVNET_MNEMONIC, deploymentsFileOf, readDeployments } from '@portico/devnet'
import { formatTokenBalance, truncateAddress } from '@portico/shared'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  formatUnits,
  http,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { demoUrl, e2eConfig } from '../support/e2eStack.ts'
import { approveInFrame, loginNewDevice } from '../support/emailLogin.ts'
import {
  connectTestWallet,
  launchWithTestExtension,
  type TestExtension,
} from '../support/extension.ts'

const SENDER_INDEX = 5
const FUNDER_INDEX = 9
const NFT_HOLDER_INDEX = 1
const accountAt = (index: number) => mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: index })
const SENDER = accountAt(SENDER_INDEX).address
const NFT_HOLDER = accountAt(NFT_HOLDER_INDEX).address

const deployments = readDeployments(deploymentsFileOf(e2eConfig))
const tusd = deployments.tokens.find((t) => t.symbol === 'tUSD') as { address: Address }
const collectibles = deployments.collections.find((c) => c.name === 'Portico Collectibles')
const chain = {
  id: deployments.chainId,
  name: 'Portico Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [e2eConfig.rpcUrl] } },
} as const
const client = createPublicClient({ chain, transport: http(e2eConfig.rpcUrl) })

const ethOf = (address: Address) => client.getBalance({ address })
const tusdOf = (address: Address) =>
  client.readContract({
    address: tusd.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

/** Gives a fresh e-mail wallet 1 ETH (anvil) and 100 tUSD (a transfer from account 9). */
async function fund(address: Address) {
  await client.request({
    method: 'anvil_setBalance' as never,
    params: [address, `0x${parseEther('1').toString(16)}`] as never,
  })
  const funder = createWalletClient({
    chain,
    transport: http(e2eConfig.rpcUrl),
    account: accountAt(FUNDER_INDEX),
  })
  // tUSD's transfer returns nothing (USDT's interface).
  const hash = await funder.writeContract({
    address: tusd.address,
    abi: parseAbi(['function transfer(address to, uint256 amount)']),
    functionName: 'transfer',
    args: [address, parseUnits('100', 6)],
  })
  expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
}

let wallet: TestExtension | undefined
let emailContext: BrowserContext | undefined

const dialogOf = (page: Page) => page.getByRole('dialog')
const viewOf = (page: Page) => page.locator('dialog.portico-dialog')

/** Opens the modal on Account through the demo's account button. */
async function openAccount(page: Page) {
  await page.locator('[data-portico="account-button"]').click()
  await expect(viewOf(page)).toHaveAttribute('data-view', 'Account')
}

async function connectExtension(browserWallet: TestExtension): Promise<Page> {
  const page = await browserWallet.context.newPage()
  await page.goto(demoUrl)
  await connectTestWallet(page)
  return page
}

async function connectEmailWallet(browser: Browser): Promise<{ page: Page; address: Address }> {
  emailContext = await browser.newContext()
  const page = await emailContext.newPage()
  await loginNewDevice(page, `account-send-${Date.now()}@example.com`)
  await expect(dialogOf(page)).toBeHidden()
  // On the devnet chain the e-mail wallet is its smart account (the default): its sends are
  // sponsored UserOperations, and the ETH it sends moves inside the operation's call.
  await openAccount(page)
  await expect(dialogOf(page).getByTestId('account-type')).toHaveAttribute(
    'data-account-type',
    'smartAccount',
  )
  await page.keyboard.press('Escape')
  await expect(dialogOf(page)).toBeHidden()
  const address = (await page.getByTestId('account-address').textContent()) as Address
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  return { page, address }
}

interface Transfer {
  symbol: 'ETH' | 'tUSD'
  amount: string
  from: Address
  to: Address
}

/**
 * From Account: Send, the token, the amount and the receiver, Preview (checked), Send; then
 * `approve` answers the wallet if it asks; 'Transaction started' and back on Account.
 */
async function sendThroughModal(
  page: Page,
  { symbol, amount, from, to }: Transfer,
  approve?: () => Promise<void>,
) {
  const dialog = dialogOf(page)
  await dialog.getByTestId('account-send').click()
  await expect(viewOf(page)).toHaveAttribute('data-view', 'WalletSend')
  await dialog.getByTestId('send-select-token').click()
  await dialog.getByTestId(`send-token-${symbol}`).click()
  await expect(dialog.getByTestId('send-select-token')).toHaveText(symbol)
  await dialog.getByTestId('send-amount-input').fill(amount)
  await dialog.getByTestId('send-receiver-input').fill(to)
  const preview = dialog.getByTestId('send-preview')
  await expect(preview).toHaveText('Preview send')
  await preview.click()

  await expect(dialog.getByTestId('send-preview-amount')).toHaveText(
    new RegExp(`^${amount.replace('.', '\\.')} ${symbol} \\(\\$[\\d,]+\\.\\d\\d\\)$`),
  )
  await expect(dialog.getByTestId('send-preview-from')).toHaveText(truncateAddress(from))
  await expect(dialog.getByTestId('send-preview-receiver')).toHaveText(truncateAddress(to))
  await expect(dialog.getByTestId('send-preview-network')).toHaveText('Portico Devnet')
  await expect(dialog.getByTestId('send-preview-fee')).toHaveText(
    /^(< 0\.001|\d+\.\d{3}) ETH \(\$\d+\.\d\d\)$/,
  )
  // An earlier send's snackbar is gone first, so the one checked below is this send's.
  await expect(dialog.getByRole('status')).toBeHidden()
  await dialog.getByTestId('send-confirm').click()
  await approve?.()
  await expect(dialog.getByRole('status')).toHaveText('Transaction started')
  await expect(viewOf(page)).toHaveAttribute('data-view', 'Account')
}

/** The newest Activity entries, as "operation status description", once they read so. */
async function expectActivity(page: Page, expected: string[]) {
  const dialog = dialogOf(page)
  await dialog.getByTestId('account-tab-activity').click()
  const entries = dialog.getByTestId('activity-entry')
  await expect
    .poll(async () =>
      (
        await entries.evaluateAll((els) =>
          els.map(
            (el) =>
              `${el.getAttribute('data-operation-type')} ${el.getAttribute('data-status')} ${
                el.querySelector('[data-testid="activity-description"]')?.textContent
              }`,
          ),
        )
      ).slice(0, expected.length),
    )
    .toEqual(expected)
}

test.afterEach(async () => {
  await Promise.all([wallet?.close(), emailContext?.close()])
  wallet = undefined
  emailContext = undefined
})

test('the extension and the e-mail wallet send ETH and tUSD to each other; both Activity tabs show it', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  // Both wallets at once: the e-mail login waits on mails meanwhile.
  const [extension, email] = await Promise.all([
    launchWithTestExtension({
      chains: e2eConfig.chains,
      testMode: true,
      accountIndex: SENDER_INDEX,
    }).then(async (launched) => {
      wallet = launched
      return connectExtension(launched)
    }),
    connectEmailWallet(browser),
  ])
  await fund(email.address)

  // (a) The extension sends 0.0123 ETH, then 12.345678 tUSD, to the e-mail wallet.
  const [ethBefore, tusdBefore] = [await ethOf(email.address), await tusdOf(email.address)]
  await openAccount(extension)
  await sendThroughModal(extension, {
    symbol: 'ETH',
    amount: '0.0123',
    from: SENDER,
    to: email.address,
  })
  await sendThroughModal(extension, {
    symbol: 'tUSD',
    amount: '12.345678',
    from: SENDER,
    to: email.address,
  })
  await expect.poll(() => ethOf(email.address)).toBe(ethBefore + parseEther('0.0123'))
  await expect.poll(() => tusdOf(email.address)).toBe(tusdBefore + parseUnits('12.345678', 6))

  await expectActivity(extension, ['send confirmed -12.346 tUSD', 'send confirmed -0.012 ETH'])
  await dialogOf(extension).getByTestId('account-tab-tokens').click()
  const senderTusd = formatTokenBalance(formatUnits(await tusdOf(SENDER), 6))
  await expect(
    dialogOf(extension).getByTestId('token-row-tUSD').getByTestId('token-quantity'),
  ).toHaveText(`${senderTusd} tUSD`)

  // The receiver's Activity: both, with '+', after the funding transfer.
  await openAccount(email.page)
  await expectActivity(email.page, [
    'receive confirmed +12.346 tUSD',
    'receive confirmed +0.012 ETH',
    'receive confirmed +100.000 tUSD',
  ])

  // (b) The e-mail wallet sends 0.005 ETH and 3.5 tUSD back, each approved in the secure frame.
  const [senderEth, senderTusdUnits] = [await ethOf(SENDER), await tusdOf(SENDER)]
  await sendThroughModal(
    email.page,
    { symbol: 'ETH', amount: '0.005', from: email.address, to: SENDER },
    () => approveInFrame(email.page, 'Send ETH'),
  )
  await sendThroughModal(
    email.page,
    { symbol: 'tUSD', amount: '3.5', from: email.address, to: SENDER },
    () => approveInFrame(email.page, 'Send tokens'),
  )
  await expect.poll(() => ethOf(SENDER)).toBe(senderEth + parseEther('0.005'))
  await expect.poll(() => tusdOf(SENDER)).toBe(senderTusdUnits + parseUnits('3.5', 6))
  await expectActivity(email.page, [
    'send confirmed -3.500 tUSD',
    'send confirmed -0.005 ETH',
    'receive confirmed +12.346 tUSD',
  ])
  await expectActivity(extension, [
    'receive confirmed +3.500 tUSD',
    'receive confirmed +0.005 ETH',
    'send confirmed -12.346 tUSD',
    'send confirmed -0.012 ETH',
  ])
})

test('NFTs, Receive, and what the send form refuses', async () => {
  wallet = await launchWithTestExtension({
    chains: e2eConfig.chains,
    testMode: true,
    accountIndex: NFT_HOLDER_INDEX,
  })
  const page = await connectExtension(wallet)
  const dialog = dialogOf(page)
  await openAccount(page)
  await expect(dialog.getByTestId('modal-account-address')).toHaveText(truncateAddress(NFT_HOLDER))

  // (d) The three Portico Collectibles minted to this account at start.
  const minted = collectibles?.minted.find((m) => m.owner === NFT_HOLDER)?.tokenIds ?? []
  expect(minted).toHaveLength(3)
  await dialog.getByTestId('account-tab-nfts').click()
  await expect(dialog.getByTestId('nft-item')).toHaveCount(3)
  for (const id of minted)
    await expect(
      dialog.getByTestId('nft-item').filter({ hasText: `Portico Collectibles #${id}` }),
    ).toBeVisible()
  await expect(dialog.getByTestId('nfts-empty')).toHaveCount(0)

  // (e) Receive: the address as text and in the QR code.
  await dialog.getByTestId('account-receive').click()
  await expect(dialog.getByTestId('receive-address')).toHaveText(NFT_HOLDER)
  await expect(dialog.getByTestId('receive-qr')).toHaveAttribute('data-value', NFT_HOLDER)
  await expect(dialog.getByTestId('receive-network')).toHaveText('Receive on Portico Devnet')
  await dialog.getByRole('button', { name: 'Back' }).click()
  await expect(viewOf(page)).toHaveAttribute('data-view', 'Account')

  // (c) Preview stays disabled, saying why: more than the balance, then a bad address.
  await dialog.getByTestId('account-send').click()
  await dialog.getByTestId('send-select-token').click()
  await dialog.getByTestId('send-token-tUSD').click()
  const preview = dialog.getByTestId('send-preview')
  const amount = dialog.getByTestId('send-amount-input')
  await amount.fill('100000000')
  await expect(preview).toHaveText('Insufficient funds')
  await expect(preview).toBeDisabled()
  await expect(amount).toHaveAttribute('aria-invalid', 'true')
  await amount.fill('1.1234567')
  await expect(preview).toHaveText('Too many decimals for this token')
  await expect(preview).toBeDisabled()
  await amount.fill('1.5')
  const receiver = dialog.getByTestId('send-receiver-input')
  await receiver.fill('0x1234')
  await expect(preview).toHaveText('Invalid address')
  await expect(preview).toBeDisabled()
  await expect(receiver).toHaveAttribute('aria-invalid', 'true')
  await receiver.fill(SENDER)
  await expect(preview).toHaveText('Preview send')
  await expect(preview).toBeEnabled()
})
