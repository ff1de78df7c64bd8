/**
 * The name and native currency of the chain a request is for, for the approval view. A short
 * list of well-known EVM chains (names are proper nouns, not translated); any other chain is
 * shown by its id.
 */
const KNOWN: Record<number, { name: string; symbol: string }> = {
  1: { name: 'Ethereum', symbol: 'ETH' },
  10: { name: 'OP Mainnet', symbol: 'ETH' },
  56: { name: 'BNB Smart Chain', symbol: 'BNB' },
  100: { name: 'Gnosis', symbol: 'xDAI' },
  137: { name: 'Polygon', symbol: 'POL' },
  8453: { name: 'Base', symbol: 'ETH' },
  31337: { name: 'Anvil (local)', symbol: 'ETH' },
  42161: { name: 'Arbitrum One', symbol: 'ETH' },
  43114: { name: 'Avalanche', symbol: 'AVAX' },
  84532: { name: 'Base Sepolia', symbol: 'ETH' },
  11155111: { name: 'Sepolia', symbol: 'ETH' },
}

/** Solana clusters by their CAIP-2 reference (the genesis hash's first 32 characters). */
const SOLANA: Record<string, string> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'Solana',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'Solana Devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'Solana Testnet',
  // The devnet's litesvm cluster.
  HLGhMhRr1gFBdrKKeVFRtgsxUzAQzwkn: 'Solana (local)',
}

export interface NetworkLabel {
  /** The chain's name, undefined when the frame does not know it. */
  name?: string
  /** The number for eip155 chains, the CAIP-2 id otherwise. */
  id: string
  symbol: string
}

export function networkLabel(chainId: number | string): NetworkLabel {
  if (typeof chainId === 'string' && chainId.startsWith('solana:'))
    return { name: SOLANA[chainId.slice(7)] ?? 'Solana', id: chainId, symbol: 'SOL' }
  const known = typeof chainId === 'number' ? KNOWN[chainId] : undefined
  return { name: known?.name, id: String(chainId), symbol: known?.symbol ?? 'ETH' }
}
