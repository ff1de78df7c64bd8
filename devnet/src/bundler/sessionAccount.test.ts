/**
 * Smart-account sessions on chain (issue 24 part 3): a PorticoAccount upgraded to
 * PorticoSessionAccount by its owner's sponsored operation, a session key that spends a limited
 * amount of tUSD to one address without the owner, refused past the limit, after a revocation
 * and for anything else; all through Alto and the EntryPoint's simulation, on a real anvil.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
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
  }, 180_000)
  afterAll(async () => {
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

    // The owner revokes with an operation of its own (owner signatures are SimpleAccount's).
    await send(await ownerAccount(owner, account.address), [revoke(account.address, pci)])
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
