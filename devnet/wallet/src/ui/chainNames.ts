/** Human names for the CAIP-2 chains the wallet shows. */
import type { EvmChainConfig } from '../config/walletConfig.ts'
import {
  BITCOIN_MAINNET,
  POLKADOT_MAINNET,
  SOLANA_DEVNET,
  SOLANA_MAINNET,
} from '../walletconnect/walletNamespaces.ts'

const KNOWN: Record<string, string> = {
  [SOLANA_MAINNET]: 'Solana',
  [SOLANA_DEVNET]: 'Solana Devnet',
  [POLKADOT_MAINNET]: 'Polkadot',
  [BITCOIN_MAINNET]: 'Bitcoin',
}

export function chainName(caip: string, evmChains: readonly EvmChainConfig[]): string {
  const evm = evmChains.find((c) => `eip155:${c.id}` === caip)
  return evm?.name ?? KNOWN[caip] ?? caip
}
