/**
 * A chain where the e-mail wallet is a smart account (issue 24): the frame server has a bundler
 * for it and says so in /sdk, with the account's factory and EntryPoint (v0.8). Its schema is the
 * page config's (frameConfigSchema.ts), checked by the server; only its type is imported here.
 */
import type { SmartAccountChain } from '../../frameConfigSchema.ts'

export type { SmartAccountChain }

/** The smart-account chain `chainId`, if it is one. */
export const findSmartAccountChain = (
  chains: readonly SmartAccountChain[],
  chainId: number | string | undefined,
): SmartAccountChain | undefined => chains.find((c) => c.id === chainId)
