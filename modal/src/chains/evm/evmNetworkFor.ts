/** The configured EVM network with this chain id, or an 'Unknown Network' for it (SPEC §3). */
import type { CaipAddress, CaipNetworkId } from '@portico/shared'
import { type CaipNetwork, unknownNetwork } from '../CaipNetwork.ts'

export function evmNetworkFor(networks: readonly CaipNetwork[], chainId: number): CaipNetwork {
  return (
    networks.find((n) => n.chainNamespace === 'eip155' && Number(n.id) === chainId) ??
    unknownNetwork(`eip155:${chainId}` as CaipNetworkId)
  )
}

export const caipAddressOf = (network: CaipNetwork, address: string) =>
  `${network.caipNetworkId}:${address}` as CaipAddress
