/**
 * The cloud API's settings when it runs alone (`main.ts`), read from the environment and
 * checked with zod; a bad value stops the start with a message naming the variable.
 *
 *   DATABASE_URL                 postgres://… of a PostgreSQL server (else PGlite)
 *   PORTICO_CLOUD_DATA_DIR       PGlite data dir (default .data/cloud-pglite; `memory`: keep
 *                                nothing, as the tests' stacks do)
 *   PORTICO_HOST                 address to listen on (default 127.0.0.1)
 *   PORTICO_CLOUD_PORT           port (default 4100; 0 picks a free one)
 *   PORTICO_CLOUD_PUBLIC_URL     URL clients reach it at (default: the listen URL)
 *   PORTICO_PROJECT_ID           project to seed (default portico-demo) …
 *   PORTICO_PROJECT_NAME         … named this in the console (default: its id) …
 *   PORTICO_ALLOWED_ORIGINS      … adding these origins, comma separated (default http://localhost:5173)
 *   PORTICO_DEVELOPER_EMAIL      owner of that project in the console (default none)
 *   PORTICO_SMTP_HOST / _PORT    SMTP server for the console's sign-in codes (default none)
 *   PORTICO_SMTP_FROM            their sender (default Portico console <console@portico.localhost>)
 *   PORTICO_CONSOLE_DIST         the console's build (default cloud/dist/console)
 *   PORTICO_CLOUD_CHAINS         JSON [{id, name, rpcUrl, traceCalls?}] of the chains served
 *                                (default devnet's; traceCalls false: no call tracing)
 *   PORTICO_CLOUD_LOCAL_WALLETS  JSON [{id, name, chains, webapp_link?, mobile_link?,
 *                                desktop_link?}]: wallets listed first in the catalogue (default none)
 *   PORTICO_CLOUD_CATALOGUE_FILE a wallet registry JSON imported at start as the catalogue, as
 *                                `portico catalogue import` does (default none: the stored one)
 *   PORTICO_DEPLOYMENTS_FILE     devnet deployments JSON (default .data/devnet/deployments.json)
 *   PORTICO_CLOUD_SOLANA_CLUSTERS  JSON [{caip2, rpcUrl, mints?}] of Solana clusters served besides
 *                                the deployments' local one (the same caip2 re-points its RPC URL)
 *   PORTICO_CLOUD_SOLANA_PRICES_USD  JSON {"SOL": 150, "<symbol or mint>": n}: the fixed USD prices
 *                                of SOL and SPL tokens (default DEFAULT_SOLANA_PRICES_USD)
 *   PORTICO_CLOUD_BITCOIN_PRICES_USD  JSON {"BTC": 60000, "bip122:<ref>": n}: the fixed USD price
 *                                of BTC, per network or for all (default DEFAULT_BITCOIN_PRICES_USD)
 *   PORTICO_LOG_LEVEL            fatal | error | warn | info | debug | trace | silent (default info)
 *   PORTICO_CLOUD_INDEXER        on | off: index the chains' transfers (default on)
 *   PORTICO_REDIS_URL            redis://… shared by the instances: rate limits counted there
 *                                (default none: each instance counts in memory)
 *   PORTICO_CLOUD_RATE_LIMIT_PER_MINUTE  requests a minute per client IP over every route
 *                                (default 600; over it: 429 with Retry-After)
 *   PORTICO_CLOUD_WRITE_RATE_LIMIT_PER_MINUTE  requests a minute per client IP on each write
 *                                route: POST /e, names, sessions (default 120)
 *   PORTICO_CLOUD_RATE_LIMIT_EXEMPT_IPS  client IPs no budget applies to, comma separated: the
 *                                secure frame's server(s), which look projects up (default none)
 *   PORTICO_ONRAMP_PROVIDER      sandbox | none: the on-ramp behind /v1/onramp/* (default sandbox)
 *   PORTICO_ONRAMP_URL           the sandbox provider's origin (default http://127.0.0.1:4300)
 *   PORTICO_CLOUD_LEASE_POLL_MS  how often a standby instance tries the indexer's lease, so the
 *                                most it waits to take over from a dead holder (default 1000)
 */

import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { allowedOriginSchema, PorticoError, type PorticoErrorOptions } from '@portico/shared'
import { z } from 'zod'
import {
  bitcoinPriceTableSchema,
  DEFAULT_BITCOIN_PRICES_USD,
} from './chain/bitcoin/bitcoinPriceOracle.ts'
import { cloudChainSchema, DEFAULT_CLOUD_CHAINS } from './chain/cloudChains.ts'
import { solanaClusterSchema } from './chain/solana/solanaClusters.ts'
import {
  DEFAULT_SOLANA_PRICES_USD,
  solanaPriceTableSchema,
} from './chain/solana/solanaPriceOracle.ts'
import { DEFAULT_CLOUD_RATE_LIMITS } from './http/cloudRateLimits.ts'
import { DEFAULT_LEASE_POLL_INTERVAL_MS } from './lease/createLease.ts'
import { projectIdSchema } from './projects/projectRecord.ts'

const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)))

/** A variable holding JSON, checked with `schema` once parsed. */
const jsonOf = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown
      } catch {
        ctx.issues.push({ code: 'custom', input: text, message: 'must be JSON' })
        return z.NEVER
      }
    })
    .pipe(schema)

const chainsJson = jsonOf(z.array(cloudChainSchema).max(100))

/** A wallet of the local stack (the demo wallet), listed in the catalogue beside the others. */
const localWalletSchema = z.object({
  id: z.string().regex(/^[\w-]{1,64}$/),
  name: z.string().min(1).max(64),
  chains: z.array(z.string().max(64)).max(50),
  mobile_link: z.url().optional(),
  desktop_link: z.url().optional(),
  webapp_link: z.url({ protocol: /^https?$/ }).optional(),
})

export const cloudEnvSchema = z.object({
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  PORTICO_CLOUD_DATA_DIR: z.string().min(1).default(resolve(repoRoot, '.data/cloud-pglite')),
  PORTICO_HOST: z.string().min(1).default('127.0.0.1'),
  PORTICO_CLOUD_PORT: z.coerce.number().int().min(0).max(65535).default(4100),
  PORTICO_CLOUD_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  PORTICO_PROJECT_ID: z._default(projectIdSchema, 'portico-demo'),
  PORTICO_PROJECT_NAME: z.string().min(1).max(64).optional(),
  PORTICO_ALLOWED_ORIGINS: z
    .string()
    .default('http://localhost:5173')
    .transform((text) => text.split(',').filter(Boolean))
    .pipe(z.array(allowedOriginSchema).max(100)),
  PORTICO_CLOUD_CHAINS: chainsJson.optional(),
  PORTICO_CLOUD_LOCAL_WALLETS: jsonOf(z.array(localWalletSchema).max(20)).optional(),
  PORTICO_CLOUD_CATALOGUE_FILE: z.string().min(1).optional(),
  PORTICO_DEPLOYMENTS_FILE: z
    .string()
    .min(1)
    .default(resolve(repoRoot, '.data/devnet/deployments.json')),
  PORTICO_CLOUD_SOLANA_CLUSTERS: jsonOf(z.array(solanaClusterSchema).max(20)).default([]),
  PORTICO_CLOUD_SOLANA_PRICES_USD: jsonOf(solanaPriceTableSchema).default({
    ...DEFAULT_SOLANA_PRICES_USD,
  }),
  PORTICO_CLOUD_BITCOIN_PRICES_USD: jsonOf(bitcoinPriceTableSchema).default({
    ...DEFAULT_BITCOIN_PRICES_USD,
  }),
  PORTICO_LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info'),
  PORTICO_CLOUD_INDEXER: z
    .enum(['on', 'off'])
    .default('on')
    .transform((value) => value === 'on'),
  PORTICO_REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  PORTICO_CLOUD_RATE_LIMIT_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000_000)
    .default(DEFAULT_CLOUD_RATE_LIMITS.perIp),
  PORTICO_CLOUD_WRITE_RATE_LIMIT_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000_000)
    .default(DEFAULT_CLOUD_RATE_LIMITS.writesPerIp),
  PORTICO_CLOUD_RATE_LIMIT_EXEMPT_IPS: z
    .string()
    .default('')
    .transform((text) =>
      text
        .split(',')
        .map((ip) => ip.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.union([z.ipv4(), z.ipv6()])).max(100)),
  PORTICO_CLOUD_LEASE_POLL_MS: z.coerce
    .number()
    .int()
    .min(50)
    .max(60_000)
    .default(DEFAULT_LEASE_POLL_INTERVAL_MS),
  PORTICO_ONRAMP_PROVIDER: z.enum(['sandbox', 'none']).default('sandbox'),
  PORTICO_ONRAMP_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4300'),
  PORTICO_DEVELOPER_EMAIL: z.string().email().optional(),
  PORTICO_SMTP_HOST: z.string().min(1).optional(),
  PORTICO_SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  PORTICO_SMTP_FROM: z.string().min(3).default('Portico console <console@portico.localhost>'),
  PORTICO_CONSOLE_DIST: z.string().min(1).default(resolve(repoRoot, 'cloud/dist/console')),
})
export type CloudEnv = z.output<typeof cloudEnvSchema>

export class CloudEnvError extends PorticoError {
  override name = 'CloudEnvError'
  constructor(message: string, options: PorticoErrorOptions = {}) {
    super(message, { code: 'CLOUD_ENV_INVALID', ...options })
  }
}

/** Reads the variables above (empty ones count as unset). */
export function readCloudEnv(env: Record<string, string | undefined> = process.env): CloudEnv {
  const keys = Object.keys(cloudEnvSchema.shape)
  const picked = Object.fromEntries(
    Object.entries(env).filter(([k, v]) => keys.includes(k) && v !== ''),
  )
  const parsed = cloudEnvSchema.safeParse(picked)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new CloudEnvError(`Invalid cloud configuration:\n${lines.join('\n')}`)
  }
  return {
    ...parsed.data,
    PORTICO_CLOUD_CHAINS: parsed.data.PORTICO_CLOUD_CHAINS ?? [...DEFAULT_CLOUD_CHAINS],
  }
}
