/**
 * The one generated file of devnet addresses. `npm start` (and the e2e setup) writes it after
 * deploying; every other part reads it with `readDeployments()`. No address is written by hand
 * anywhere else.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { z } from 'zod'
import { bitcoinDeploymentSchema } from './bitcoin/bitcoinDeployment.ts'
import { solanaDeploymentSchema } from './solana/solanaDeployment.ts'

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/) as z.ZodType<`0x${string}`>

export const deploymentsSchema = z.object({
  chainId: z.number().int(),
  rpcUrl: z.string().url(),
  deployer: address,
  accounts: z.array(address),
  contracts: z.object({
    weth9: address,
    uniswapV2Factory: address,
    uniswapV2Router02: address,
    entryPoint: address,
    /** PorticoAccountFactory: SimpleAccount v0.8 accounts with EIP-1271 (devnet/contracts). */
    smartAccountFactory: address,
    /** The verifying paymaster; the bundler stack's sponsor service holds its signer's key. */
    verifyingPaymaster: address,
    /** PorticoSessionAccount: the session-key implementation a PorticoAccount upgrades to. */
    sessionAccountImplementation: address,
  }),
  pairInitCodeHash: z.string().regex(/^0x[0-9a-f]{64}$/),
  tokens: z.array(
    z.object({
      symbol: z.string(),
      name: z.string(),
      decimals: z.number().int(),
      address,
      /** 'usdt': transfer/transferFrom/approve return nothing. */
      transferInterface: z.enum(['erc20', 'usdt']),
    }),
  ),
  pools: z.array(z.object({ pair: address, token0Symbol: z.string(), token1Symbol: z.string() })),
  /** ERC-721 collections, with the tokens minted at deployment. */
  collections: z.array(
    z.object({
      symbol: z.string(),
      name: z.string(),
      address,
      /** The ids minted at deployment, by the account they were minted to (ids count from 1). */
      minted: z.array(z.object({ owner: address, tokenIds: z.array(z.number().int()) })),
    }),
  ),
  /** The ERC-4337 bundler and the paymaster's sponsor service, when the stack started them. */
  accountAbstraction: z
    .object({ bundlerUrl: z.string().url(), paymasterUrl: z.string().url() })
    .optional(),
  /** The local Solana cluster, when the stack started it. */
  solana: solanaDeploymentSchema.optional(),
  /** The second local Solana cluster (another genesis hash), for switching networks. */
  solana2: solanaDeploymentSchema.optional(),
  /** The Bitcoin regtest node and its funded accounts, when the stack started one. */
  bitcoin: bitcoinDeploymentSchema.optional(),
})
export type Deployments = z.infer<typeof deploymentsSchema>

export function writeDeployments(file: string, deployments: Deployments): void {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(deployments, null, 2)}\n`)
}

export function readDeployments(file: string): Deployments {
  if (!existsSync(file))
    throw new Error(`No devnet deployments at ${file}: run \`npm start\` first`)
  return deploymentsSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
}
