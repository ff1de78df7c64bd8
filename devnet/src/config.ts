/**
 * Start-up configuration of the local stack, read from the environment and validated with zod.
 * Every server binds a loopback address; ports default to DESIGN.md §4.
 */
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  allowedOriginSchema,
  PorticoError,
  type PorticoErrorOptions,
  projectIdSchema,
} from '@portico/shared'
import { z } from 'zod'

export const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)))

const port = z.coerce.number().int().min(1).max(65535)
const loopback = z
  .string()
  .refine((h) => h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h), {
    message: 'must be a loopback address (127.x.x.x, ::1 or localhost)',
  })

export const stackConfigSchema = z.object({
  PORTICO_HOST: loopback.default('127.0.0.1'),
  PORTICO_DEMO_PORT: port.default(5173),
  PORTICO_FRAME_PORT: port.default(5174),
  PORTICO_CLOUD_PORT: port.default(4100),
  PORTICO_ANVIL_PORT: port.default(8545),
  PORTICO_ANVIL2_PORT: port.default(8546),
  PORTICO_SMTP_PORT: port.default(1025),
  PORTICO_INBOX_PORT: port.default(1080),
  PORTICO_RELAY_PORT: port.default(4200),
  PORTICO_WALLET_PORT: port.default(5175),
  /** The sandbox on-ramp provider's own origin (its API and hosted checkout page). */
  PORTICO_ONRAMP_PORT: port.default(4300),
  /** The local Solana cluster: JSON-RPC over HTTP, and its PubSub websocket. */
  PORTICO_SOLANA_PORT: port.default(8899),
  PORTICO_SOLANA_WS_PORT: port.default(8900),
  /** A second local cluster (its own genesis hash), for switching between Solana networks. */
  PORTICO_SOLANA2_PORT: port.default(8897),
  PORTICO_SOLANA2_WS_PORT: port.default(8898),
  /** The Farcaster auth relay and the local Farcaster app (their own origin). */
  PORTICO_FARCASTER_PORT: port.default(4400),
  /**
   * The Bitcoin regtest node's HTTP API + JSON-RPC. Not bcoin's regtest default (48332): that is
   * in the kernel's ephemeral range, where the readiness probe could connect to itself.
   */
  PORTICO_BITCOIN_PORT: port.default(9332),
  /** The local identity provider that plays the six social login providers (issue 21). */
  PORTICO_OIDC_PORT: port.default(4000),
  /** The ERC-4337 bundler (Alto, its own process) and the paymaster's sponsor service. */
  PORTICO_BUNDLER_PORT: port.default(4337),
  PORTICO_PAYMASTER_PORT: port.default(4338),
  /** The stack's own redis-server (not 6379, where a machine's own Redis may listen). */
  PORTICO_REDIS_PORT: port.default(6380),
  /** A Redis to use instead of starting one (redis://host:port[/db]). */
  PORTICO_REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, { message: 'must be a redis:// or rediss:// URL' })
    .optional(),
  PORTICO_PROJECT_ID: z._default(projectIdSchema, 'portico-demo'),
  PORTICO_DATA_DIR: z.string().min(1).default(resolve(repoRoot, '.data')),
  /** More origins the project allows besides the demo's (your own dapp's), comma separated. */
  PORTICO_ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((text) => text.split(',').filter(Boolean))
    .pipe(z.array(allowedOriginSchema)),
  /** The developer who owns the demo's project in the console (sign in as them to manage it). */
  PORTICO_DEVELOPER_EMAIL: z.string().email().default('developer@portico.localhost'),
  /** A wallet registry file the cloud imports at start as its catalogue (default: its own). */
  PORTICO_CLOUD_CATALOGUE_FILE: z.string().min(1).optional(),
})
export type StackEnv = z.infer<typeof stackConfigSchema>

export interface StackConfig {
  host: string
  ports: {
    demo: number
    frame: number
    cloud: number
    anvil: number
    anvil2: number
    smtp: number
    inbox: number
    relay: number
    wallet: number
    onramp: number
    solana: number
    solanaWs: number
    solana2: number
    solana2Ws: number
    farcaster: number
    oidc: number
    redis: number
    bitcoin: number
    bundler: number
    paymaster: number
  }
  /** The Redis every service shares: PORTICO_REDIS_URL, else the one the stack starts. */
  redisUrl: string
  /** False when PORTICO_REDIS_URL names a Redis someone else runs. */
  startsRedis: boolean
  projectId: string
  /** The origins the project allows: the demo's, then PORTICO_ALLOWED_ORIGINS. */
  allowedOrigins: string[]
  /** Owner of the demo's project in the console. */
  developerEmail: string
  /** A wallet registry the cloud serves instead of its shipped wallets (the e2e fixture). */
  catalogueFile: string | undefined
  dataDir: string
  /** Origin A: the demo dapp, on a different site from the frame. */
  demoOrigin: string
  /** Origin B: the secure frame. */
  frameOrigin: string
  cloudUrl: string
  /** The WalletConnect relay (ws). */
  relayUrl: string
  /** The demo WalletConnect wallet's page. */
  walletOrigin: string
  /** The sandbox on-ramp provider (origin of its API and checkout page). */
  onrampOrigin: string
  /** The local Solana cluster's JSON-RPC (http) and PubSub (ws) endpoints. */
  solanaRpcUrl: string
  solanaWsUrl: string
  solana2RpcUrl: string
  solana2WsUrl: string
  /** The Farcaster auth relay, which also serves the local Farcaster app's pages. */
  farcasterOrigin: string
  /** The Bitcoin regtest node (bcoin): HTTP API and JSON-RPC. */
  bitcoinUrl: string
  /** The local identity provider (issuer of its six clients). */
  oidcOrigin: string
  /** The ERC-4337 bundler's JSON-RPC (EntryPoint v0.8 on the main chain). */
  bundlerUrl: string
  /** The ERC-7677 sponsor service of the devnet's verifying paymaster. */
  paymasterUrl: string
  /** RPC of the main devnet chain (31337), where the contracts are deployed. */
  rpcUrl: string
  /** Both local EVM chains: the main one and a second one for network switching. */
  chains: DevnetChain[]
}

export interface DevnetChain {
  id: number
  name: string
  rpcUrl: string
}

/** Chain ids of the two local anvil chains. */
export const DEVNET_CHAIN_IDS = { main: 31337, second: 31338 } as const

export class StackConfigError extends PorticoError {
  override name = 'StackConfigError'
  constructor(message: string, options: PorticoErrorOptions = {}) {
    super(message, { code: 'STACK_CONFIG_INVALID', ...options })
  }
}

/** Parses the environment (only PORTICO_* keys are read). */
export function readStackConfig(
  env: Record<string, string | undefined> = process.env,
): StackConfig {
  const picked = Object.fromEntries(
    Object.entries(env).filter(([k, v]) => k.startsWith('PORTICO_') && v !== ''),
  )
  const parsed = stackConfigSchema.safeParse(picked)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new StackConfigError(`Invalid start-up configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  const ports = {
    demo: e.PORTICO_DEMO_PORT,
    frame: e.PORTICO_FRAME_PORT,
    cloud: e.PORTICO_CLOUD_PORT,
    anvil: e.PORTICO_ANVIL_PORT,
    anvil2: e.PORTICO_ANVIL2_PORT,
    smtp: e.PORTICO_SMTP_PORT,
    inbox: e.PORTICO_INBOX_PORT,
    relay: e.PORTICO_RELAY_PORT,
    wallet: e.PORTICO_WALLET_PORT,
    onramp: e.PORTICO_ONRAMP_PORT,
    solana: e.PORTICO_SOLANA_PORT,
    solanaWs: e.PORTICO_SOLANA_WS_PORT,
    solana2: e.PORTICO_SOLANA2_PORT,
    solana2Ws: e.PORTICO_SOLANA2_WS_PORT,
    farcaster: e.PORTICO_FARCASTER_PORT,
    oidc: e.PORTICO_OIDC_PORT,
    redis: e.PORTICO_REDIS_PORT,
    bitcoin: e.PORTICO_BITCOIN_PORT,
    bundler: e.PORTICO_BUNDLER_PORT,
    paymaster: e.PORTICO_PAYMASTER_PORT,
  }
  const seen = new Map<number, string>()
  for (const [part, p] of Object.entries(ports)) {
    const other = seen.get(p)
    if (other)
      throw new StackConfigError(
        `Invalid start-up configuration: ${part} and ${other} both want port ${p}`,
      )
    seen.set(p, part)
  }
  const host = e.PORTICO_HOST
  const urlHost = host === '::1' ? '[::1]' : host
  // The demo is served as "localhost" and the frame as the IP: two different sites.
  const demoOrigin = `http://localhost:${ports.demo}`
  return {
    host,
    ports,
    redisUrl: e.PORTICO_REDIS_URL ?? `redis://${urlHost}:${ports.redis}`,
    startsRedis: e.PORTICO_REDIS_URL === undefined,
    projectId: e.PORTICO_PROJECT_ID,
    allowedOrigins: [...new Set([demoOrigin, ...e.PORTICO_ALLOWED_ORIGINS])],
    developerEmail: e.PORTICO_DEVELOPER_EMAIL,
    catalogueFile: e.PORTICO_CLOUD_CATALOGUE_FILE && resolve(e.PORTICO_CLOUD_CATALOGUE_FILE),
    dataDir: resolve(e.PORTICO_DATA_DIR),
    demoOrigin,
    frameOrigin: `http://${urlHost}:${ports.frame}`,
    cloudUrl: `http://${urlHost}:${ports.cloud}`,
    relayUrl: `ws://${urlHost}:${ports.relay}`,
    walletOrigin: `http://${urlHost}:${ports.wallet}`,
    onrampOrigin: `http://${urlHost}:${ports.onramp}`,
    solanaRpcUrl: `http://${urlHost}:${ports.solana}`,
    solanaWsUrl: `ws://${urlHost}:${ports.solanaWs}`,
    solana2RpcUrl: `http://${urlHost}:${ports.solana2}`,
    solana2WsUrl: `ws://${urlHost}:${ports.solana2Ws}`,
    farcasterOrigin: `http://${urlHost}:${ports.farcaster}`,
    bitcoinUrl: `http://${urlHost}:${ports.bitcoin}`,
    oidcOrigin: `http://${urlHost}:${ports.oidc}`,
    bundlerUrl: `http://${urlHost}:${ports.bundler}`,
    paymasterUrl: `http://${urlHost}:${ports.paymaster}`,
    rpcUrl: `http://${urlHost}:${ports.anvil}`,
    chains: [
      {
        id: DEVNET_CHAIN_IDS.main,
        name: 'Portico Devnet',
        rpcUrl: `http://${urlHost}:${ports.anvil}`,
      },
      {
        id: DEVNET_CHAIN_IDS.second,
        name: 'Portico Devnet 2',
        rpcUrl: `http://${urlHost}:${ports.anvil2}`,
      },
    ],
  }
}
