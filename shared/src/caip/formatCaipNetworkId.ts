/** Builds a CAIP-2 network id from its parts. */
import type { CaipNetworkId, CaipParseOptions } from './caipTypes.ts'
import type { ChainNamespace } from './chainNamespaces.ts'
import { parseCaipNetworkId } from './parseCaipNetworkId.ts'

/**
 * `{ chainNamespace: 'eip155', chainId: 1 }` gives `eip155:1`. The result is parsed back, so
 * the same errors as `parseCaipNetworkId` are thrown for bad parts.
 */
export function formatCaipNetworkId(
  parts: { chainNamespace: ChainNamespace | (string & {}); chainId: string | number },
  options?: CaipParseOptions,
): CaipNetworkId {
  return parseCaipNetworkId(`${parts.chainNamespace}:${parts.chainId}`, options).caipNetworkId
}
