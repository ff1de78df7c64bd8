/**
 * The one rule for the chain a host asks for (iframe URL, GET_USER, SWITCH_NETWORK): it must be
 * one of the frame server's chains, which /sdk embeds (config.chainIds, the server's own list).
 * Anything else is "Chain is not supported" (SPEC §8), however and whenever it is asked: at a
 * first login, after a reload, signed in or not. Nothing is switched silently.
 */
import { createPorticoError, DEFAULT_FRAME_CHAIN_ID } from '@portico/shared'
import { toFrameChainId } from '../frameConfig.ts'

/**
 * The EVM chain id for `requested` (a number, or a CAIP-2 id such as `eip155:31337`).
 * @throws ValidationError `CHAIN_NOT_SUPPORTED` unless it is one of `chainIds`
 */
export function selectChain(chainIds: readonly number[], requested: number | string): number {
  const chainId = typeof requested === 'number' ? requested : toFrameChainId(requested)
  if (typeof chainId !== 'number' || !chainIds.includes(chainId))
    throw createPorticoError('CHAIN_NOT_SUPPORTED')
  return chainId
}

/** The chains a frame offers: the server's EVM chain ids and Solana clusters (from /sdk). */
export interface FrameChains {
  chainIds: readonly number[]
  solanaChains: readonly string[]
}

/**
 * `requested` as the frame's chain: a Solana cluster's CAIP-2 id as it is when it is one of the
 * server's clusters, else the EVM chain id by selectChain.
 * @throws ValidationError `CHAIN_NOT_SUPPORTED` for anything else
 */
export function selectFrameChain(chains: FrameChains, requested: number | string): number | string {
  if (typeof requested === 'string' && requested.startsWith('solana:')) {
    if (!chains.solanaChains.includes(requested)) throw createPorticoError('CHAIN_NOT_SUPPORTED')
    return requested
  }
  return selectChain(chains.chainIds, requested)
}

const DEFAULT_CHAIN_ID = toFrameChainId(DEFAULT_FRAME_CHAIN_ID)

/**
 * The chain the iframe URL asks for, or undefined when it names none: the protocol's default
 * (eip155:1, SPEC §9) is what a host sends when it has no chain of its own, and what the frame
 * reads for a missing or malformed parameter, so it asks for nothing.
 */
export function chainRequestedByUrl(urlChainId: number | string): number | string | undefined {
  return urlChainId === DEFAULT_CHAIN_ID ? undefined : urlChainId
}
