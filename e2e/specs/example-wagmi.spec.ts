/**
 * wagmi through Portico: the example dapp's wagmi page (examples/vite-react/wagmi.html, built from
 * the packed tarball) with `porticoWagmiConfig`. Connecting any way in Portico's modal (extension,
 * e-mail, WalletConnect) or through wagmi's `connect` makes wagmi's hooks work; a disconnect on
 * either side is seen by the other; nothing ever says "already connected".
 *
 * Accounts: the extension signs and sends as mnemonic account 4 and the demo wallet as 6; no
 * other spec uses either.
 */
import { expect, type Locator, type Page, test } from '@playwright/test'
import { DEVNET_MNEMONIC } from '@portico/devnet'
import { type Address, formatEther, type Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import {
  devnetClient,
  expectSignedBy,
  expectTransferMined,
  setEthBalance,
} from '../support/chainChecks.ts'
import { e2eConfig, exampleOrigin } from '../support/e2eStack.ts'
import { approveInFrame, loginNewDevice } from '../support/emailLogin.ts'
import { launchWithTestExtension, type TestExtension } from '../support/extension.ts'

const wagmiUrl = `${exampleOrigin}/wagmi.html`
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const EXTENSION_ACCOUNT = 4
const WALLET_ACCOUNT = 6
const addressAt = (index: number) =>
  mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: index }).address

/** Console errors and alerts of every page, checked for "already connected" after each test. */
let problems: string[] = []
function watch(page: Page) {
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
}
test.beforeEach(() => {
  problems = []
})
test.afterEach(() => {
  expect(problems.filter((text) => /already connected/i.test(text))).toEqual([])
})

const wagmi = (page: Page) => ({
  status: page.getByLabel('wagmi status', { exact: true }),
  address: page.getByLabel('wagmi address', { exact: true }),
  chain: page.getByLabel('wagmi chain', { exact: true }),
  balance: page.getByLabel('wagmi balance', { exact: true }),
  signature: page.getByLabel('wagmi signature', { exact: true }),
  transaction: page.getByLabel('wagmi transaction', { exact: true }),
  alert: page.getByRole('alert'),
})

/**
 * Waits for wagmi's answer in `output` (text matching `pattern`) or its error: an error fails the
 * test with wagmi's own message rather than a bare timeout on an empty output.
 */
async function expectWagmiAnswer(page: Page, output: Locator, pattern: RegExp) {
  const w = wagmi(page)
  await expect(output.filter({ hasText: pattern }).or(w.alert)).toBeVisible()
  expect(await w.alert.allTextContents(), 'the error wagmi shows').toEqual([])
  await expect(output).toHaveText(pattern)
}

async function expectConnected(page: Page, address: string, chainId = 31337) {
  const w = wagmi(page)
  await expect(w.status).toHaveText('connected')
  await expect(w.address).toHaveText(address)
  await expect(w.chain).toHaveText(String(chainId))
}

/** useSignMessage: `approve` answers in the wallet; the signature verifies for `address`. */
async function signWithWagmi(page: Page, address: Address, approve?: () => Promise<void>) {
  await page.getByRole('button', { name: 'Sign with wagmi' }).click()
  await approve?.()
  // 65 bytes from an EOA; longer from a smart account not yet deployed (EIP-6492).
  await expectWagmiAnswer(page, wagmi(page).signature, /^0x[0-9a-f]{130,}$/)
  await expectSignedBy(
    address,
    'Hello from wagmi',
    (await wagmi(page).signature.textContent()) as Hex,
  )
}

/** useSendTransaction: 0.01 ETH to account 1, mined on anvil from `address`. */
async function sendWithWagmi(page: Page, address: Address, approve?: () => Promise<void>) {
  await page.getByRole('button', { name: 'Send with wagmi' }).click()
  await approve?.()
  await expectWagmiAnswer(page, wagmi(page).transaction, /^0x[0-9a-f]{64}$/)
  const hash = (await wagmi(page).transaction.textContent()) as Hex
  await expectTransferMined(hash, { from: address, to: RECEIVER, ether: '0.01' })
}

/** Disconnects in Portico's modal: its account button, then Disconnect. */
async function disconnectInPortico(page: Page) {
  await page.locator('[data-portico="account-button"]').click()
  await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
}

test.describe('extension', () => {
  let wallet: TestExtension
  test.afterEach(async () => wallet?.close())

  test("wagmi's connect opens Portico; the hooks work; a reload reconnects; Portico's disconnect reaches wagmi", async () => {
    wallet = await launchWithTestExtension({
      chains: e2eConfig.chains,
      testMode: true,
      accountIndex: EXTENSION_ACCOUNT,
    })
    const page = await wallet.context.newPage()
    watch(page)
    await page.goto(wagmiUrl)
    const address = addressAt(EXTENSION_ACCOUNT)
    await expect(wagmi(page).status).toHaveText('disconnected')

    // wagmi's connect opens Portico's modal; the visitor picks the extension there.
    await page.getByRole('button', { name: 'Connect with wagmi (Portico)' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Portico Test Wallet/ })
      .click()
    await expectConnected(page, address)
    // useBalance reads the chain through the config's transport (rpcMap's URL).
    const balance = await devnetClient.getBalance({ address })
    await expect(wagmi(page).balance).toHaveText(`${formatEther(balance)} ETH`)

    await signWithWagmi(page, address)
    await sendWithWagmi(page, address)

    // useSwitchChain: the wallet moves to 31338 and both sides say so.
    await page.getByRole('button', { name: 'Switch to Portico Devnet 2' }).click()
    await expect(wagmi(page).chain).toHaveText('31338')
    await expect.poll(async () => (await wallet.getState()).chainId).toBe(31338)
    await page.getByRole('button', { name: 'Switch to Portico Devnet' }).click()
    await expect(wagmi(page).chain).toHaveText('31337')

    // A reload: Portico restores the connection and wagmi reconnects to it.
    await page.reload()
    await expectConnected(page, address)

    await disconnectInPortico(page)
    await expect(wagmi(page).status).toHaveText('disconnected')
    await expect(page.getByRole('button', { name: 'Connect Wallet', exact: true })).toBeVisible()
    await expect(wagmi(page).alert).toHaveCount(0)
  })
})

test("e-mail in Portico's modal: wagmi is connected, signs, sends, switches; wagmi's disconnect signs Portico out", async ({
  page,
}) => {
  watch(page)
  await loginNewDevice(page, `wagmi-${Date.now()}@example.com`, {
    url: wagmiUrl,
    expectConnected: (p) => expect(wagmi(p).status).toHaveText('connected'),
  })
  const address = (await wagmi(page).address.textContent()) as Address
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await setEthBalance(address, '1')
  await signWithWagmi(page, address, () => approveInFrame(page, 'Sign message'))
  await sendWithWagmi(page, address, () => approveInFrame(page, 'Send ETH'))
  // A smart account on the devnet chain: the sponsor pays the gas, so exactly 0.99 ETH is left.
  await expect(wagmi(page).balance).toHaveText(/^0\.99 ETH$/)

  // useSwitchChain: the e-mail wallet moves to 31338, where it holds nothing.
  await page.getByRole('button', { name: 'Switch to Portico Devnet 2' }).click()
  await expect(wagmi(page).chain).toHaveText('31338')
  await expect(wagmi(page).balance).toHaveText('0 ETH')

  await page.getByRole('button', { name: 'Disconnect with wagmi' }).click()
  await expect(wagmi(page).status).toHaveText('disconnected')
  await expect(page.getByRole('button', { name: 'Connect Wallet', exact: true })).toBeVisible()
  await expect(wagmi(page).alert).toHaveCount(0)
})

test("WalletConnect in Portico's modal: wagmi's hooks over the session; the wallet's switch and disconnect reach wagmi", async ({
  context,
}) => {
  const page = await context.newPage()
  const walletPage = await context.newPage()
  watch(page)
  await Promise.all([
    page.goto(wagmiUrl),
    walletPage.goto(`${e2eConfig.walletOrigin}/?account=${WALLET_ACCOUNT}`),
  ])
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: /WalletConnect/ }).click()
  const qr = dialog.getByTestId('wc-qr')
  await expect(qr).toBeVisible()
  await walletPage.getByTestId('wallet-uri-input').fill((await qr.getAttribute('data-value')) ?? '')
  await walletPage.getByTestId('wallet-pair').click()
  await walletPage.getByTestId('wallet-approve-session').click()
  const address = addressAt(WALLET_ACCOUNT)
  await expectConnected(page, address)

  const approveInWallet = () => walletPage.getByTestId('wallet-approve-request').click()
  await expect(wagmi(page).balance).toHaveText(
    `${formatEther(await devnetClient.getBalance({ address }))} ETH`,
  )
  await signWithWagmi(page, address, approveInWallet)
  await sendWithWagmi(page, address, approveInWallet)

  // A switch made in the wallet, then useSwitchChain from the dapp: wagmi follows both.
  await walletPage.getByTestId('wallet-switch-chain-31338').click()
  await expect(wagmi(page).chain).toHaveText('31338')
  await page.getByRole('button', { name: 'Switch to Portico Devnet', exact: true }).click()
  await expect(wagmi(page).chain).toHaveText('31337')

  await walletPage.getByTestId('wallet-disconnect').click()
  await expect(wagmi(page).status).toHaveText('disconnected')
  await expect(wagmi(page).alert).toHaveCount(0)
})
