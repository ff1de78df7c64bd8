/**
 * A chain where the e-mail wallet is a smart account (issue 24): the frame server has a bundler
 * for it and says so in /sdk, with the account's factory and EntryPoint (v0.8).
 */
import * as z from 'zod/mini'

const evmAddress = z.custom<`0x${string}`>(
  (value) => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value),
)

export const smartAccountChainSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  factoryAddress: evmAddress,
  entryPointAddress: evmAddress,
  // PorticoSessionAccount: the wallet grants ERC-7715 sessions on this chain (older servers: none).
  sessionAccountImplementation: z.optional(evmAddress),
})

export type SmartAccountChain = z.infer<typeof smartAccountChainSchema>

/** The smart-account chain `chainId`, if it is one. */
export const findSmartAccountChain = (
  chains: readonly SmartAccountChain[],
  chainId: number | string | undefined,
): SmartAccountChain | undefined => chains.find((c) => c.id === chainId)
