/**
 * The demo wallet's configuration: embedded in the page as JSON by the server that serves it
 * (devnet/src/wallet/createDemoWalletServer.ts), so one build runs on any ports. Parsed with
 * zod and never trusted. What the page's own URL says is read in pageQuery.ts.
 */
import { validateMnemonic } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english'
import { z } from 'zod'

export const WALLET_CONFIG_ELEMENT_ID = 'portico-wallet-config'

const urlWithScheme = (schemes: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return schemes.includes(new URL(value).protocol)
      } catch {
        return false
      }
    },
    { message: `must be a ${schemes.map((s) => `${s}//`).join(' or ')} URL` },
  )

const evmChainSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  rpcUrl: urlWithScheme(['http:', 'https:']),
})

export const walletConfigSchema = z.object({
  projectId: z.string().min(1),
  relayUrl: urlWithScheme(['ws:', 'wss:']),
  mnemonic: z
    .string()
    .refine((m) => validateMnemonic(m, wordlist), { message: 'must be a BIP-39 English mnemonic' }),
  chains: z.array(evmChainSchema).min(1, { message: 'needs at least one EVM chain' }),
  /** The Bitcoin regtest network and its node (bcoin): bip122 sessions also offer it. */
  bitcoin: z
    .object({
      caip2: z.string().regex(/^bip122:[0-9a-f]{32}$/),
      /** The node's URL, or the path of the wallet server's proxy to it (same origin). */
      nodeUrl: z.union([
        z
          .string()
          .regex(/^\/[a-z][a-z-]*$/, { message: 'must be a URL or a path like /bitcoin-node' }),
        urlWithScheme(['http:', 'https:']),
      ]),
    })
    .optional(),
  solana: z
    .object({
      /** Extra Solana networks (CAIP-2), e.g. a local validator's genesis hash. */
      chains: z.array(z.string().regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/)).default([]),
    })
    .optional(),
})
export type WalletConfig = z.infer<typeof walletConfigSchema>
export type WalletConfigInput = z.input<typeof walletConfigSchema>
export type EvmChainConfig = WalletConfig['chains'][number]

export type ConfigResult<T> = { ok: true; value: T } | { ok: false; error: string }

export function parseWalletConfig(json: string | null | undefined): ConfigResult<WalletConfig> {
  if (!json) return { ok: false, error: 'The wallet configuration is missing from the page.' }
  let raw: unknown
  try {
    raw = JSON.parse(json)
  } catch {
    return { ok: false, error: 'The wallet configuration is not valid JSON.' }
  }
  const parsed = walletConfigSchema.safeParse(raw)
  if (parsed.success) return { ok: true, value: parsed.data }
  const lines = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
  return { ok: false, error: `Invalid wallet configuration: ${lines.join('; ')}` }
}

export function readWalletConfig(doc: Document): ConfigResult<WalletConfig> {
  return parseWalletConfig(doc.getElementById(WALLET_CONFIG_ELEMENT_ID)?.textContent)
}
