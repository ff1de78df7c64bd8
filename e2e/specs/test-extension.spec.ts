/**
 * The Portico Test Wallet extension against the real devnet chains, on the demo page: EIP-6963
 * announcement, connection per origin, signing, a mined transaction, chain switching and
 * adding, test-mode rejections and the approval window.
 */
import { test as base, expect, type Page } from '@playwright/test'
import { createPublicClient, http, parseEther, toHex, verifyMessage, verifyTypedData } from 'viem'
import { demoUrl, e2eConfig, thirdOrigin } from '../support/e2eStack.ts'
import {
  answerApproval,
  type LaunchTestExtensionOptions,
  launchWithTestExtension,
  type TestExtension,
} from '../support/extension.ts'

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ACCOUNT_3 = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const [mainChain, secondChain] = e2eConfig.chains as [
  (typeof e2eConfig.chains)[number],
  (typeof e2eConfig.chains)[number],
]

const test = base.extend<{
  walletOptions: LaunchTestExtensionOptions
  wallet: TestExtension
  page: Page
}>({
  walletOptions: [{ chains: e2eConfig.chains, testMode: true }, { option: true }],
  wallet: async ({ walletOptions }, use) => {
    const wallet = await launchWithTestExtension(walletOptions)
    await use(wallet)
    await wallet.close()
  },
  page: async ({ wallet }, use) => {
    const page = wallet.context.pages()[0] ?? (await wallet.context.newPage())
    await page.goto(demoUrl)
    await use(page)
  },
})

type Outcome = { result: unknown } | { error: { code: unknown; message: unknown } }

/** Calls window.ethereum.request in the page (a string: no transpiler helpers in the page). */
function rpc(page: Page, method: string, params?: unknown): Promise<Outcome> {
  const args = JSON.stringify(params === undefined ? { method } : { method, params })
  return page.evaluate<Outcome>(`(async () => {
    try {
      return { result: await window.ethereum.request(${args}) }
    } catch (e) {
      return { error: { code: e.code, message: e.message } }
    }
  })()`)
}

async function result(page: Page, method: string, params?: unknown): Promise<unknown> {
  const outcome = await rpc(page, method, params)
  if ('error' in outcome) throw new Error(`${method} failed: ${JSON.stringify(outcome.error)}`)
  return outcome.result
}

/** Starts recording the provider's events in the page (window.walletEvents). */
const recordEvents = (page: Page) =>
  page.evaluate(`(() => {
    window.walletEvents = [];
    for (const name of ['accountsChanged', 'chainChanged', 'connect', 'disconnect']) {
      window.ethereum.on(name, (data) => window.walletEvents.push({ name, data }));
    }
  })()`)

const recordedEvents = (page: Page) =>
  page.evaluate<{ name: string; data: unknown }[]>('window.walletEvents')

test('the provider is announced with EIP-6963 (re-announced on request) and is window.ethereum', async ({
  page,
}) => {
  const announced = await page.evaluate<
    { info: { uuid: string; name: string; icon: string; rdns: string }; isEthereum: boolean }[]
  >(`(() => {
    const seen = [];
    window.addEventListener('eip6963:announceProvider', (e) =>
      seen.push({ info: { ...e.detail.info }, isEthereum: e.detail.provider === window.ethereum }));
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    return seen;
  })()`)
  const ours = announced.filter((a) => a.info.rdns === 'dev.portico.testwallet')
  expect(ours).toHaveLength(2)
  const [first] = ours
  expect(first?.info.name).toBe('Portico Test Wallet')
  expect(first?.info.uuid).toMatch(
    /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  )
  expect(first?.info.icon).toMatch(/^data:image\/svg\+xml,/)
  expect(first?.isEthereum).toBe(true)
  expect(ours[1]?.info.uuid).toBe(first?.info.uuid)
  expect(await page.evaluate('typeof window.ethereum.request')).toBe('function')
})

test('eth_requestAccounts connects anvil account 0; reads are forwarded to the real chain', async ({
  page,
}) => {
  expect(await result(page, 'eth_accounts')).toEqual([])
  await recordEvents(page)
  expect(await result(page, 'eth_requestAccounts')).toEqual([ACCOUNT_0])
  await expect
    .poll(() => recordedEvents(page))
    .toContainEqual({
      name: 'accountsChanged',
      data: [ACCOUNT_0],
    })
  expect(await result(page, 'eth_accounts')).toEqual([ACCOUNT_0])
  expect(await result(page, 'eth_chainId')).toBe(toHex(mainChain.id))
  expect(await result(page, 'net_version')).toBe(String(mainChain.id))

  const balance = BigInt((await result(page, 'eth_getBalance', [ACCOUNT_0, 'latest'])) as string)
  expect(balance).toBeGreaterThan(0n)
  const chain = createPublicClient({ transport: http(mainChain.rpcUrl) })
  const onChain = await chain.getBlockNumber()
  expect(BigInt((await result(page, 'eth_blockNumber')) as string)).toBeGreaterThanOrEqual(onChain)

  const unknown = await rpc(page, 'eth_doesNotExist')
  expect(unknown).toEqual({ error: { code: 4200, message: expect.any(String) } })
})

test('personal_sign and eth_signTypedData_v4 give signatures that viem verifies', async ({
  page,
}) => {
  const message = 'Sign in to Portico (e2e)'
  const early = await rpc(page, 'personal_sign', [toHex(message), ACCOUNT_0])
  expect(early).toEqual({ error: { code: 4100, message: expect.any(String) } })

  await result(page, 'eth_requestAccounts')
  const signature = (await result(page, 'personal_sign', [
    toHex(message),
    ACCOUNT_0,
  ])) as `0x${string}`
  expect(await verifyMessage({ address: ACCOUNT_0, message, signature })).toBe(true)

  const typedData = {
    domain: { name: 'Portico', version: '1', chainId: mainChain.id },
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
      ],
      Greeting: [
        { name: 'from', type: 'address' },
        { name: 'text', type: 'string' },
      ],
    },
    primaryType: 'Greeting',
    message: { from: ACCOUNT_0, text: 'hello' },
  } as const
  const typedSignature = (await result(page, 'eth_signTypedData_v4', [
    ACCOUNT_0,
    JSON.stringify(typedData),
  ])) as `0x${string}`
  const { EIP712Domain: _, ...types } = typedData.types
  expect(
    await verifyTypedData({ ...typedData, types, address: ACCOUNT_0, signature: typedSignature }),
  ).toBe(true)
})

test.describe('with key index 3 (so no other spec races its nonces)', () => {
  test.use({ walletOptions: { chains: e2eConfig.chains, testMode: true, accountIndex: 3 } })

  test('eth_sendTransaction of 0.001 ETH to account 1 is signed, sent and mined', async ({
    page,
  }) => {
    expect(await result(page, 'eth_requestAccounts')).toEqual([ACCOUNT_3])
    const hash = (await result(page, 'eth_sendTransaction', [
      { from: ACCOUNT_3, to: ACCOUNT_1, value: toHex(parseEther('0.001')) },
    ])) as `0x${string}`
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)

    const chain = createPublicClient({ transport: http(mainChain.rpcUrl) })
    const receipt = await chain.waitForTransactionReceipt({ hash, timeout: 10_000 })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(ACCOUNT_3.toLowerCase())
    expect(receipt.to?.toLowerCase()).toBe(ACCOUNT_1.toLowerCase())
    expect((await chain.getTransaction({ hash })).value).toBe(parseEther('0.001'))
    // The page sees the same receipt through the wallet.
    const viaWallet = (await result(page, 'eth_getTransactionReceipt', [hash])) as {
      status: string
    }
    expect(viaWallet.status).toBe('0x1')
  })
})

test('wallet_switchEthereumChain to 31338 emits chainChanged; an unknown chain gives 4902', async ({
  page,
  wallet,
}) => {
  await recordEvents(page)
  expect(
    await result(page, 'wallet_switchEthereumChain', [{ chainId: toHex(secondChain.id) }]),
  ).toBe(null)
  await expect
    .poll(() => recordedEvents(page))
    .toContainEqual({
      name: 'chainChanged',
      data: '0x7a6a',
    })
  expect(await result(page, 'eth_chainId')).toBe('0x7a6a')
  expect((await wallet.getState()).chainId).toBe(secondChain.id)
  // Reads now go to the second anvil.
  const second = createPublicClient({ transport: http(secondChain.rpcUrl) })
  const block = BigInt((await result(page, 'eth_blockNumber')) as string)
  expect(block).toBeLessThanOrEqual(await second.getBlockNumber())

  const unknown = await rpc(page, 'wallet_switchEthereumChain', [{ chainId: '0x539' }])
  expect(unknown).toEqual({ error: { code: 4902, message: expect.stringContaining('0x539') } })
  expect(await result(page, 'eth_chainId')).toBe('0x7a6a')

  const invalid = [
    [{ chainId: '0x539', chainName: 'No RPC', rpcUrls: [] }],
    [{ chainId: '1337', chainName: 'Decimal id', rpcUrls: [secondChain.rpcUrl] }],
    [{ chainId: '0x539', rpcUrls: [secondChain.rpcUrl] }],
    [{ chainId: '0x539', chainName: 'Not a URL', rpcUrls: ['javascript:alert(1)'] }],
    // The RPC answers with chain id 31338, not 1337.
    [{ chainId: '0x539', chainName: 'Wrong RPC', rpcUrls: [secondChain.rpcUrl] }],
  ]
  for (const params of invalid) {
    const outcome = await rpc(page, 'wallet_addEthereumChain', params)
    expect(outcome, JSON.stringify(params)).toEqual({
      error: { code: -32602, message: expect.any(String) },
    })
  }
  expect(await rpc(page, 'wallet_switchEthereumChain', [{ chainId: '0x539' }])).toMatchObject({
    error: { code: 4902 },
  })
})

test.describe('knowing only chain 31337', () => {
  test.use({ walletOptions: { chains: [mainChain], testMode: true } })

  test('wallet_addEthereumChain adds the second anvil, which is then switchable', async ({
    page,
    wallet,
  }) => {
    const chainId = toHex(secondChain.id)
    expect(await rpc(page, 'wallet_switchEthereumChain', [{ chainId }])).toMatchObject({
      error: { code: 4902 },
    })
    const added = await result(page, 'wallet_addEthereumChain', [
      {
        chainId,
        chainName: 'Added Devnet',
        rpcUrls: [secondChain.rpcUrl],
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ])
    expect(added).toBe(null)
    expect((await wallet.getState()).chains.map((c) => c.id)).toEqual([
      mainChain.id,
      secondChain.id,
    ])
    expect(await result(page, 'wallet_switchEthereumChain', [{ chainId }])).toBe(null)
    expect(await result(page, 'eth_chainId')).toBe(chainId)
  })
})

test("in 'reject' mode approvals fail with 4001 User rejected the request.", async ({
  page,
  wallet,
}) => {
  expect((await wallet.setMode('reject')).mode).toBe('reject')
  const rejected = { error: { code: 4001, message: 'User rejected the request.' } }
  expect(await rpc(page, 'eth_requestAccounts')).toEqual(rejected)
  expect(await result(page, 'eth_accounts')).toEqual([])

  await wallet.setMode('approve')
  expect(await result(page, 'eth_requestAccounts')).toEqual([ACCOUNT_0])
  await wallet.setMode('reject')
  expect(await rpc(page, 'personal_sign', [toHex('no'), ACCOUNT_0])).toEqual(rejected)
  expect(
    await rpc(page, 'eth_sendTransaction', [{ from: ACCOUNT_0, to: ACCOUNT_1, value: '0x1' }]),
  ).toEqual(rejected)
})

test('the connection is kept across a reload, is per origin, and revoking it disconnects', async ({
  page,
  wallet,
}) => {
  expect(await result(page, 'eth_requestAccounts')).toEqual([ACCOUNT_0])
  await page.reload()
  expect(await result(page, 'eth_accounts')).toEqual([ACCOUNT_0])
  expect((await wallet.getState()).connectedOrigins).toEqual([e2eConfig.demoOrigin])

  const other = await wallet.context.newPage()
  await other.goto(`${thirdOrigin}/embed-frame`)
  expect(await result(other, 'eth_accounts')).toEqual([])
  await other.close()

  const permissions = (await result(page, 'wallet_getPermissions')) as {
    parentCapability: string
  }[]
  expect(permissions.map((p) => p.parentCapability)).toEqual(['eth_accounts'])
  await recordEvents(page)
  expect(await result(page, 'wallet_revokePermissions', [{ eth_accounts: {} }])).toBe(null)
  await expect
    .poll(() => recordedEvents(page))
    .toContainEqual({
      name: 'accountsChanged',
      data: [],
    })
  expect(await result(page, 'eth_accounts')).toEqual([])
})

test.describe('out of test mode', () => {
  test.use({ walletOptions: { chains: e2eConfig.chains, testMode: false } })

  test('the approval window shows origin and method; Approve connects, Reject gives 4001', async ({
    page,
    wallet,
  }) => {
    expect((await wallet.getState()).mode).toBe('popup')

    let popup = wallet.nextApproval()
    const connecting = rpc(page, 'eth_requestAccounts')
    let approval = await popup
    await expect(approval.locator('#origin')).toHaveText(e2eConfig.demoOrigin)
    await expect(approval.locator('#method')).toHaveText('eth_requestAccounts')
    await expect(approval.locator('#details')).toContainText(ACCOUNT_0)
    await answerApproval(approval, 'Approve')
    expect(await connecting).toEqual({ result: [ACCOUNT_0] })

    popup = wallet.nextApproval()
    const signing = rpc(page, 'personal_sign', [toHex('Hello from the popup test'), ACCOUNT_0])
    approval = await popup
    await expect(approval.locator('#details')).toContainText('Hello from the popup test')
    await answerApproval(approval, 'Reject')
    expect(await signing).toEqual({ error: { code: 4001, message: 'User rejected the request.' } })
    expect((await wallet.getState()).pendingApprovals).toBe(0)
  })
})
