/**
 * Issue 24 part 3 end to end on the real stack (anvil, Alto, the sponsor, the frame, the cloud):
 * the demo dapp, with the e-mail wallet connected, asks for an ERC-7715 session with
 * `grantPermissions` from `@portico/modal/smart-sessions` ("spend at most 10 tUSD to X for an
 * hour"); a rejected request leaves nothing on chain or in the cloud; the approved one upgrades
 * and deploys the smart account in one sponsored operation and is listed by the cloud. The dapp's
 * server, holding the session key (only its public key went to the page), then spends 4 and 5
 * tUSD through the bundler without any prompt, is refused 2 more, the wallet revokes the session
 * (on chain and in the cloud) and 1 tUSD is refused too.
 */
import { expect, type Page, test } from '@playwright/test'
import { deploymentsFileOf, readDeployments } from '@portico/devnet'
import {
  type Address,
  createPublicClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  numberToHex,
  parseAbi,
  parseUnits,
  toFunctionSelector,
} from 'viem'
import { createBundlerClient, createPaymasterClient } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
// The dapp's side of a session, as the package ships it (its `smart-sessions` entry's source).
import { toSessionKeyAccount } from '../../modal/src/features/smartSessions/toSessionKeyAccount.ts'
import { getSessions, grantPermissions, revokePermissions } from '../../modal/src/smartSessions.ts'
import { devnetClient } from '../support/chainChecks.ts'
import { e2eConfig } from '../support/e2eStack.ts'
import { loginNewDevice, secureFrame } from '../support/emailLogin.ts'

const deployments = readDeployments(deploymentsFileOf(e2eConfig))
const tusd = deployments.tokens.find((t) => t.symbol === 'tUSD')?.address as Address
const aa = deployments.accountAbstraction as { bundlerUrl: string; paymasterUrl: string }
const usd = (amount: string) => parseUnits(amount, 6)
const LIMIT_EXCEEDED = toFunctionSelector(
  'SessionLimitExceeded(bytes32,uint256,uint256,uint256)',
).slice(2)

const tusdOf = (address: Address) =>
  devnetClient.readContract({
    address: tusd,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

/** Mints tUSD to `to` as the token's owner (the deployer), impersonated on anvil. */
async function mintTusd(to: Address, amount: bigint) {
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
        data: encodeFunctionData({
          abi: parseAbi(['function mint(address to, uint256 value)']),
          functionName: 'mint',
          args: [to, amount],
        }),
      },
    ] as never,
  })) as Hex
  expect((await devnetClient.waitForTransactionReceipt({ hash })).status).toBe('success')
}

interface DappAnswer {
  ok: boolean
  value?: unknown
  code?: number
  message?: string
}

/**
 * The connected wallet's EIP-1193 provider in the demo page (`portico.getProvider('eip155')`),
 * reached from the test: each request runs in the page and its answer or error comes back.
 */
function pageProvider(page: Page) {
  return {
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      const answer = await page.evaluate(
        async ([method, params]) => {
          const w = window as unknown as {
            portico: {
              getProvider(ns: string): { request(a: unknown): Promise<unknown> } | undefined
            }
          }
          try {
            const value = await w.portico.getProvider('eip155')?.request({ method, params })
            return { ok: true, value } as DappAnswer
          } catch (error) {
            const e = error as { code?: number; message?: string }
            return { ok: false, code: e.code, message: e.message } as DappAnswer
          }
        },
        [method, params] as const,
      )
      if (answer.ok) return answer.value
      throw Object.assign(new Error(answer.message), { code: answer.code })
    },
  }
}

/**
 * Runs one of `@portico/modal/smart-sessions`' helpers as a dapp does, with the connected
 * wallet's provider (the helpers run in the test process, their requests in the page: the demo
 * does not ship the helpers, so they do not change its chunks); its answer or error comes back.
 */
async function inDapp(
  page: Page,
  call: 'grant' | 'revoke' | 'list' | 'getPermissions',
  arg: unknown,
): Promise<DappAnswer> {
  const provider = pageProvider(page) as Parameters<typeof grantPermissions>[0]
  try {
    const value =
      call === 'grant'
        ? await grantPermissions(provider, arg as never)
        : call === 'revoke'
          ? await revokePermissions(provider, arg as never)
          : call === 'list'
            ? await getSessions(arg as never)
            : await provider.request({ method: 'wallet_getPermissions', params: [] })
    return { ok: true, value }
  } catch (error) {
    const e = error as { code?: number; message?: string }
    return { ok: false, code: e.code, message: e.message }
  }
}

test('the e-mail wallet grants a limited session, the dapp spends with it, the wallet revokes it', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await loginNewDevice(page, `smart-sessions-${Date.now()}@example.com`)
  const smart = (await page.getByTestId('account-address').textContent()) as Address
  const listed = async () =>
    (
      await inDapp(page, 'list', {
        address: smart,
        projectId: e2eConfig.projectId,
        apiUrl: e2eConfig.cloudUrl,
      })
    ).value as { pci: string; revokedAt: number | null }[]

  // The dapp's server makes the session key; the page only ever sees its public key.
  const sessionKey = privateKeyToAccount(generatePrivateKey())
  const shop = privateKeyToAccount(generatePrivateKey()).address
  const latest = await devnetClient.getBlock()
  const request = {
    chainId: numberToHex(deployments.chainId),
    expiry: Number(latest.timestamp) + 3600,
    signer: { type: 'key', data: { type: 'secp256k1', publicKey: sessionKey.publicKey } },
    permissions: [
      {
        type: 'erc20-token-transfer',
        data: { address: tusd, allowance: numberToHex(usd('10')), recipient: shop },
        policies: [],
      },
    ],
  }
  const frame = secureFrame(page)

  await test.step('a rejected grant leaves nothing on chain or in the cloud', async () => {
    const granting = inDapp(page, 'grant', request)
    await expect(frame.getByRole('heading', { name: 'Allow a session' })).toBeVisible()
    await frame.getByRole('button', { name: 'Reject' }).click()
    expect(await granting).toMatchObject({ ok: false, code: 4001 })
    expect(await devnetClient.getCode({ address: smart })).toBeUndefined()
    expect(await listed()).toEqual([])
  })

  let pci: Hex = '0x'
  await test.step('the approval names the dapp, the limit in tUSD, the receiver; approved, it is granted', async () => {
    await mintTusd(smart, usd('20'))
    const granting = inDapp(page, 'grant', request)
    await expect(frame.getByRole('heading', { name: 'Allow a session' })).toBeVisible()
    await expect(frame.getByText('10 tUSD', { exact: true })).toBeVisible()
    await expect(frame.getByText(shop)).toBeVisible()
    await expect(frame.getByText(new URL(e2eConfig.demoOrigin).host)).toBeVisible()
    await frame.getByRole('button', { name: 'Approve' }).click()
    const answer = await granting
    expect(answer.ok, answer.message).toBe(true)
    const granted = answer.value as {
      permissionsContext: Hex
      signerData: { submitToAddress: Address }
    }
    expect(granted.signerData.submitToAddress).toBe(smart)
    pci = granted.permissionsContext
    expect(await devnetClient.getCode({ address: smart })).toMatch(/^0x[0-9a-f]+$/)
    expect(await listed()).toMatchObject([{ pci, revokedAt: null }])
    expect((await inDapp(page, 'getPermissions', null)).value).toMatchObject([
      { permissionsContext: pci },
    ])
  })

  const chain = defineChain({
    id: deployments.chainId,
    name: 'Portico Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [e2eConfig.rpcUrl] } },
  })
  const client = createPublicClient({ chain, transport: http(e2eConfig.rpcUrl) })
  const bundler = createBundlerClient({
    client,
    account: await toSessionKeyAccount({
      client,
      address: smart,
      permissionsContext: pci,
      sessionKey,
    }),
    transport: http(aa.bundlerUrl),
    paymaster: createPaymasterClient({ transport: http(aa.paymasterUrl) }),
    pollingInterval: 100,
  })
  const pay = async (amount: string) => {
    const hash = await bundler.sendUserOperation({
      calls: [
        {
          to: tusd,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [shop, usd(amount)],
          }),
        },
      ],
    })
    return bundler.waitForUserOperationReceipt({ hash })
  }

  await test.step('the dapp spends 4 then 5 tUSD with its key, no prompt; 2 more are refused', async () => {
    expect((await pay('4')).success).toBe(true)
    expect((await pay('5')).success).toBe(true)
    expect(await tusdOf(shop)).toBe(usd('9'))
    expect(await tusdOf(smart)).toBe(usd('11'))
    await expect(page.getByRole('dialog')).toBeHidden()
    const refusal = await pay('2').catch((error: Error) => error)
    expect(String(refusal)).toMatch(/AA23/)
    expect(String(refusal)).toContain(LIMIT_EXCEEDED)
    expect(await tusdOf(shop)).toBe(usd('9'))
  })

  await test.step('the wallet revokes it (approved): on chain and in the cloud; 1 tUSD is refused', async () => {
    const revoking = inDapp(page, 'revoke', { permissionsContext: pci })
    await expect(frame.getByRole('heading', { name: 'Revoke a session' })).toBeVisible()
    await frame.getByRole('button', { name: 'Approve' }).click()
    expect(await revoking).toEqual({ ok: true })
    await expect(pay('1')).rejects.toThrow(/AA23/)
    expect(await tusdOf(shop)).toBe(usd('9'))
    expect((await listed())[0]?.revokedAt).toEqual(expect.any(Number))
    const cloud = await fetch(
      `${e2eConfig.cloudUrl}/v1/sessions/${smart}?projectId=${e2eConfig.projectId}&st=e2e&sv=1`,
    )
    expect(
      ((await cloud.json()) as { pcis: { pci: string; revokedAt: number | null }[] }).pcis,
    ).toMatchObject([{ pci, revokedAt: expect.any(Number) }])
    expect((await inDapp(page, 'getPermissions', null)).value).toEqual([])
  })
})
