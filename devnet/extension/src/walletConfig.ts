/**
 * The schema of `config.json`, which the build writes next to the bundles: the chains the
 * wallet knows at start, which key of the mnemonic it uses and whether it runs in test mode.
 */
import { z } from 'zod'

export const DEFAULT_MNEMONIC = 'test test test test test test test test test test test junk'

const httpUrl = z.url({ protocol: /^https?$/ })

export const configChainSchema = z.strictObject({
  id: z.number().int().positive().max(4503599627370476),
  name: z.string().min(1).max(100),
  rpcUrl: httpUrl,
})
export type ConfigChain = z.infer<typeof configChainSchema>

export const walletConfigSchema = z.strictObject({
  chains: z
    .array(configChainSchema)
    .min(1)
    .refine((chains) => new Set(chains.map((c) => c.id)).size === chains.length, {
      message: 'chain ids must be unique',
    }),
  accountIndex: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1),
  testMode: z.boolean(),
  /**
   * The Solana clusters the Wallet Standard wallet signs for (CAIP-2 id and RPC), if any; the
   * first is the one it sends to when a request names no chain.
   */
  solana: z
    .strictObject({
      clusters: z
        .array(
          z.strictObject({
            chain: z.string().regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/),
            rpcUrl: httpUrl,
          }),
        )
        .min(1)
        .refine((clusters) => new Set(clusters.map((c) => c.chain)).size === clusters.length, {
          message: 'cluster chain ids must be unique',
        }),
    })
    .optional(),
  /** The Bitcoin regtest node the Bitcoin provider reads and broadcasts through, if any. */
  bitcoin: z.strictObject({ nodeUrl: httpUrl }).optional(),
  mnemonic: z
    .string()
    .trim()
    .refine((m) => [12, 15, 18, 21, 24].includes(m.split(/\s+/).length), {
      message: 'must be a BIP-39 mnemonic of 12 to 24 words',
    }),
})
export type WalletConfig = z.infer<typeof walletConfigSchema>
