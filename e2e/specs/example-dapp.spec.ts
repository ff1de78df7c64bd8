/**
 * The example dapp (examples/vite-react) as a developer ships it: built by Vite from the packed
 * @portico/modal tarball, outside this repo, on its own origin. A visitor logs in by e-mail, sees
 * the address and balance, signs through viem's `custom(provider)` transport (the signature is
 * verified here) and sends 0.01 ETH, mined on anvil; each request approved in the secure frame.
 */
import { expect, type Page, test } from '@playwright/test'
import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  parseEther,
  toHex,
  verifyMessage,
} from 'viem'
import { e2eConfig, exampleOrigin } from '../support/e2eStack.ts'
import { loginNewDevice, secureFrame } from '../support/emailLogin.ts'

const client = createPublicClient({ transport: http(e2eConfig.rpcUrl) })
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const examplePage = {
  url: `${exampleOrigin}/`,
  expectConnected: (page: Page) =>
    expect(page.getByLabel('Address', { exact: true })).toHaveText(/^0x[0-9a-fA-F]{40}$/),
}

async function approveInFrame(page: Page, heading: string) {
  const frame = secureFrame(page)
  await expect(frame.getByRole('heading', { name: heading })).toBeVisible()
  await frame.getByRole('button', { name: 'Approve' }).click()
}

test('e-mail login, address and balance, personal_sign via viem, a send mined', async ({
  page,
}) => {
  const requests: string[] = []
  page.on('request', (request) => requests.push(new URL(request.url()).hostname))

  await loginNewDevice(page, `example-${Date.now()}@example.com`, examplePage)
  const address = (await page.getByLabel('Address', { exact: true }).textContent()) as Address
  await expect(page.getByLabel('Balance', { exact: true })).toHaveText(/^0(\.0+)? ETH$/)
  await client.request({
    method: 'anvil_setBalance' as never,
    params: [address, toHex(parseEther('1'))] as never,
  })

  // personal_sign: viem's walletClient.signMessage over Portico's EIP-1193 provider.
  await page.getByRole('button', { name: 'Sign message' }).click()
  await approveInFrame(page, 'Sign message')
  const result = page.getByLabel('Result', { exact: true })
  await expect(result).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await result.textContent()) as Hex
  expect(await verifyMessage({ address, message: 'Hello from the example', signature })).toBe(true)

  // A send: the hash comes back, and anvil mined exactly that transfer from this wallet.
  await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
  await approveInFrame(page, 'Send transaction')
  await expect(result).toHaveText(/^0x[0-9a-f]{64}$/)
  const hash = (await result.textContent()) as Hex
  const receipt = await client.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  const transaction = await client.getTransaction({ hash })
  expect(transaction.from.toLowerCase()).toBe(address.toLowerCase())
  expect(transaction.to?.toLowerCase()).toBe(RECEIVER.toLowerCase())
  expect(transaction.value).toBe(parseEther('0.01'))

  // Only loopback, as everywhere in Portico.
  expect(requests.filter((host) => host !== 'localhost' && host !== '127.0.0.1')).toEqual([])
})
