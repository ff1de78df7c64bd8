/**
 * The implementation behind the smart account's ERC-1967 proxy (SimpleAccount is UUPS): which
 * account code it runs now, e.g. whether it already is a PorticoSessionAccount. Undefined while
 * nothing is deployed at the address.
 */
import type { EvmRequest } from './evmRead.ts'
import { addressFromWord } from './readSmartAccount.ts'

/** `bytes32(uint256(keccak256('eip1967.proxy.implementation')) - 1)` */
export const IMPLEMENTATION_SLOT =
  '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc'

export async function readAccountImplementation(
  request: EvmRequest,
  account: `0x${string}`,
): Promise<`0x${string}` | undefined> {
  const word = await request('eth_getStorageAt', [account, IMPLEMENTATION_SLOT, 'latest'])
  const implementation = addressFromWord(word)
  return implementation && !/^0x0{40}$/.test(implementation) ? implementation : undefined
}
