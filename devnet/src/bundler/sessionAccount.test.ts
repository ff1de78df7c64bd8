/**
 * Smart-account sessions on chain (issue 24 part 3): a PorticoAccount upgraded to
 * PorticoSessionAccount by its owner's sponsored operation, a session key that spends a limited
 * amount of tUSD to one address without the owner, refused past the limit, after a revocation
 * and for anything else; all through Alto and the EntryPoint's simulation, on a real anvil.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createCloudServer, type RunningCloudServer } from '@portico/cloud'
import { toSimpleSmartAccount } from 'permissionless/accounts'
import {
  type Address,
  bytesToHex,
  type Chain,
  concat,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  type PublicClient,
  parseUnits,
  toFunctionSelector,
} from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  type SmartAccount,
} from 'viem/account-abstraction'
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { defineChain } from 'viem/utils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployDevnet } from '../chain/deployDevnet.ts'
import { DEVNET_MNEMONIC, type RunningAnvil, startAnvil } from '../chain/startAnvil.ts'
import type { Deployments } from '../deployments.ts'
import { findFreePort } from '../ports.ts'
import { sessionAccountAbi } from './sessionAccountAbi.ts'
import { type RunningBundlerStack, startBundlerStack } from './startBundlerStack.ts'

const host = '127.0.0.1'
const HOUR = 3600
const limitExceeded = 'SessionLimitExceeded(bytes32,uint256,uint256,uint256)'

describe('PorticoSessionAccount through Alto: a limited session key', () => {
  let anvil: RunningAnvil
  let stack: RunningBundlerStack
  let deployments: Deployments
  let client: PublicClient
  let chain: Chain
  let cloud: RunningCloudServer
  beforeAll(async () => {
    anvil = await startAnvil({ host, port: await findFreePort() })
    const sponsorKey = generatePrivateKey()
    deployments = await deployDevnet(anvil.rpcUrl, mkdtempSync(join(tmpdir(), 'portico-build-')), {
      paymasterSigner: privateKeyToAccount(sponsorKey).address,
    })
    stack = await startBundlerStack({
      host,
      bundlerPort: await findFreePort(),
      paymasterPort: await findFreePort(),
      deployments,
      paymasterSignerKey: sponsorKey,
    })
    chain = defineChain({
      id: deployments.chainId,
      name: 'Portico Devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [anvil.rpcUrl] } },
    })
    client = createPublicClient({ chain, transport: http(anvil.rpcUrl) })
    // The cloud that lists sessions, checking signatures on this chain (EIP-1271).
    cloud = await createCloudServer({
      host,
      port: 0,
      seedProjects: [{ projectId: 'sessions-test', name: 'Sessions', allowedOrigins: [] }],
      chains: [{ id: deployments.chainId, name: 'Portico Devnet', rpcUrl: anvil.rpcUrl }],
      deployments,
      indexer: false,
    })
  }, 180_000)
  afterAll(async () => {
    await cloud?.stop()
    await stack?.stop()
    await anvil?.stop()
  })

  const tusd = () => deployments.tokens.find((t) => t.symbol === 'tUSD')?.address as Address
  const usd = (n: string) => parseUnits(n, 6)
  const balanceOf = (address: Address) =>
    client.readContract({
      address: tusd(),
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    })
  const ownerAccount = (owner: ReturnType<typeof privateKeyToAccount>, address?: Address) =>
    toSimpleSmartAccount({
      client,
      owner,
      address,
      nonceKey: 0n,
      factoryAddress: deployments.contracts.smartAccountFactory,
      entryPoint: { address: deployments.contracts.entryPoint, version: '0.8' },
    })
  /** What a dapp holds: the session key, signing as `pci ‖ ECDSA` for the account. */
  const sessionAccount = async (
    sessionKey: ReturnType<typeof privateKeyToAccount>,
    address: Address,
    pci: Hex,
  ): Promise<SmartAccount> => {
    const inner = await ownerAccount(sessionKey, address)
    return {
      ...inner,
      async getStubSignature() {
        return concat([pci, await inner.getStubSignature()])
      },
      async signUserOperation(op) {
        return concat([pci, await inner.signUserOperation(op)])
      },
    } as SmartAccount
  }
  const bundlerFor = (account: SmartAccount) =>
    createBundlerClient({
      account,
      client,
      transport: http(stack.bundlerUrl),
      pollingInterval: 100,
      paymaster: createPaymasterClient({ transport: http(stack.paymasterUrl) }),
    })
  const send = async (account: SmartAccount, calls: { to: Address; data: Hex }[]) => {
    const bundler = bundlerFor(account)
    const receipt = await bundler.waitForUserOperationReceipt({
      hash: await bundler.sendUserOperation({ calls }),
    })
    expect(receipt.success).toBe(true)
    return receipt
  }
  const transfer = (to: Address, amount: bigint) => ({
    to: tusd(),
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
  })
  const revoke = (address: Address, pci: Hex) => ({
    to: address,
    data: encodeFunctionData({
      abi: sessionAccountAbi,
      functionName: 'revokeSession',
      args: [pci],
    }),
  })
  const cloudUrl = (path: string) => `${cloud.url}${path}?projectId=sessions-test&st=test&sv=1`
  const cloudSessions = async (address: Address) =>
    (
      (await (await fetch(cloudUrl(`/v1/sessions/${address}`))).json()) as {
        pcis: { pci: string; revokedAt: number | null }[]
      }
    ).pcis
  const postCloud = (path: string, body: unknown) =>
    fetch(cloudUrl(path), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const newPci = () => bytesToHex(crypto.getRandomValues(new Uint8Array(32)))
  const now = async () => Number((await client.getBlock()).timestamp)

  /** A funded, deployed PorticoAccount whose owner granted a session: what a dapp gets. */
  const grantedSession = async (limit: bigint, validFor = HOUR) => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await ownerAccount(owner)
    const funder = createWalletClient({
      account: mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 3 }),
      chain,
      transport: http(anvil.rpcUrl),
    })
    await client.waitForTransactionReceipt({
      hash: await funder.writeContract({
        address: tusd(),
        abi: erc20Abi,
        functionName: 'transfer',
        args: [account.address, usd('100')],
      }),
    })
    const sessionKey = privateKeyToAccount(generatePrivateKey())
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const pci = newPci()
    const validUntil = (await now()) + validFor
    // One sponsored operation deploys the account, upgrades it and grants the session.
    await send(account, [
      {
        to: account.address,
        data: encodeFunctionData({
          abi: sessionAccountAbi,
          functionName: 'upgradeToAndCall',
          args: [
            deployments.contracts.sessionAccountImplementation,
            encodeFunctionData({
              abi: sessionAccountAbi,
              functionName: 'grantSession',
              args: [pci, sessionKey.address, tusd(), receiver, limit, validUntil],
            }),
          ],
        }),
      },
    ])
    const dapp = await sessionAccount(sessionKey, account.address, pci)
    return { owner, account, sessionKey, receiver, pci, dapp, validUntil }
  }

  it('spends up to the limit without the owner, then refuses; revoked, it refuses', async () => {
    const { owner, account, receiver, pci, dapp, sessionKey, validUntil } = await grantedSession(
      usd('10'),
    )
    expect(
      await client.readContract({
        address: account.address,
        abi: sessionAccountAbi,
        functionName: 'getSession',
        args: [pci],
      }),
    ).toMatchObject({
      signer: sessionKey.address,
      token: getAddress(tusd()),
      recipient: receiver,
      limit: usd('10'),
      spent: 0n,
      validUntil,
      revoked: false,
    })

    await send(dapp, [transfer(receiver, usd('4'))])
    await send(dapp, [transfer(receiver, usd('5'))])
    expect(await balanceOf(receiver)).toBe(usd('9'))
    expect(await balanceOf(account.address)).toBe(usd('91'))

    // Past the limit: the account's validation reverts with SessionLimitExceeded (AA23).
    const refusal = await bundlerFor(dapp)
      .sendUserOperation({ calls: [transfer(receiver, usd('2'))] })
      .catch((error: Error) => error)
    expect(String(refusal)).toMatch(/AA23/)
    expect(String(refusal)).toContain(toFunctionSelector(limitExceeded).slice(2))
    expect(await balanceOf(receiver)).toBe(usd('9'))

    // The wallet lists the session in the cloud under the same pci, signed by the owner for the
    // account (the cloud checks it with EIP-1271 on this chain: the account is deployed now).
    const message = JSON.stringify({
      chainId: `eip155:${deployments.chainId}`,
      expiry: validUntil,
      permissions: [
        {
          type: 'erc20-token-transfer',
          data: { address: tusd(), allowance: `0x${usd('10').toString(16)}`, recipient: receiver },
        },
      ],
      policies: [],
      pci,
      timestamp: Math.floor(Date.now() / 1000),
    })
    const stored = await postCloud(`/v1/sessions/${account.address}`, {
      message,
      signature: await owner.signMessage({ message }),
    })
    expect(stored.status).toBe(201)
    expect(await cloudSessions(account.address)).toMatchObject([{ pci, revokedAt: null }])

    // Revoked on chain by an operation of the owner (owner signatures are SimpleAccount's), and
    // in the cloud with §7's {pci, signature}.
    await send(await ownerAccount(owner, account.address), [revoke(account.address, pci)])
    const revoked = await postCloud(`/v1/sessions/${account.address}/revoke`, {
      pci,
      signature: await owner.signMessage({ message: pci }),
    })
    expect(revoked.status).toBe(200)
    expect((await cloudSessions(account.address))[0]?.revokedAt).toEqual(expect.any(Number))
    await expect(
      bundlerFor(dapp).sendUserOperation({ calls: [transfer(receiver, usd('1'))] }),
    ).rejects.toThrow(/AA23/)
    expect(await balanceOf(receiver)).toBe(usd('9'))
    expect(
      (
        await client.readContract({
          address: account.address,
          abi: sessionAccountAbi,
          functionName: 'getSession',
          args: [pci],
        })
      ).revoked,
    ).toBe(true)
  }, 180_000)

  it('refuses a session key’s transfer to another address, of another token or call', async () => {
    const { account, dapp, receiver } = await grantedSession(usd('10'))
    const ptk = deployments.tokens.find((t) => t.symbol === 'PTK')?.address as Address
    const bundler = bundlerFor(dapp)
    const stranger = privateKeyToAccount(generatePrivateKey()).address
    await expect(
      bundler.sendUserOperation({ calls: [transfer(stranger, usd('1'))] }),
    ).rejects.toThrow(/AA23/)
    await expect(
      bundler.sendUserOperation({
        calls: [
          {
            to: ptk,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'transfer',
              args: [receiver, 1n],
            }),
          },
        ],
      }),
    ).rejects.toThrow(/AA23/)
    await expect(
      bundler.sendUserOperation({
        calls: [
          {
            to: tusd(),
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'approve',
              args: [receiver, usd('50')],
            }),
          },
        ],
      }),
    ).rejects.toThrow(/AA23/)
    // Two calls (executeBatch) are not a session's call either.
    await expect(
      bundler.sendUserOperation({
        calls: [transfer(receiver, 1n), transfer(receiver, 1n)],
      }),
    ).rejects.toThrow(/AA23/)
    expect(await balanceOf(account.address)).toBe(usd('100'))
  }, 180_000)

  it('refuses an operation signed by another key with the session’s pci', async () => {
    const { account, pci, receiver } = await grantedSession(usd('10'))
    const forger = await sessionAccount(
      privateKeyToAccount(generatePrivateKey()),
      account.address,
      pci,
    )
    await expect(
      bundlerFor(forger).sendUserOperation({ calls: [transfer(receiver, usd('1'))] }),
    ).rejects.toThrow(/AA24 signature error/)
    expect(await balanceOf(receiver)).toBe(0n)
  }, 180_000)

  it('lets only the owner grant or revoke: a session key cannot', async () => {
    const { account, dapp, pci } = await grantedSession(usd('10'))
    await expect(
      bundlerFor(dapp).sendUserOperation({ calls: [revoke(account.address, pci)] }),
    ).rejects.toThrow(/AA23/)
  }, 180_000)
})
