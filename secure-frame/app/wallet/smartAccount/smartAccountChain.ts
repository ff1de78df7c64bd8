/**
 * A chain where the e-mail wallet is a smart account (issue 24): the frame server has a bundler
 * for it and says so in /sdk, with the account's factory and EntryPoint (v0.8). Its schema is the
 * page config's (frameConfigSchema.ts), checked by the server.
 */
export interface SmartAccountChain {
  id: number
  factoryAddress: `0x${string}`
  entryPointAddress: `0x${string}`
  /** PorticoSessionAccount: the wallet grants ERC-7715 sessions on this chain (older servers: none). */
  sessionAccountImplementation?: `0x${string}`
}

/** The smart-account chain `chainId`, if it is one. */
export const findSmartAccountChain = (
  chains: readonly SmartAccountChain[],
  chainId: number | string | undefined,
): SmartAccountChain | undefined => chains.find((c) => c.id === chainId)
