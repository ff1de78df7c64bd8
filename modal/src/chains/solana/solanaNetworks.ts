/**
 * Solana networks (SPEC §3 "Network", CAIP-2 `solana:<first 32 characters of the genesis
 * hash>`): the two local litesvm clusters `npm start` runs, so that switching between clusters
 * can be tried locally. A dapp on other ports or hosts points them elsewhere with createPortico's
 * `rpcMap`.
 */
import type { CaipNetwork } from '../CaipNetwork.ts'

const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 }

/** A Solana network by its CAIP-2 reference (the genesis hash's first 32 base58 characters). */
export function defineSolanaNetwork(
  reference: string,
  name: string,
  rpcUrl: string,
  extra: Partial<CaipNetwork> = {},
): CaipNetwork {
  return {
    id: reference,
    name,
    chainNamespace: 'solana',
    caipNetworkId: `solana:${reference}`,
    nativeCurrency: sol,
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
    ...extra,
  }
}

/** The local cluster (devnet/src/solana): its genesis hash is fixed, so is this id. */
export const porticoSolanaDevnet = defineSolanaNetwork(
  'HLGhMhRr1gFBdrKKeVFRtgsxUzAQzwkn',
  'Portico Solana',
  'http://127.0.0.1:8899',
  { assets: { imageId: 'portico-solana' } },
)

/**
 * The stack's second cluster (its own genesis hash, devnet/src/solana/genesisHash.ts), to switch
 * between clusters as between Solana devnet and mainnet. A wallet that does not list it refuses
 * the switch ("Chain is not supported"); when it is not running, it shows no balance.
 */
export const porticoSolanaDevnet2 = defineSolanaNetwork(
  'Bw6GUfMgkkJSQaoDiJyTJkH6WkAbNWYC',
  'Portico Solana 2',
  'http://127.0.0.1:8897',
  { assets: { imageId: 'portico-solana-2' } },
)
