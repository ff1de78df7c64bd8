import { isErc6492Signature, parseErc6492Signature } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { factoryDataOf, toSmartAccountSignature } from './signAsSmartAccount.ts'

const chain = {
  id: 31337,
  factoryAddress: '0x2070D67163578AAb4Ed2a6DC1668Bb1e3DC0Dac6',
  entryPointAddress: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
} as const

describe('toSmartAccountSignature', () => {
  it("is the owner's signature once deployed, EIP-6492-wrapped with the factory call before", async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const signature = await owner.signMessage({ message: 'hello' })
    const deployed = toSmartAccountSignature(signature, {
      chain,
      owner: owner.address,
      deployed: true,
    })
    expect(deployed).toBe(signature)
    const wrapped = toSmartAccountSignature(signature, {
      chain,
      owner: owner.address,
      deployed: false,
    })
    expect(isErc6492Signature(wrapped)).toBe(true)
    expect(parseErc6492Signature(wrapped)).toEqual({
      address: chain.factoryAddress,
      data: factoryDataOf(owner.address),
      signature,
    })
  })
})
