import { keccak256, toHex } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { IMPLEMENTATION_SLOT, readAccountImplementation } from './readAccountImplementation.ts'

const ACCOUNT = '0x9755D1331b4D8049e0a42D1D7dC53256b979b292'
const IMPLEMENTATION = '0x5F6F97c9F007A2849aE63Ac4054B21f81580E352'

describe('readAccountImplementation', () => {
  it("reads ERC-1967's implementation slot of the account", async () => {
    expect(BigInt(IMPLEMENTATION_SLOT)).toBe(
      BigInt(keccak256(toHex('eip1967.proxy.implementation'))) - 1n,
    )
    const request = vi.fn(async () => `0x${'0'.repeat(24)}${IMPLEMENTATION.slice(2).toLowerCase()}`)
    expect(await readAccountImplementation(request, ACCOUNT)).toBe(IMPLEMENTATION)
    expect(request).toHaveBeenCalledWith('eth_getStorageAt', [
      ACCOUNT,
      IMPLEMENTATION_SLOT,
      'latest',
    ])
  })

  it('is undefined where no proxy is (an undeployed account, an empty slot)', async () => {
    expect(await readAccountImplementation(async () => `0x${'0'.repeat(64)}`, ACCOUNT)).toBe(
      undefined,
    )
    expect(await readAccountImplementation(async () => '0x', ACCOUNT)).toBe(undefined)
  })
})
