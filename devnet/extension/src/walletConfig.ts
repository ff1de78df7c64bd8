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
