/**
 * Polkadot networks (SPEC §3 "Network", CAIP-2 `polkadot:<first 16 bytes of the genesis hash,
 * hex>`). No Polkadot node runs offline here (offline-stack.md), so these carry no RPC: with
 * none configured the modal shows the account without a balance, and nothing reaches another
 * host. A dapp gives one with createPortico's `rpcMap` (an http(s) URL, keyed by CAIP-2 id) or
 * `definePolkadotNetwork`'s `rpcUrl`; balances and transfers then go through it.
 */
import type { CaipNetwork } from '../CaipNetwork.ts'

const dot = { name: 'Polkadot', symbol: 'DOT', decimals: 10 }

/** A Polkadot network by its CAIP-2 reference (the genesis hash's first 32 hex characters). */
export function definePolkadotNetwork(
  reference: string,
  name: string,
  rpcUrl?: string,
  extra: Partial<CaipNetwork> = {},
): CaipNetwork {
  return {
    id: reference,
    name,
    chainNamespace: 'polkadot',
    caipNetworkId: `polkadot:${reference}`,
    nativeCurrency: dot,
    rpcUrls: { default: { http: rpcUrl ? [rpcUrl] : [] } },
    ...extra,
  }
}

/**
 * The Polkadot relay chain (genesis 0x91b171bb…), without an RPC unless the dapp gives one. A
 * literal rather than a call, so that a dapp not using it does not ship it (no side effects).
 */
export const polkadotMainnet: CaipNetwork = {
  id: '91b171bb158e2d3848fa23a9f1c25182',
  name: 'Polkadot',
  chainNamespace: 'polkadot',
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: [] } },
  assets: { imageId: 'polkadot' },
}
