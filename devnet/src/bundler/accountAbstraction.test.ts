/**
 * The devnet's ERC-4337 path end to end, with the clients a wallet would use (viem's bundler
 * and paymaster clients, permissionless' SimpleAccount): a real anvil with the devnet
 * deployments, Alto in its own process and the sponsor service.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { toSimpleSmartAccount } from 'permissionless/accounts'
import {
  type Address,
  createPublicClient,
  decodeAbiParameters,
  encodeFunctionData,
  erc20Abi,
  hashMessage,
  http,
  numberToHex,
  type PublicClient,
  parseAbi,
  parseUnits,
  serializeErc6492Signature,
  slice,
} from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  formatUserOperationRequest,
  type SmartAccount,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { defineChain } from 'viem/utils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployDevnet } from '../chain/deployDevnet.ts'
import { type RunningAnvil, startAnvil } from '../chain/startAnvil.ts'
import type { Deployments } from '../deployments.ts'
import { findFreePort } from '../ports.ts'
import { signPaymasterData } from './sponsorUserOperation.ts'
import { type RunningBundlerStack, startBundlerStack } from './startBundlerStack.ts'

const host = '127.0.0.1'
const entryPointAbi = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function getNonce(address sender, uint192 key) view returns (uint256)',
])
const erc1271Abi = parseAbi([
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
])

describe('ERC-4337 on the devnet: Alto, the PorticoAccount and the verifying paymaster', () => {
  let anvil: RunningAnvil
  let stack: RunningBundlerStack
  let deployments: Deployments
  let client: PublicClient
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
    const chain = defineChain({
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

  const ptk = () => deployments.tokens.find((t) => t.symbol === 'PTK')?.address as Address
  const spender = () => deployments.accounts[1] as Address
  const accountOf = (owner = privateKeyToAccount(generatePrivateKey()), address?: Address) =>
    toSimpleSmartAccount({
      client,
      owner,
      address,
      // Sequential nonces on key 0 (permissionless picks a new key per operation otherwise).
      nonceKey: 0n,
      factoryAddress: deployments.contracts.smartAccountFactory,
      entryPoint: { address: deployments.contracts.entryPoint, version: '0.8' },
    })
  const bundlerFor = (account: SmartAccount) =>
    createBundlerClient({
      account,
      client,
      transport: http(stack.bundlerUrl),
      // anvil mines at once: look for receipts often (viem's default is every 4 s).
      pollingInterval: 100,
      paymaster: createPaymasterClient({ transport: http(stack.paymasterUrl) }),
    })
  const approve = (amount: bigint) => ({
    to: ptk(),
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender(), amount] }),
  })
  const allowanceOf = (owner: Address) =>
    client.readContract({
      address: ptk(),
      abi: erc20Abi,
      functionName: 'allowance',
      args: [owner, spender()],
    })
  const depositOfPaymaster = () =>
    client.readContract({
      address: deployments.contracts.entryPoint,
      abi: entryPointAbi,
      functionName: 'balanceOf',
      args: [deployments.contracts.verifyingPaymaster],
    })

  it('lists EntryPoint v0.8 as its only EntryPoint', async () => {
    const bundler = createBundlerClient({ client, transport: http(stack.bundlerUrl) })
    expect(await bundler.getSupportedEntryPoints()).toEqual([deployments.contracts.entryPoint])
  })

  it('deploys an account with its first sponsored operation, then runs a second on it', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await accountOf(owner)
    const bundler = bundlerFor(account)
    expect(await client.getCode({ address: account.address })).toBeUndefined()
    expect(await client.getBalance({ address: account.address })).toBe(0n)
    const depositBefore = await depositOfPaymaster()

    const gas = await bundler.estimateUserOperationGas({ calls: [approve(1n)] })
    expect(gas.callGasLimit).toBeGreaterThan(0n)
    expect(gas.verificationGasLimit).toBeGreaterThan(0n)

    const first = await bundler.sendUserOperation({ calls: [approve(parseUnits('5', 18))] })
    const receipt = await bundler.waitForUserOperationReceipt({ hash: first })
    expect(receipt.success).toBe(true)
    expect(receipt.sender).toBe(account.address)
    expect(receipt.paymaster).toBe(deployments.contracts.verifyingPaymaster)
    expect(await client.getCode({ address: account.address })).toBeTruthy()
    expect(await allowanceOf(account.address)).toBe(parseUnits('5', 18))
    // The paymaster paid: the account still holds no ether.
    expect(await client.getBalance({ address: account.address })).toBe(0n)
    expect(await depositOfPaymaster()).toBeLessThan(depositBefore)
    const found = await bundler.getUserOperation({ hash: first })
    expect(found.userOperation.sender).toBe(account.address)
    expect(found.transactionHash).toBe(receipt.receipt.transactionHash)
    expect(await bundler.getUserOperationReceipt({ hash: first })).toMatchObject({
      userOpHash: first,
      success: true,
    })

    const second = await bundler.sendUserOperation({ calls: [approve(7n)] })
    const secondReceipt = await bundler.waitForUserOperationReceipt({ hash: second })
    expect(secondReceipt.success).toBe(true)
    expect(secondReceipt.userOpHash).not.toBe(first)
    expect(await allowanceOf(account.address)).toBe(7n)
    expect(
      await client.readContract({
        address: deployments.contracts.entryPoint,
        abi: entryPointAbi,
        functionName: 'getNonce',
        args: [account.address, 0n],
      }),
    ).toBe(2n)
  }, 120_000)

  it('refuses an operation signed by someone else than the owner, and nothing changes', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await accountOf(owner)
    const bundler = bundlerFor(account)
    await bundler.waitForUserOperationReceipt({
      hash: await bundler.sendUserOperation({ calls: [approve(3n)] }),
    })
    // The same account, but a stranger's key signs.
    const forged = await accountOf(privateKeyToAccount(generatePrivateKey()), account.address)
    const forger = bundlerFor(forged)
    await expect(forger.sendUserOperation({ calls: [approve(999n)] })).rejects.toThrow(
      /AA24 signature error/,
    )
    expect(await allowanceOf(account.address)).toBe(3n)
    expect(
      await client.readContract({
        address: deployments.contracts.entryPoint,
        abi: entryPointAbi,
        functionName: 'getNonce',
        args: [account.address, 0n],
      }),
    ).toBe(1n)
  }, 120_000)

  it('refuses an operation whose sponsorship another key signed, and nothing changes', async () => {
    const account = await accountOf()
    const bundler = bundlerFor(account)
    // The account is a v0.8 one: its operation has v0.8's fields.
    const prepared = (await bundler.prepareUserOperation({
      calls: [approve(11n)],
    })) as UserOperation<'0.8'>
    const [validUntil, validAfter] = decodeAbiParameters(
      [{ type: 'uint48' }, { type: 'uint48' }],
      slice(prepared.paymasterData ?? '0x', 0, 64),
    )
    const paymasterData = await signPaymasterData(
      privateKeyToAccount(generatePrivateKey()),
      prepared,
      {
        chainId: deployments.chainId,
        paymaster: deployments.contracts.verifyingPaymaster,
        validUntil,
        validAfter,
      },
    )
    const forged = { ...prepared, paymasterData }
    const signature = await account.signUserOperation(forged)
    await expect(
      bundler.request({
        method: 'eth_sendUserOperation',
        params: [
          formatUserOperationRequest({ ...forged, signature }),
          deployments.contracts.entryPoint,
        ],
      }),
    ).rejects.toThrow(/AA34 signature error/)
    expect(await client.getCode({ address: account.address })).toBeUndefined()
    expect(await allowanceOf(account.address)).toBe(0n)
  }, 120_000)

  it('verifies the owner’s personal_sign on the deployed account with EIP-1271', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await accountOf(owner)
    const bundler = bundlerFor(account)
    await bundler.waitForUserOperationReceipt({
      hash: await bundler.sendUserOperation({ calls: [approve(1n)] }),
    })
    const message = 'Sign in to the Portico demo'
    const signature = await owner.signMessage({ message })
    expect(
      await client.readContract({
        address: account.address,
        abi: erc1271Abi,
        functionName: 'isValidSignature',
        args: [hashMessage(message), signature],
      }),
    ).toBe('0x1626ba7e')
    expect(await client.verifyMessage({ address: account.address, message, signature })).toBe(true)
    const stranger = privateKeyToAccount(generatePrivateKey())
    expect(
      await client.verifyMessage({
        address: account.address,
        message,
        signature: await stranger.signMessage({ message }),
      }),
    ).toBe(false)
  }, 120_000)

  it('verifies an undeployed account’s signature with EIP-6492, without deploying it', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await accountOf(owner)
    const { factory, factoryData } = await account.getFactoryArgs()
    if (!factory || !factoryData) throw new Error('an undeployed account has factory args')
    const message = 'Sign in before the first transaction'
    const wrap = async (signer = owner) =>
      serializeErc6492Signature({
        address: factory,
        data: factoryData,
        signature: await signer.signMessage({ message }),
      })
    expect(
      await client.verifyMessage({ address: account.address, message, signature: await wrap() }),
    ).toBe(true)
    expect(
      await client.verifyMessage({
        address: account.address,
        message,
        signature: await wrap(privateKeyToAccount(generatePrivateKey())),
      }),
    ).toBe(false)
    expect(await client.getCode({ address: account.address })).toBeUndefined()
  })

  it('sponsors Portico accounts only, and answers bad params with an error', async () => {
    const post = async (params: unknown[]) => {
      const res = await fetch(stack.paymasterUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'pm_getPaymasterData', params }),
      })
      return (await res.json()) as { result?: unknown; error?: { code: number; message: string } }
    }
    const op = {
      sender: deployments.accounts[2],
      nonce: '0x0',
      callData: '0x',
      factory: deployments.contracts.uniswapV2Factory,
      factoryData: '0x',
    }
    const chainId = numberToHex(deployments.chainId)
    const foreign = await post([op, deployments.contracts.entryPoint, chainId, {}])
    expect(foreign.error?.message).toBe('This paymaster sponsors Portico accounts only')
    // An EOA (no factory, no code) is not a Portico account either.
    const eoa = await post([
      { ...op, factory: undefined, factoryData: undefined },
      deployments.contracts.entryPoint,
      chainId,
    ])
    expect(eoa.error?.message).toBe('This paymaster sponsors Portico accounts only')
    const otherChain = await post([
      { ...op, factory: deployments.contracts.smartAccountFactory },
      deployments.contracts.entryPoint,
      '0x1',
    ])
    expect(otherChain.error?.message).toBe(
      `This paymaster sponsors chain ${deployments.chainId} only`,
    )
    const bad = await post([{ ...op, nonce: 'seven' }, deployments.contracts.entryPoint, chainId])
    expect(bad.error).toMatchObject({ code: -32602 })
    expect(bad.error?.message).toContain('nonce')
    expect(bad.result).toBeUndefined()
  })
})
