/** Builds a CAIP-10 account address from its parts. */
import type { CaipAddress, CaipParseOptions } from './caipTypes.ts'
import type { ChainNamespace } from './chainNamespaces.ts'
import { parseCaipAddress } from './parseCaipAddress.ts'

/**
 * `{ chainNamespace: 'eip155', chainId: 1, address: '0xab…' }` gives `eip155:1:0xab…`. The
 * result is parsed back, so the same errors as `parseCaipAddress` are thrown for bad parts.
 */
export function formatCaipAddress(
  parts: {
    chainNamespace: ChainNamespace | (string & {})
    chainId: string | number
    address: string
  },
  options?: CaipParseOptions,
): CaipAddress {
  const value = `${parts.chainNamespace}:${parts.chainId}:${parts.address}`
  return parseCaipAddress(value, options).caipAddress
}
