/**
 * The owner's smart account on a chain without loading any account-abstraction code (GET_USER
 * runs it on every login): its counterfactual address from the factory's `getAddress(owner, 0)`
 * (salt 0, as permissionless' toSimpleSmartAccount uses), and whether code is there yet.
 */
import { keccak_256 } from '@noble/hashes/sha3'
import { utf8ToBytes } from '@noble/hashes/utils'
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

/** An address in its EIP-55 mixed-case form, as the wallet's EOA is given. */
export function toChecksumAddress(address: string): `0x${string}` {
  const hex = address.slice(2).toLowerCase()
  const hash = keccak_256(utf8ToBytes(hex))
  let out = '0x'
  for (let i = 0; i < 40; i++) {
    const nibble = ((hash[i >> 1] as number) >> (i % 2 === 0 ? 4 : 0)) & 0xf
    out += nibble >= 8 ? (hex[i] as string).toUpperCase() : hex[i]
  }
  return out as `0x${string}`
}

/** The 32-byte word of an address, as a checksummed address; null for anything else. */
export function addressFromWord(result: unknown): `0x${string}` | null {
  if (typeof result !== 'string' || !/^0x0{24}[0-9a-fA-F]{40}$/.test(result)) return null
  return toChecksumAddress(`0x${result.slice(26)}`)
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
