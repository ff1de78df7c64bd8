/**
 * Issue 24 part 2 end to end on the real stack (anvil, Alto, the sponsor, the frame): the e-mail
 * wallet is a smart account by default on the devnet chain (it has a bundler). It is not deployed
 * at first; personal_sign answers an EIP-6492 signature that viem verifies; the modal sends tUSD
 * and ETH as sponsored UserOperations (the first deploys the account, which holds no ETH for gas:
 * the §5 gas check is skipped), the receivers get them and Activity shows the token transfer;
 * then personal_sign answers an EIP-1271 signature. INIT_SMART_ACCOUNT over the bus says the
 * address and whether it is deployed, before and after. Switching to the EOA and back persists across
 * a reload, and the second devnet chain (no bundler) has the EOA only.
 *
 * Accounts: mnemonic account 6 mints nothing; tUSD comes from its owner (the deployer, account
 * 0) by impersonation; the receivers are fresh addresses.
 */
import { expect, type Page, test } from '@playwright/test'
import { deploymentsFileOf, readDeployments } from '@portico/devnet'
import { truncateAddress } from '@portico/shared'
import { type Address, erc20Abi, type Hex, parseAbi, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { devnetClient, setEthBalance } from '../support/chainChecks.ts'
import { e2eConfig } from '../support/e2eStack.ts'
import { approveInFrame, loginNewDevice } from '../support/emailLogin.ts'

const deployments = readDeployments(deploymentsFileOf(e2eConfig))
const tusd = deployments.tokens.find((t) => t.symbol === 'tUSD')?.address as Address
const factory = deployments.contracts.smartAccountFactory
/** The 32-byte ERC-6492 suffix of a signature wrapped for an undeployed account. */
const ERC6492_SUFFIX = '6492'.repeat(16)

const dialogOf = (page: Page) => page.getByRole('dialog')
const viewOf = (page: Page) => page.locator('dialog.portico-dialog')
const addressOf = async (page: Page) =>
  (await page.getByTestId('account-address').textContent()) as Address
const accountType = (page: Page) => dialogOf(page).getByTestId('account-type')

async function openAccount(page: Page) {
  if (!(await dialogOf(page).isVisible()))
    await page.locator('[data-portico="account-button"]').click()
  await expect(viewOf(page)).toHaveAttribute('data-view', 'Account')
}

const tusdOf = (address: Address) =>
  devnetClient.readContract({
    address: tusd,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

/** Mints tUSD to `to` as the token's owner (the deployer), impersonated on anvil. */
async function mintTusd(to: Address, amount: string) {
  const owner = deployments.deployer as Address
  await devnetClient.request({
    method: 'anvil_impersonateAccount' as never,
    params: [owner] as never,
  })
  const hash = (await devnetClient.request({
    method: 'eth_sendTransaction' as never,
    params: [
      {
        from: owner,
        to: tusd,
        data: (
          await import('viem')
        ).encodeFunctionData({
          abi: parseAbi(['function mint(address to, uint256 value)']),
          functionName: 'mint',
          args: [to, parseUnits(amount, 6)],
        }),
      },
    ] as never,
  })) as Hex
  expect((await devnetClient.waitForTransactionReceipt({ hash })).status).toBe('success')
}

/** The demo's "Sign a message", approved in the frame: the message and the signature. */
async function signThroughDemo(page: Page): Promise<{ message: string; signature: Hex }> {
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await approveInFrame(page, 'Sign message')
  const result = page.getByTestId('action-result')
  await expect(result).toContainText('(signature valid)')
  const [, message = '', signature = ''] =
    /^Signed "(.+)": (0x[0-9a-f]+) \(signature valid\)$/.exec((await result.textContent()) ?? '') ??
    []
  return { message, signature: signature as Hex }
}

/** Account → Send: token, amount, receiver, Preview, Send; approved in the frame. */
async function sendThroughModal(
  page: Page,
  { symbol, amount, to }: { symbol: 'ETH' | 'tUSD'; amount: string; to: Address },
) {
  await openAccount(page)
  const dialog = dialogOf(page)
  await dialog.getByTestId('account-send').click()
  await dialog.getByTestId('send-select-token').click()
  await dialog.getByTestId(`send-token-${symbol}`).click()
  await dialog.getByTestId('send-amount-input').fill(amount)
  await dialog.getByTestId('send-receiver-input').fill(to)
  // No ETH for gas, yet no "Insufficient gas funds": a smart account's fees are sponsored.
  await expect(dialog.getByTestId('send-preview')).toHaveText('Preview send')
  await dialog.getByTestId('send-preview').click()
  await expect(dialog.getByRole('status')).toBeHidden()
  await dialog.getByTestId('send-confirm').click()
  await approveInFrame(page, symbol === 'ETH' ? 'Send ETH' : 'Send tokens')
  await expect(dialog.getByRole('status')).toHaveText('Transaction started')
  await expect(viewOf(page)).toHaveAttribute('data-view', 'Account')
}

/** INIT_SMART_ACCOUNT over the bus, as the demo's Portico host sends it (it names itself Portico). */
const initSmartAccount = (page: Page) =>
  page.evaluate(async () => {
    const { portico } = window as unknown as {
      portico: { getAuthConnector(): Promise<{ request(name: string): Promise<unknown> }> }
    }
    return (await portico.getAuthConnector()).request('INIT_SMART_ACCOUNT')
  })

test('the e-mail wallet is a smart account: sponsored sends, EIP-6492 then EIP-1271, EOA switch', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await loginNewDevice(page, `smart-account-${Date.now()}@example.com`)
  const smart = await addressOf(page)
  expect(smart).toMatch(/^0x[0-9a-fA-F]{40}$/)

  await test.step('the default address is the smart account, not deployed yet', async () => {
    await openAccount(page)
    await expect(accountType(page)).toHaveAttribute('data-account-type', 'smartAccount')
    await expect(accountType(page).getByRole('button')).toHaveAccessibleName('Switch to EOA')
    expect(await devnetClient.getCode({ address: smart })).toBeUndefined()
    expect(await initSmartAccount(page)).toEqual({ address: smart, isDeployed: false })
    await page.keyboard.press('Escape')
  })

  await test.step('personal_sign before deployment: EIP-6492, verified by viem', async () => {
    const { message, signature } = await signThroughDemo(page)
    expect(signature.endsWith(ERC6492_SUFFIX)).toBe(true)
    expect(await devnetClient.verifyMessage({ address: smart, message, signature })).toBe(true)
    // Not the owner's plain signature: an ECDSA check for the smart account's address fails.
    expect(
      await devnetClient.verifyMessage({
        address: smart,
        message: `${message} (another)`,
        signature,
      }),
    ).toBe(false)
  })

  const tusdReceiver = privateKeyToAccount(generatePrivateKey()).address
  await test.step('tUSD as a sponsored UserOperation: deploys the account, Activity shows it', async () => {
    await mintTusd(smart, '10')
    expect(await devnetClient.getBalance({ address: smart })).toBe(0n)
    await sendThroughModal(page, { symbol: 'tUSD', amount: '1.5', to: tusdReceiver })
    await expect.poll(() => tusdOf(tusdReceiver), { timeout: 30_000 }).toBe(parseUnits('1.5', 6))
    expect(await devnetClient.getCode({ address: smart })).toMatch(/^0x[0-9a-f]+$/)
    // The sponsor paid: the account still holds no ETH.
    expect(await devnetClient.getBalance({ address: smart })).toBe(0n)
    expect(await initSmartAccount(page)).toEqual({ address: smart, isDeployed: true })
    const dialog = dialogOf(page)
    await dialog.getByTestId('account-tab-activity').click()
    await expect(dialog.getByTestId('activity-entry').first()).toHaveAttribute(
      'data-operation-type',
      'send',
    )
    await expect(dialog.getByTestId('activity-description').first()).toHaveText('-1.500 tUSD', {
      timeout: 30_000,
    })
  })

  await test.step('ETH as a sponsored UserOperation from the deployed account', async () => {
    await setEthBalance(smart, '1')
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    await sendThroughModal(page, { symbol: 'ETH', amount: '0.01', to: receiver })
    await expect
      .poll(() => devnetClient.getBalance({ address: receiver }), { timeout: 30_000 })
      .toBe(parseEther('0.01'))
    // All of the value went out, no gas: exactly 0.99 ETH is left.
    expect(await devnetClient.getBalance({ address: smart })).toBe(parseEther('0.99'))
    await page.keyboard.press('Escape')
  })

  await test.step('personal_sign once deployed: EIP-1271, verified by viem', async () => {
    const { message, signature } = await signThroughDemo(page)
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(await devnetClient.verifyMessage({ address: smart, message, signature })).toBe(true)
  })

  let eoa: Address | undefined
  await test.step('switch to the EOA: the smart account is the EOA’s own; kept after a reload', async () => {
    await openAccount(page)
    await accountType(page).getByRole('button', { name: 'Switch to EOA' }).click()
    await expect(accountType(page)).toHaveAttribute('data-account-type', 'eoa')
    await expect(page.getByTestId('account-address')).not.toHaveText(smart)
    eoa = await addressOf(page)
    const counterfactual = await devnetClient.readContract({
      address: factory,
      abi: parseAbi(['function getAddress(address owner, uint256 salt) view returns (address)']),
      functionName: 'getAddress',
      args: [eoa, 0n],
    })
    expect(counterfactual).toBe(smart)
    await expect(dialogOf(page).getByTestId('modal-account-address')).toHaveText(
      truncateAddress(eoa),
    )
    await page.reload()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    await expect(page.getByTestId('account-address')).toHaveText(eoa)
  })

  await test.step('and back to the smart account, also kept after a reload', async () => {
    await openAccount(page)
    await accountType(page).getByRole('button', { name: 'Switch to Smart Account' }).click()
    await expect(accountType(page)).toHaveAttribute('data-account-type', 'smartAccount')
    await expect(page.getByTestId('account-address')).toHaveText(smart)
    await page.reload()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    await expect(page.getByTestId('account-address')).toHaveText(smart)
  })

  await test.step('a network without a bundler has the EOA only', async () => {
    await openAccount(page)
    await dialogOf(page)
      .getByRole('button', { name: /Portico Devnet/ })
      .first()
      .click()
    await expect(viewOf(page)).toHaveAttribute('data-view', 'Networks')
    await dialogOf(page).getByRole('button', { name: 'Portico Devnet 2' }).click()
    await expect(page.getByTestId('network-name')).toContainText('Portico Devnet 2')
    await expect(page.getByTestId('account-address')).toHaveText(eoa as Address)
    await openAccount(page)
    await expect(accountType(page)).toHaveAttribute('data-account-type', 'eoa')
    await expect(accountType(page).getByRole('button')).toBeDisabled()
  })
})
