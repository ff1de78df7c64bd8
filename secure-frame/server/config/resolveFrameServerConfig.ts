/**
 * The secure frame server's settings for mail and chains: explicit options first, then the
 * PORTICO_SMTP_* environment variables, then the local defaults (the devnet mail catcher on
 * 127.0.0.1:1025 without auth, anvil chain 31337 on 127.0.0.1:8545). A bad value stops the
 * start with a message naming the variable.
 */
import { PorticoError, type PorticoErrorOptions } from '@portico/shared'
import { z } from 'zod'

export interface SmtpSettings {
  host: string
  port: number
  user?: string
  password?: string
  /** The From: of every mail the frame sends. */
  from: string
}

/**
 * A chain's ERC-4337 path for the e-mail wallet's smart account (issue 24): the bundler and the
 * ERC-7677 sponsor the frame server forwards to, and the account's factory and EntryPoint (v0.8).
 */
export interface FrameSmartAccountConfig {
  bundlerUrl: string
  paymasterUrl: string
  factoryAddress: `0x${string}`
  entryPointAddress: `0x${string}`
  /**
   * PorticoSessionAccount's implementation: set, the wallet grants ERC-7715 sessions there (the
   * account is upgraded to it by its owner's first grant); absent, it refuses them.
   */
  sessionAccountImplementation?: `0x${string}`
}

/** An EVM chain the frame signs for, and the JSON-RPC URL it reads from and sends to. */
export interface FrameChain {
  id: number
  rpcUrl: string
  /** Set: the chain has a bundler, and the e-mail wallet is a smart account there by default. */
  smartAccount?: FrameSmartAccountConfig
}

/** A Solana cluster the frame sends for: its CAIP-2 id and the JSON-RPC URL it sends to. */
export interface FrameSolanaCluster {
  chain: string
  rpcUrl: string
}

export const DEFAULT_SMTP: SmtpSettings = {
  host: '127.0.0.1',
  port: 1025,
  from: 'Portico <noreply@portico.localhost>',
}

/**
 * The devnet's ERC-4337 path on its default ports: Alto, the sponsor, and the contracts the
 * devnet deploys through the CREATE2 deployer (fixed addresses, devnet/src/bundler/README.md).
 */
export const DEVNET_SMART_ACCOUNT: FrameSmartAccountConfig = {
  bundlerUrl: 'http://127.0.0.1:4337',
  paymasterUrl: 'http://127.0.0.1:4338',
  factoryAddress: '0x2070D67163578AAb4Ed2a6DC1668Bb1e3DC0Dac6',
  entryPointAddress: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
  sessionAccountImplementation: '0x5F6F97c9F007A2849aE63Ac4054B21f81580E352',
}

export const DEFAULT_CHAINS: readonly FrameChain[] = [
  { id: 31337, rpcUrl: 'http://127.0.0.1:8545', smartAccount: DEVNET_SMART_ACCOUNT },
]

/** The devnet's litesvm cluster (its genesis hash's CAIP-2 id) on its default port. */
export const DEFAULT_SOLANA_CLUSTERS: readonly FrameSolanaCluster[] = [
  { chain: 'solana:HLGhMhRr1gFBdrKKeVFRtgsxUzAQzwkn', rpcUrl: 'http://127.0.0.1:8899' },
]

export class FrameServerConfigError extends PorticoError {
  override name = 'FrameServerConfigError'
  constructor(message: string, options: PorticoErrorOptions = {}) {
    super(message, { code: 'FRAME_SERVER_CONFIG_INVALID', ...options })
  }
}

const smtpEnvSchema = z.object({
  PORTICO_SMTP_HOST: z.string().min(1).max(255).optional(),
  PORTICO_SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  PORTICO_SMTP_USER: z.string().min(1).max(255).optional(),
  PORTICO_SMTP_PASSWORD: z.string().min(1).max(1024).optional(),
  PORTICO_SMTP_FROM: z.string().min(3).max(320).optional(),
})

const evmAddress = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'must be an EVM address')
  .transform((a) => a as `0x${string}`)

/** A chain's bundler, sponsor, factory and EntryPoint (PORTICO_FRAME_CHAINS `smartAccount`). */
export const smartAccountConfigSchema = z.strictObject({
  bundlerUrl: z.url({ protocol: /^https?$/ }),
  paymasterUrl: z.url({ protocol: /^https?$/ }),
  factoryAddress: evmAddress,
  entryPointAddress: evmAddress,
  sessionAccountImplementation: evmAddress.optional(),
})

const chainsSchema = z
  .array(
    z.object({
      id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
      rpcUrl: z.url({ protocol: /^https?$/ }),
      smartAccount: smartAccountConfigSchema.optional(),
    }),
  )
  .min(1)
  .refine((chains) => new Set(chains.map((c) => c.id)).size === chains.length, {
    message: 'chain ids must be unique',
  })

export const solanaClustersSchema = z
  .array(
    z.object({
      chain: z.string().regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/, 'must be a Solana CAIP-2 id'),
      rpcUrl: z.url({ protocol: /^https?$/ }),
    }),
  )
  .max(100)
  .refine((clusters) => new Set(clusters.map((c) => c.chain)).size === clusters.length, {
    message: 'cluster ids must be unique',
  })

/** Resolves the SMTP settings; `env` values left empty count as unset. */
export function resolveSmtpSettings(
  options: Partial<SmtpSettings> | undefined,
  env: Record<string, string | undefined>,
): SmtpSettings {
  const picked = Object.fromEntries(
    Object.entries(env).filter(([k, v]) => k.startsWith('PORTICO_SMTP_') && v !== ''),
  )
  const parsed = smtpEnvSchema.safeParse(picked)
  if (!parsed.success) {
    const names = parsed.error.issues.map((i) => i.path.join('.')).join(', ')
    throw new FrameServerConfigError(`Invalid secure frame mail configuration: ${names}`)
  }
  const e = parsed.data
  return {
    host: options?.host ?? e.PORTICO_SMTP_HOST ?? DEFAULT_SMTP.host,
    port: options?.port ?? e.PORTICO_SMTP_PORT ?? DEFAULT_SMTP.port,
    user: options?.user ?? e.PORTICO_SMTP_USER,
    password: options?.password ?? e.PORTICO_SMTP_PASSWORD,
    from: options?.from ?? e.PORTICO_SMTP_FROM ?? DEFAULT_SMTP.from,
  }
}

/** Checks the configured chains (unique ids, http(s) RPC URLs); defaults to the devnet chain. */
export function resolveChains(chains: readonly FrameChain[] | undefined): readonly FrameChain[] {
  if (chains === undefined) return DEFAULT_CHAINS
  const parsed = chainsSchema.safeParse(chains)
  if (!parsed.success)
    throw new FrameServerConfigError(
      `Invalid secure frame chains: ${parsed.error.issues.map((i) => i.message).join(', ')}`,
    )
  return parsed.data.map(({ id, rpcUrl, smartAccount }) =>
    smartAccount ? { id, rpcUrl, smartAccount } : { id, rpcUrl },
  )
}

/** Checks the configured Solana clusters; defaults to the devnet's cluster. [] turns Solana off. */
export function resolveSolanaClusters(
  clusters: readonly FrameSolanaCluster[] | undefined,
): readonly FrameSolanaCluster[] {
  if (clusters === undefined) return DEFAULT_SOLANA_CLUSTERS
  const parsed = solanaClustersSchema.safeParse(clusters)
  if (!parsed.success)
    throw new FrameServerConfigError(
      `Invalid secure frame Solana clusters: ${parsed.error.issues.map((i) => i.message).join(', ')}`,
    )
  return parsed.data.map(({ chain, rpcUrl }) => ({ chain, rpcUrl }))
}

/**
 * What several instances of the frame server share. Explicit options first, then:
 *
 *   PORTICO_FRAME_DATABASE_URL          postgres://… every instance uses (else PGlite, one instance)
 *   PORTICO_REDIS_URL                   redis://… for proof replays and rate limits (else memory)
 *   PORTICO_FRAME_MASTER_KEY            base64 of 32 bytes: encrypts users' keys at rest
 *   PORTICO_FRAME_MASTER_KEY_FILE       … or a file holding it (a mounted secret)
 *   PORTICO_FRAME_SESSION_KEY_FILE      PKCS#8 PEM Ed25519 key that signs session tokens (else,
 *                                       with a database URL, derived from the master key)
 *   PORTICO_FRAME_TRUST_PROXY           behind a load balancer: `true`, or the proxies' addresses
 *                                       (comma separated), so rate limits count client IPs
 *
 * The frame has its own variable rather than the cloud's DATABASE_URL: both run in one
 * environment under `npm start`, and their schemas must not meet in one database.
 */
export interface FrameScaleSettings {
  databaseUrl?: string
  redisUrl?: string
  masterKeyFile?: string
  sessionKeyFile?: string
  /** Fastify's `trustProxy`: true, or the addresses (CIDRs) of the proxies to trust. */
  trustProxy?: boolean | string
}

export const FRAME_SCALE_ENV = {
  databaseUrl: 'PORTICO_FRAME_DATABASE_URL',
  redisUrl: 'PORTICO_REDIS_URL',
  masterKeyFile: 'PORTICO_FRAME_MASTER_KEY_FILE',
  sessionKeyFile: 'PORTICO_FRAME_SESSION_KEY_FILE',
  trustProxy: 'PORTICO_FRAME_TRUST_PROXY',
} as const satisfies Record<keyof FrameScaleSettings, string>

const postgresUrl = z.string().regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// URL')
const redisUrl = z.string().regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')
const filePath = z.string().min(1).max(4096)
const scaleSchemas = {
  databaseUrl: postgresUrl,
  redisUrl,
  masterKeyFile: filePath,
  sessionKeyFile: filePath,
  trustProxy: z.union([
    z.boolean(),
    z.enum(['true', 'false']).transform((v) => v === 'true'),
    z.string().regex(/^[0-9a-fA-F.:/]+(,\s*[0-9a-fA-F.:/]+)*$/, 'must be true, false or addresses'),
  ]),
} as const satisfies Record<keyof FrameScaleSettings, z.ZodType<string | boolean>>

/** Resolves the shared-state settings; a bad value names its variable (never its value). */
export function resolveScaleSettings(
  options: FrameScaleSettings,
  env: Record<string, string | undefined>,
): FrameScaleSettings {
  const settings: FrameScaleSettings = {}
  for (const key of Object.keys(scaleSchemas) as (keyof FrameScaleSettings)[]) {
    const name = FRAME_SCALE_ENV[key]
    const fromEnv = env[name] === '' ? undefined : env[name]
    const value = options[key] ?? fromEnv
    if (value === undefined) continue
    const parsed = scaleSchemas[key].safeParse(value)
    if (!parsed.success)
      throw new FrameServerConfigError(
        `Invalid secure frame configuration: ${options[key] === undefined ? name : key} ${parsed.error.issues[0]?.message ?? 'is invalid'}`,
      )
    Object.assign(settings, { [key]: parsed.data })
  }
  return settings
}
