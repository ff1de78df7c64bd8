/**
 * Signatures of the smart account that dapps verify with viem's verifyMessage/verifyTypedData
 * (ERC-6492's universal validator): PorticoAccount's EIP-1271 check is the owner's ECDSA
 * signature over the hash as given, so the owner's personal_sign / signTypedData signature is
 * the account's once it is deployed; before that it is wrapped per EIP-6492 with the factory
 * call that would deploy it.
 */
import { encodeFunctionData, type Hex, serializeErc6492Signature } from 'viem'
import type { SmartAccountChain } from './smartAccountChain.ts'

const createAccountAbi = [
  {
    type: 'function',
    name: 'createAccount',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'salt', type: 'uint256' },
    ],
    outputs: [{ name: 'ret', type: 'address' }],
  },
] as const

/** The factory call that deploys the owner's account (salt 0). */
export const factoryDataOf = (owner: `0x${string}`): Hex =>
  encodeFunctionData({ abi: createAccountAbi, functionName: 'createAccount', args: [owner, 0n] })

/** The owner's signature as the smart account's: as is once deployed, else EIP-6492-wrapped. */
export function toSmartAccountSignature(
  ownerSignature: Hex,
  { chain, owner, deployed }: { chain: SmartAccountChain; owner: `0x${string}`; deployed: boolean },
): Hex {
  if (deployed) return ownerSignature
  return serializeErc6492Signature({
    address: chain.factoryAddress,
    data: factoryDataOf(owner),
    signature: ownerSignature,
  })
}
