/**
 * The `solana` section of the deployments file: where the local cluster listens, which
 * genesis hash names it, and the accounts and mints seeded at its start.
 */
import { z } from 'zod'

const base58Address = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)

export const solanaDeploymentSchema = z.object({
  rpcUrl: z.string().url(),
  wsUrl: z.string().url(),
  genesisHash: base58Address,
  /** CAIP-2: `solana:` and the genesis hash's first 32 characters. */
  caip2: z.string().regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/),
  /** Test keys, m/44'/501'/i'/0' of the devnet mnemonic (the demo wallet's accounts). */
  accounts: z.array(z.object({ address: base58Address, lamports: z.string().regex(/^\d+$/) })),
  tokenProgram: base58Address,
  mints: z.array(
    z.object({
      symbol: z.string(),
      name: z.string(),
      decimals: z.number().int(),
      address: base58Address,
      mintAuthority: base58Address,
      /** The associated token account of each test key, with its balance in base units. */
      tokenAccounts: z.array(
        z.object({ owner: base58Address, address: base58Address, amount: z.string() }),
      ),
    }),
  ),
})
export type SolanaDeployment = z.infer<typeof solanaDeploymentSchema>
