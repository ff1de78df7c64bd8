import { encodeFunctionData, getAddress, parseAbi, toFunctionSelector } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { TEST_SMART_ACCOUNT_CHAIN } from '../../testing/smartAccountChain.ts'
import {
  addressFromWord,
  GET_ADDRESS_SELECTOR,
  getAddressCalldata,
  readSmartAccount,
  toChecksumAddress,
} from './readSmartAccount.ts'

const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SMART = getAddress('0x9755d1331b4d8049e0a42d1d7dc53256b979b292')
const chain = TEST_SMART_ACCOUNT_CHAIN

describe('readSmartAccount', () => {
  it("encodes the factory's getAddress(owner, 0) as viem does", () => {
    expect(GET_ADDRESS_SELECTOR).toBe(toFunctionSelector('getAddress(address,uint256)'))
    expect(getAddressCalldata(OWNER)).toBe(
      encodeFunctionData({
        abi: parseAbi(['function getAddress(address owner, uint256 salt) view returns (address)']),
        functionName: 'getAddress',
        args: [OWNER, 0n],
      }),
    )
  })

  it('reads the address from the factory and whether code is there', async () => {
    const word = `0x${'0'.repeat(24)}${SMART.slice(2).toLowerCase()}`
    for (const [code, deployed] of [
      ['0x', false],
      ['0x6080', true],
    ] as const) {
      const request = vi.fn(async (method: string) => (method === 'eth_call' ? word : code))
      expect(await readSmartAccount(request, chain, OWNER)).toEqual({ address: SMART, deployed })
      expect(request).toHaveBeenCalledWith('eth_call', [
        { to: chain.factoryAddress, data: getAddressCalldata(OWNER) },
        'latest',
      ])
    }
  })

  it('gives addresses in their EIP-55 form, as viem does', () => {
    for (const a of [SMART, OWNER, '0x0000000000000000000000000000000000000001'])
      expect(toChecksumAddress(a.toLowerCase())).toBe(getAddress(a))
  })

  it('refuses an answer that is not an address word (a misconfigured factory)', async () => {
    expect(addressFromWord('0x1234')).toBeNull()
    expect(addressFromWord(`0x${'f'.repeat(64)}`)).toBeNull()
    await expect(readSmartAccount(async () => '0x', chain, OWNER)).rejects.toMatchObject({
      code: 'RPC_JSON_RPC_ERROR',
    })
    await expect(
      readSmartAccount(async () => `0x${'0'.repeat(64)}`, chain, OWNER),
    ).rejects.toMatchObject({ code: 'RPC_JSON_RPC_ERROR' })
  })
})
