/** Types of CAIP-2 network ids and CAIP-10 account addresses. */
import type { ChainNamespace } from './chainNamespaces.ts'

/** `namespace:reference`, e.g. `eip155:1`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`
/** `namespace:reference:address`, e.g. `eip155:1:0xab…`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

export interface ParsedCaipNetworkId {
  chainNamespace: ChainNamespace
  /** The CAIP-2 reference (for eip155, the decimal chain id). */
  chainId: string
  caipNetworkId: CaipNetworkId
}

export interface ParsedCaipAddress extends ParsedCaipNetworkId {
  address: string
  caipAddress: CaipAddress
}

export interface CaipParseOptions {
  /**
   * The configured networks. When given, a network id outside the list is an unknown chain and
   * throws the "Namespace … is not configured" error.
   */
  networks?: readonly string[]
}
