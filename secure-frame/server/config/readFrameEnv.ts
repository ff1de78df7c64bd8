/**
 * The frame server's settings when it runs alone (`main.ts`), read from the environment and
 * checked with zod; a bad value stops the start with a message naming the variable. Mail and
 * the settings several instances share are read by createFrameServer itself (PORTICO_SMTP_*,
 * FRAME_SCALE_ENV, PORTICO_FRAME_MASTER_KEY).
 *
 *   PORTICO_HOST                  address to listen on (default 127.0.0.1)
 *   PORTICO_FRAME_PORT            port (default 5174; 0 picks a free one)
 *   PORTICO_CLOUD_URL             the cloud API holding projects (default http://127.0.0.1:4100)
 *   PORTICO_FRAME_DIST            the built frame app (default secure-frame/dist)
 *   PORTICO_FRAME_DATA_DIR        database and keys (default .data/frame; `memory`: keep nothing)
 *   PORTICO_FRAME_CHAINS          JSON [{id, rpcUrl, smartAccount?}] the frame signs for (default
 *                                anvil 31337 with the devnet's bundler); `smartAccount`
 *                                {bundlerUrl, paymasterUrl, factoryAddress, entryPointAddress}
 *                                makes the e-mail wallet a smart account on that chain
 *   PORTICO_FRAME_SOLANA_CLUSTERS JSON [{chain, rpcUrl}] (CAIP-2 `solana:…`) the frame sends
 *                                 Solana transactions to (default the devnet's litesvm cluster)
 *   PORTICO_FRAME_PUBLIC_ORIGIN   origin users reach it at, for mailed links (default: listen URL)
 *   PORTICO_FRAME_RATE_LIMIT_PER_MINUTE  /api calls a minute per client IP (default 600)
 *   PORTICO_FRAME_LOGIN_RATE_LIMIT_PER_HOUR  login mails, and apart code checks, an hour per
 *                                client IP across addresses (default 200); the per-address
 *                                budgets are fixed (createLoginRateLimits.ts)
 *   NODE_ENV / PORTICO_ENV        `production`: the keys must come from outside the data dir
 *                                 (see requireProductionKeys.ts)
 */
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import {
  DEFAULT_LOGIN_RATE_LIMITS,
  type LoginRateLimitSettings,
} from '../limits/createLoginRateLimits.ts'
import {
  type FrameChain,
  FrameServerConfigError,
  type FrameSolanaCluster,
  smartAccountConfigSchema,
  solanaClustersSchema,
} from './resolveFrameServerConfig.ts'

const repoRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)))

const json = z.string().transform((text, ctx) => {
  try {
    return JSON.parse(text) as unknown
  } catch {
    ctx.issues.push({ code: 'custom', input: text, message: 'must be JSON' })
    return z.NEVER
  }
})

const chainsJson = json.pipe(
  z
    .array(
      z.object({
        id: z.number().int().positive(),
        rpcUrl: z.url({ protocol: /^https?$/ }),
        smartAccount: smartAccountConfigSchema.optional(),
      }),
    )
    .min(1)
    .max(100),
)

const frameEnvSchema = z.object({
  PORTICO_HOST: z.string().min(1).default('127.0.0.1'),
  PORTICO_FRAME_PORT: z.coerce.number().int().min(0).max(65535).default(5174),
  PORTICO_CLOUD_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4100'),
  PORTICO_FRAME_DIST: z.string().min(1).default(resolve(repoRoot, 'secure-frame/dist')),
  PORTICO_FRAME_DATA_DIR: z.string().min(1).default(resolve(repoRoot, '.data/frame')),
  PORTICO_FRAME_CHAINS: chainsJson.optional(),
  PORTICO_FRAME_SOLANA_CLUSTERS: json.pipe(solanaClustersSchema).optional(),
  PORTICO_FRAME_PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  PORTICO_FRAME_RATE_LIMIT_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000_000)
    .default(DEFAULT_LOGIN_RATE_LIMITS.apiPerIp.points),
  PORTICO_FRAME_LOGIN_RATE_LIMIT_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000_000)
    .default(DEFAULT_LOGIN_RATE_LIMITS.mailPerIp.points),
})

export interface FrameEnv {
  host: string
  port: number
  cloudUrl: string
  distDir: string
  /** Undefined: in memory. */
  dataDir: string | undefined
  chains: readonly FrameChain[] | undefined
  solanaClusters: readonly FrameSolanaCluster[] | undefined
  publicOrigin: string | undefined
  /** The per-IP budgets the variables set. */
  rateLimits: Partial<LoginRateLimitSettings>
}

/** Reads the variables above (empty ones count as unset). */
export function readFrameEnv(env: Record<string, string | undefined> = process.env): FrameEnv {
  const keys = Object.keys(frameEnvSchema.shape)
  const picked = Object.fromEntries(
    Object.entries(env).filter(([k, v]) => keys.includes(k) && v !== ''),
  )
  const parsed = frameEnvSchema.safeParse(picked)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new FrameServerConfigError(`Invalid secure frame configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  return {
    host: e.PORTICO_HOST,
    port: e.PORTICO_FRAME_PORT,
    cloudUrl: e.PORTICO_CLOUD_URL.replace(/\/$/, ''),
    distDir: e.PORTICO_FRAME_DIST,
    dataDir: e.PORTICO_FRAME_DATA_DIR === 'memory' ? undefined : e.PORTICO_FRAME_DATA_DIR,
    chains: e.PORTICO_FRAME_CHAINS,
    solanaClusters: e.PORTICO_FRAME_SOLANA_CLUSTERS,
    publicOrigin: e.PORTICO_FRAME_PUBLIC_ORIGIN,
    rateLimits: {
      apiPerIp: { points: e.PORTICO_FRAME_RATE_LIMIT_PER_MINUTE, windowSeconds: 60 },
      otpPerIp: { points: e.PORTICO_FRAME_LOGIN_RATE_LIMIT_PER_HOUR, windowSeconds: 3600 },
      mailPerIp: { points: e.PORTICO_FRAME_LOGIN_RATE_LIMIT_PER_HOUR, windowSeconds: 3600 },
    },
  }
}
