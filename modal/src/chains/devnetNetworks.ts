/**
 * The two local devnet chains `npm start` runs (anvil 31337 with the deployed contracts, and
 * 31338 for network switching). Their RPC URLs are the local defaults; a dapp on other ports or
 * hosts points them elsewhere with createPortico's `rpcMap` (keyed by CAIP-2 id).
 */
import type { CaipNetwork } from './CaipNetwork.ts'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

export function defineEvmNetwork(
  id: number,
  name: string,
  rpcUrl: string,
  extra: Partial<CaipNetwork> = {},
): CaipNetwork {
  return {
    id,
    name,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${id}`,
    nativeCurrency: ether,
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
    ...extra,
  }
}

// No icon library has a logo for a local chain: the cloud draws one from these image ids.
export const porticoDevnet = defineEvmNetwork(31337, 'Portico Devnet', 'http://127.0.0.1:8545', {
  assets: { imageId: 'portico-devnet' },
})
export const porticoDevnet2 = defineEvmNetwork(31338, 'Portico Devnet 2', 'http://127.0.0.1:8546', {
  assets: { imageId: 'portico-devnet-2' },
})
