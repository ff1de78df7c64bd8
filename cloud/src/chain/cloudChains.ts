/**
 * The chains the cloud serves and the contracts it reads on them: each chain's upstream RPC
 * URL (devnet's by default) and the deployments (WETH9, Uniswap V2, test tokens) that price
 * balances. Shapes are zod schemas so a deployments file is checked when it is read.
 */
import { z } from 'zod'
import { solanaDeploymentsSchema } from './solana/solanaClusters.ts'

const addressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/) as z.ZodType<`0x${string}`>

export const cloudChainSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  rpcUrl: z.url({ protocol: /^https?$/ }),
  nativeCurrency: z
    .object({
      name: z.string().min(1),
      symbol: z.string().min(1),
      decimals: z.number().int().min(0).max(36),
    })
    .optional(),
  /**
   * Whether the indexer traces blocks (`debug_traceBlockByHash` with the `callTracer`) for the
   * native currency moved inside calls, such as a smart account's sends. Default true; false
   * for a node that does not offer tracing or where it costs too much (then only transactions'
   * own values, Transfer logs and Uniswap's native payouts are indexed).
   */
  traceCalls: z.boolean().optional(),
})
export type CloudChain = z.infer<typeof cloudChainSchema>

/** The part of devnet's deployments file the cloud reads (devnet's `Deployments` fits it). */
export const cloudDeploymentsSchema = z.object({
  chainId: z.number().int().positive(),
  contracts: z.object({
    weth9: addressSchema,
    uniswapV2Factory: addressSchema,
    /** The swap routes' router; a chain without one takes no swaps. */
    uniswapV2Router02: addressSchema.optional(),
  }),
  tokens: z.array(
    z.object({
      symbol: z.string().min(1),
      name: z.string().min(1),
      decimals: z.number().int().min(0).max(36),
      address: addressSchema,
    }),
  ),
  /** ERC-721 collections; known ones are never flagged as spam. Older files have none. */
  collections: z
    .array(z.object({ symbol: z.string(), name: z.string().min(1), address: addressSchema }))
    .optional(),
  /** The Bitcoin regtest node devnet started (bcoin), when it started one. */
  bitcoin: z
    .object({
      caip2: z.string().regex(/^bip122:[0-9a-f]{32}$/),
      nodeUrl: z.url({ protocol: /^https?$/ }),
    })
    .optional()
    .catch(undefined),
  /** The local Solana cluster devnet started (litesvm), with its mints, when it started one. */
  solana: solanaDeploymentsSchema.optional().catch(undefined),
  /** Devnet's second Solana cluster (another genesis hash), when it started one. */
  solana2: solanaDeploymentsSchema.optional().catch(undefined),
})
export type CloudDeployments = z.infer<typeof cloudDeploymentsSchema>

/** Deployments known at start, or read when needed (they appear once the chain is deployed). */
export type DeploymentsSource = CloudDeployments | null | (() => CloudDeployments | null)

/** Devnet's two anvil chains on their default ports (README "What runs where"). */
export const DEFAULT_CLOUD_CHAINS: readonly CloudChain[] = [
  { id: 31337, name: 'Portico Devnet', rpcUrl: 'http://127.0.0.1:8545' },
  { id: 31338, name: 'Portico Devnet 2', rpcUrl: 'http://127.0.0.1:8546' },
]

/** The stablecoin that stands for 1 USD when pricing through the pools. */
export const DEFAULT_USD_STABLECOIN_SYMBOL = 'tUSD'

/** Native currency of a chain that names none. */
export const DEFAULT_NATIVE_CURRENCY = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const

/** The address wallets and price APIs use for a chain's native currency. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
