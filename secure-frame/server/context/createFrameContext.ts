/**
 * Builds what the frame's routes share from the server options: the database (a PostgreSQL
 * server, or PGlite under the data dir or in memory), the master and session-signing keys, the
 * Redis connection (replay cache and rate limits) when one is configured, the mailer, the
 * allowlists. With a shared database every secret must be shared too (see loadMasterKey).
 */
import { hkdfSync } from 'node:crypto'
import type { Redis } from 'ioredis'
import { makePrivateDir } from '../config/makePrivateDir.ts'
import { isProductionMode, requireProductionKeys } from '../config/requireProductionKeys.ts'
import {
  type FrameChain,
  type FrameScaleSettings,
  type FrameSolanaCluster,
  resolveChains,
  resolveScaleSettings,
  resolveSmtpSettings,
  resolveSolanaClusters,
  type SmtpSettings,
} from '../config/resolveFrameServerConfig.ts'
import { openFrameDatabase } from '../db/openFrameDatabase.ts'
import { createDeviceApprovalWaiters } from '../device/createDeviceApprovalWaiters.ts'
import { createFarcasterRelay } from '../farcaster/createFarcasterRelay.ts'
import {
  type FarcasterSettings,
  resolveFarcasterSettings,
} from '../farcaster/resolveFarcasterSettings.ts'
import { loadMasterKey } from '../keys/loadMasterKey.ts'
import {
  createLoginRateLimits,
  DEFAULT_LOGIN_RATE_LIMITS,
  type LoginRateLimitSettings,
} from '../limits/createLoginRateLimits.ts'
import { createMailer } from '../mail/createMailer.ts'
import type { AllowlistLookup } from '../project/createAllowlistLookup.ts'
import { createRedisReplayCache } from '../proof/createRedisReplayCache.ts'
import { createReplayCache } from '../proof/createReplayCache.ts'
import { connectFrameRedis } from '../redis/connectFrameRedis.ts'
import { loadSessionSigningKey } from '../session/loadSessionSigningKey.ts'
import { resolveSocialSettings } from '../social/socialSettings.ts'
import type { FrameContext } from './frameContext.ts'

export interface FrameContextOptions extends FrameScaleSettings {
  dataDir?: string
  smtp?: Partial<SmtpSettings>
  chains?: readonly FrameChain[]
  solanaClusters?: readonly FrameSolanaCluster[]
  env?: Record<string, string | undefined>
  clock?: () => number
  deviceWaitTimeoutMs?: number
  social?: unknown
  socialClaimWaitMs?: number
  deviceApprovalPollMs?: number
  rateLimits?: Partial<LoginRateLimitSettings>
  allowlists: AllowlistLookup
  publicOrigin: () => string
  /** The cloud API (its /v1/sessions routes hold the smart account's ERC-7715 sessions). */
  cloudUrl?: string
  /** The Farcaster relay and registry RPC (else PORTICO_FARCASTER_*, then the devnet's). */
  farcaster?: Partial<FarcasterSettings>
  /** How long POST /api/farcaster/wait holds a request (default 20 s). */
  farcasterWaitMs?: number
  /** Told about errors of idle database and Redis connections (they reconnect). */
  onConnectionError?: (error: Error) => void
}

export const DEVICE_WAIT_TIMEOUT_MS = 25_000
export const DEVICE_APPROVAL_POLL_MS = 1_000
export const FARCASTER_WAIT_MS = 20_000
export const FARCASTER_POLL_MS = 500
export const SOCIAL_CLAIM_WAIT_MS = 3_000

export async function createFrameContext(options: FrameContextOptions): Promise<FrameContext> {
  const env = options.env ?? process.env
  const smtp = resolveSmtpSettings(options.smtp, env)
  const social = resolveSocialSettings(options.social ?? env.PORTICO_FRAME_SOCIAL)
  const chains = resolveChains(options.chains)
  const solanaClusters = resolveSolanaClusters(options.solanaClusters)
  const farcaster = resolveFarcasterSettings(options.farcaster, env)
  const scale = resolveScaleSettings(options, env)
  const shared = scale.databaseUrl !== undefined
  // In production, refuse keys this server would make itself (before making any).
  requireProductionKeys({ env, dataDir: options.dataDir, ...scale })
  // Keys and database live here: no other account on the machine may enter it.
  if (options.dataDir) makePrivateDir(options.dataDir)
  const masterKey = loadMasterKey(env, options.dataDir, { file: scale.masterKeyFile, shared })
  const signingKey = loadSessionSigningKey(options.dataDir, {
    file: scale.sessionKeyFile,
    // Shared or production: derived from the external master key, never written to the data dir.
    sharedMasterKey: shared || isProductionMode(env) ? masterKey : undefined,
  })
  const otpKey = Buffer.from(hkdfSync('sha256', masterKey, '', 'portico one-time codes', 32))
  let redis: Redis | undefined
  if (scale.redisUrl) redis = await connectFrameRedis(scale.redisUrl, options.onConnectionError)
  let db: FrameContext['db']
  try {
    db = await openFrameDatabase({
      databaseUrl: scale.databaseUrl,
      dataDir: options.dataDir,
      onIdleError: options.onConnectionError,
    })
  } catch (error) {
    redis?.disconnect()
    throw error
  }
  const mailer = createMailer(smtp)
  return {
    db,
    clock: options.clock ?? Date.now,
    chains,
    solanaClusters,
    masterKey,
    otpKey,
    signingKey,
    mailer,
    allowlists: options.allowlists,
    ...(options.cloudUrl ? { cloudUrl: options.cloudUrl.replace(/\/$/, '') } : {}),
    replayCache: redis ? createRedisReplayCache(redis) : createReplayCache(),
    rateLimits: createLoginRateLimits(
      { ...DEFAULT_LOGIN_RATE_LIMITS, ...options.rateLimits },
      redis,
    ),
    deviceWaiters: createDeviceApprovalWaiters(),
    social,
    socialClaimWaitMs: options.socialClaimWaitMs ?? SOCIAL_CLAIM_WAIT_MS,
    deviceWaitTimeoutMs: options.deviceWaitTimeoutMs ?? DEVICE_WAIT_TIMEOUT_MS,
    deviceApprovalPollMs:
      db.kind === 'postgres' ? (options.deviceApprovalPollMs ?? DEVICE_APPROVAL_POLL_MS) : 0,
    farcaster: createFarcasterRelay(farcaster),
    farcasterWaitMs: options.farcasterWaitMs ?? FARCASTER_WAIT_MS,
    farcasterPollMs: FARCASTER_POLL_MS,
    publicOrigin: options.publicOrigin,
    async close() {
      mailer.close()
      try {
        await db.close()
      } finally {
        if (redis) await redis.quit().catch(() => redis?.disconnect())
      }
    },
  }
}
