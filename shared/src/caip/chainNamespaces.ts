/** The chain families the product supports (SPEC §1, §3): the only valid CAIP namespaces. */
import * as z from 'zod/mini'

export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122'] as const
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number]

export const chainNamespaceSchema = z.enum(CHAIN_NAMESPACES)

/** True for eip155, solana, polkadot and bip122. */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (CHAIN_NAMESPACES as readonly string[]).includes(value)
}
