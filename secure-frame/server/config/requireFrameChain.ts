/**
 * The one rule for "a chain this frame supports": one of the chains the server was configured
 * with (FrameServerOptions.chains, ctx.chains). Switching a session, running an RPC request and
 * the list the frame app gets in /sdk all go by it, so the app and the server never disagree.
 */
import { apiError } from '../http/apiErrors.ts'
import type {
  FrameChain,
  FrameSmartAccountConfig,
  FrameSolanaCluster,
} from './resolveFrameServerConfig.ts'

/**
 * The configured chain `chainId`.
 * @throws 400 `CHAIN_NOT_SUPPORTED` ("Chain is not supported", SPEC §8) for any other id
 */
export function requireFrameChain(chains: readonly FrameChain[], chainId: number): FrameChain {
  const chain = chains.find((c) => c.id === chainId)
  if (!chain) throw apiError('CHAIN_NOT_SUPPORTED')
  return chain
}

/**
 * The chain `chainId` with its ERC-4337 path (bundler, sponsor, factory).
 * @throws 400 `CHAIN_NOT_SUPPORTED` for an unknown chain or one without a bundler
 */
export function requireSmartAccountChain(
  chains: readonly FrameChain[],
  chainId: number,
): FrameChain & { smartAccount: FrameSmartAccountConfig } {
  const chain = requireFrameChain(chains, chainId)
  if (!chain.smartAccount) throw apiError('CHAIN_NOT_SUPPORTED')
  return chain as FrameChain & { smartAccount: FrameSmartAccountConfig }
}

/** What /sdk embeds of the chains with a bundler: no URL, the app goes through this server. */
export const smartAccountChainsOf = (chains: readonly FrameChain[]) =>
  chains.flatMap((c) =>
    c.smartAccount
      ? [
          {
            id: c.id,
            factoryAddress: c.smartAccount.factoryAddress,
            entryPointAddress: c.smartAccount.entryPointAddress,
            ...(c.smartAccount.sessionAccountImplementation
              ? { sessionAccountImplementation: c.smartAccount.sessionAccountImplementation }
              : {}),
          },
        ]
      : [],
  )

/** The ids the frame app may offer: what /sdk embeds for it. */
export const frameChainIds = (chains: readonly FrameChain[]): number[] => chains.map((c) => c.id)

/**
 * The configured Solana cluster `chain` (CAIP-2).
 * @throws 400 `CHAIN_NOT_SUPPORTED` for any other id
 */
export function requireSolanaCluster(
  clusters: readonly FrameSolanaCluster[],
  chain: string,
): FrameSolanaCluster {
  const cluster = clusters.find((c) => c.chain === chain)
  if (!cluster) throw apiError('CHAIN_NOT_SUPPORTED')
  return cluster
}
