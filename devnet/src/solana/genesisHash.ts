/**
 * Genesis hashes of the local Solana clusters. A cluster's genesis hash names it: wallets and
 * dapps tell clusters apart by `solana:<first 32 characters>` (CAIP-2), so each local cluster
 * gets its own fixed value, the base58 of sha256 over a label. They never change between
 * starts, so a dapp configured once keeps recognising the cluster.
 */
import { sha256 } from '@noble/hashes/sha2'
import { utf8ToBytes } from '@noble/hashes/utils'
import { base58 } from '@scure/base'

/** base58(sha256(label)): how the genesis hashes below were made (for a third cluster). */
export function genesisHashOf(label: string): string {
  return base58.encode(sha256(utf8ToBytes(label)))
}

/** The cluster `npm start` runs: base58(sha256('portico-solana-local-1')). */
export const SOLANA_LOCAL_GENESIS_HASH = 'HLGhMhRr1gFBdrKKeVFRtgsxUzAQzwknh4q6Ebd6qPeV'
/** A second cluster, for network switching: base58(sha256('portico-solana-local-2')). */
export const SOLANA_LOCAL_2_GENESIS_HASH = 'Bw6GUfMgkkJSQaoDiJyTJkH6WkAbNWYCP2aYpyrXU8V8'

/** The CAIP-2 chain id of a Solana cluster: `solana:` and the genesis hash's first 32 chars. */
export function solanaCaip2(genesisHash: string): string {
  return `solana:${genesisHash.slice(0, 32)}`
}
