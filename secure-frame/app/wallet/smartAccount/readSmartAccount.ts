/**
 * The owner's smart account on a chain without loading any account-abstraction code (GET_USER
 * runs it on every login): its counterfactual address from the factory's `getAddress(owner, 0)`
 * (salt 0, as permissionless' toSimpleSmartAccount uses), and whether code is there yet.
 */
import { createPorticoError } from '@portico/shared'
import type { EvmRequest } from './evmRead.ts'
import type { SmartAccountChain } from './smartAccountChain.ts'

/** `getAddress(address,uint256)` of SimpleAccountFactory / PorticoAccountFactory. */
export const GET_ADDRESS_SELECTOR = '0x8cb84e18'

export interface SmartAccountInfo {
  address: `0x${string}`
  deployed: boolean
}

const word = (hex: string) => hex.replace(/^0x/, '').toLowerCase().padStart(64, '0')

/** The calldata of `getAddress(owner, 0)`. */
export const getAddressCalldata = (owner: `0x${string}`): `0x${string}` =>
  `${GET_ADDRESS_SELECTOR}${word(owner)}${word('0')}`

/** The 32-byte word of an address, as an address; null for anything else. */
export function addressFromWord(result: unknown): `0x${string}` | null {
  if (typeof result !== 'string' || !/^0x0{24}[0-9a-fA-F]{40}$/.test(result)) return null
  return `0x${result.slice(26)}`
}

export async function readSmartAccount(
  request: EvmRequest,
  chain: SmartAccountChain,
  owner: `0x${string}`,
): Promise<SmartAccountInfo> {
  const result = await request('eth_call', [
    { to: chain.factoryAddress, data: getAddressCalldata(owner) },
    'latest',
  ])
  const address = addressFromWord(result)
  if (!address || /^0x0{40}$/.test(address)) throw createPorticoError('RPC_JSON_RPC_ERROR')
  const code = await request('eth_getCode', [address, 'latest'])
  return { address, deployed: typeof code === 'string' && code !== '0x' && code !== '0x0' }
}
