/**
 * What the cloud shows for SOL and for an SPL mint: the cluster's configured mints by name,
 * others by their address (a mint says nothing of its own name without a metadata program).
 */
import type { SolanaMint } from './solanaClusters.ts'

export const SOL_CURRENCY = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const

/** The SPL Token program and Token-2022: the programs whose accounts hold fungible tokens. */
export const TOKEN_PROGRAM_IDS = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
] as const

export interface SolanaTokenLabel {
  name: string
  symbol: string
  decimals: number
}

/** The mint's label: the configured one, else its address as the name and its first characters as the symbol. */
export function labelMint(
  mints: readonly SolanaMint[],
  address: string,
  decimals: number,
): SolanaTokenLabel {
  const known = mints.find((m) => m.address === address)
  if (known) return { name: known.name, symbol: known.symbol, decimals: known.decimals }
  return { name: address, symbol: `${address.slice(0, 4)}…${address.slice(-4)}`, decimals }
}
