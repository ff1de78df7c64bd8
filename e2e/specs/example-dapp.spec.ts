/**
 * The example dapp (examples/vite-react) as a developer ships it: built by Vite from the packed
 * @portico/modal tarball, outside this repo, on its own origin. A visitor logs in by e-mail, sees
 * the address and balance, signs through viem's `custom(provider)` transport (the signature is
 * verified here) and sends 0.01 ETH, mined on anvil; each request approved in the secure frame.
 */
import { expect, type Page, test } from '@playwright/test'
import type { Address, Hex } from 'viem'
import { expectSignedBy, expectTransferMined, setEthBalance } from '../support/chainChecks.ts'
import { exampleOrigin } from '../support/e2eStack.ts'
import { approveInFrame, loginNewDevice } from '../support/emailLogin.ts'

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const examplePage = {
  url: `${exampleOrigin}/`,
  expectConnected: (page: Page) =>
    expect(page.getByLabel('Address', { exact: true })).toHaveText(/^0x[0-9a-fA-F]{40}$/),
}

test('e-mail login, address and balance, personal_sign via viem, a send mined', async ({
  page,
}) => {
  const requests: string[] = []
  page.on('request', (request) => requests.push(new URL(request.url()).hostname))

  await loginNewDevice(page, `example-${Date.now()}@example.com`, examplePage)
  const address = (await page.getByLabel('Address', { exact: true }).textContent()) as Address
  await expect(page.getByLabel('Balance', { exact: true })).toHaveText(/^0(\.0+)? ETH$/)
  await setEthBalance(address, '1')

  // personal_sign: viem's walletClient.signMessage over Portico's EIP-1193 provider.
  await page.getByRole('button', { name: 'Sign message' }).click()
  await approveInFrame(page, 'Sign message')
  const result = page.getByLabel('Result', { exact: true })
  // 65 bytes from an EOA; longer from a smart account not yet deployed (EIP-6492).
  await expect(result).toHaveText(/^0x[0-9a-f]{130,}$/)
  await expectSignedBy(address, 'Hello from the example', (await result.textContent()) as Hex)

  // A send: the hash comes back, and anvil mined exactly that transfer from this wallet.
  await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
  await approveInFrame(page, 'Send ETH')
  await expect(result).toHaveText(/^0x[0-9a-f]{64}$/)
  const hash = (await result.textContent()) as Hex
  await expectTransferMined(hash, { from: address, to: RECEIVER, ether: '0.01' })

  // Only loopback, as everywhere in Portico.
  expect(requests.filter((host) => host !== 'localhost' && host !== '127.0.0.1')).toEqual([])
})
