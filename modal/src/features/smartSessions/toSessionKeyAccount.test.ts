// @vitest-environment node
import {
  concat,
  createClient,
  custom,
  decodeFunctionData,
  type Hex,
  parseAbi,
  size,
  slice,
} from 'viem'
import { getUserOperationTypedData } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { recoverTypedDataAddress } from 'viem/utils'
import { describe, expect, it } from 'vitest'
import { toSessionKeyAccount } from './toSessionKeyAccount.ts'

const account = '0x1111111111111111111111111111111111111111' as const
const token = '0x2222222222222222222222222222222222222222' as const
const recipient = '0x3333333333333333333333333333333333333333'
const pci: Hex = `0x${'ab'.repeat(32)}`
const abi = parseAbi([
  'function execute(address target, uint256 value, bytes data)',
  'function transfer(address to, uint256 amount)',
])

/** A chain that answers the chain id, the account's code and the EntryPoint's nonce (7) only. */
const client = createClient({
  transport: custom({
    async request({ method }: { method: string }) {
      if (method === 'eth_chainId') return '0x7a69'
      if (method === 'eth_getCode') return '0x6001'
      if (method === 'eth_call') return `0x${'0'.repeat(63)}7`
      throw new Error(`unexpected ${method}`)
    },
  }),
})

describe('toSessionKeyAccount', () => {
  it('acts for the granted account: one call is execute(token, 0, transfer)', async () => {
    const sessionKey = privateKeyToAccount(generatePrivateKey())
    const smart = await toSessionKeyAccount({
      client,
      address: account,
      permissionsContext: pci,
      sessionKey,
    })
    expect(smart.address).toBe(account)
    expect(await smart.getFactoryArgs()).toEqual({ factory: undefined, factoryData: undefined })
    expect(await smart.getNonce({ key: 0n })).toBe(7n)
    const transfer =
      `0xa9059cbb${recipient.slice(2).padStart(64, '0')}${'5'.padStart(64, '0')}` as Hex
    const callData = await smart.encodeCalls([{ to: token, data: transfer }])
    expect(decodeFunctionData({ abi, data: callData })).toEqual({
      functionName: 'execute',
      args: [token, 0n, transfer],
    })
  })

  it('signs as pci ‖ the session key’s EIP-712 signature of the operation', async () => {
    const sessionKey = privateKeyToAccount(generatePrivateKey())
    const smart = await toSessionKeyAccount({
      client,
      address: account,
      permissionsContext: pci,
      sessionKey,
    })
    const stub = await smart.getStubSignature()
    expect(size(stub)).toBe(97)
    expect(slice(stub, 0, 32)).toBe(pci)
    const userOperation = {
      sender: account,
      nonce: 7n,
      callData: '0x' as Hex,
      callGasLimit: 100_000n,
      verificationGasLimit: 200_000n,
      preVerificationGas: 50_000n,
      maxFeePerGas: 2n,
      maxPriorityFeePerGas: 1n,
      signature: '0x' as Hex,
    }
    const signature = await smart.signUserOperation(userOperation)
    expect(size(signature)).toBe(97)
    expect(slice(signature, 0, 32)).toBe(pci)
    const typedData = getUserOperationTypedData({
      chainId: 31337,
      entryPointAddress: smart.entryPoint.address,
      userOperation,
    })
    expect(await recoverTypedDataAddress({ ...typedData, signature: slice(signature, 32) })).toBe(
      sessionKey.address,
    )
    expect(concat([pci, slice(signature, 32)])).toBe(signature)
    await expect(smart.signMessage({ message: 'hi' })).rejects.toThrow(/UserOperations only/)
  })
})
