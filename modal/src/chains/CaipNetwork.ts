/**
 * The Network entity (SPEC §3): a chain the dapp configured, named by its CAIP-2 id.
 */
import type { CaipNetworkId, ChainNamespace } from '@portico/shared'

export interface NativeCurrency {
  name: string
  symbol: string
  decimals: number
}

export interface CaipNetwork {
  /** The chain's own id: a number for eip155, the CAIP-2 reference otherwise. */
  id: number | string
  name: string
  chainNamespace: ChainNamespace
  caipNetworkId: CaipNetworkId
  nativeCurrency: NativeCurrency
  rpcUrls: { default: { http: string[] }; chainDefault?: { http: string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  assets?: { imageId?: string; imageUrl?: string }
  testnet?: boolean
  /**
   * Token contracts on this network whose `transfer` returns nothing (the USDT interface,
   * SPEC §7), besides the known USDT contracts (features/send/usdtStyleTokens.ts).
   */
  usdtStyleTokens?: string[]
}

export const UNKNOWN_NETWORK_NAME = 'Unknown Network'

/** A network the wallet is on but the dapp did not configure: no currency, no RPC (SPEC §3). */
export function unknownNetwork(caipNetworkId: CaipNetworkId): CaipNetwork {
  const [chainNamespace, reference = ''] = caipNetworkId.split(':') as [ChainNamespace, string]
  return {
    id: chainNamespace === 'eip155' && /^\d+$/.test(reference) ? Number(reference) : reference,
    name: UNKNOWN_NETWORK_NAME,
    chainNamespace,
    caipNetworkId,
    nativeCurrency: { name: '', symbol: '', decimals: 0 },
    rpcUrls: { default: { http: [] } },
  }
}

export function isUnknownNetwork(network: CaipNetwork): boolean {
  return network.rpcUrls.default.http.length === 0 && network.nativeCurrency.symbol === ''
}
