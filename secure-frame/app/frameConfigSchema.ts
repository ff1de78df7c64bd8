/**
 * The schema of the configuration the frame server writes into the frame's page (/sdk): the
 * project's allowlist and the chains the server supports. The server checks every page's config
 * against it before sending it (createFrameServer), where the allowlist from the cloud API and
 * its own chain settings meet. The page's code trusts that data as it trusts the code itself,
 * which comes in the same response, and reads it without zod, so zod's first use falls after
 * READY (issue 19).
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

export const embeddedFrameConfigSchema = z.object({
  projectId: z.string().check(z.minLength(1)),
  allowedOrigins: z.array(z.string()),
  localhostAnyPort: z.optional(z.boolean()),
  chainIds: z.array(z.number().check(z.int(), z.positive())),
  // The Solana clusters (CAIP-2) the server sends for; older servers send none.
  solanaChains: z.optional(
    z.array(z.string().check(z.regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/))).check(z.maxLength(100)),
  ),
  // The chains with a bundler (the e-mail wallet is a smart account there); older servers: none.
  smartAccountChains: z.optional(z.array(smartAccountChainSchema).check(z.maxLength(100))),
})

export type SmartAccountChain = z.infer<typeof smartAccountChainSchema>
export type EmbeddedFrameConfig = z.infer<typeof embeddedFrameConfigSchema>
