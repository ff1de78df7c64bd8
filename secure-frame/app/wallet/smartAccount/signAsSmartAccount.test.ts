import { isErc6492Signature, parseErc6492Signature } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { TEST_SMART_ACCOUNT_CHAIN } from '../../testing/smartAccountChain.ts'
import { factoryDataOf, toSmartAccountSignature } from './signAsSmartAccount.ts'

const chain = TEST_SMART_ACCOUNT_CHAIN

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
