/**
 * Builds what the frame's routes share from the server options: the database (PGlite under the
 * data dir, or in memory), the master and session-signing keys, the mailer, the allowlists.
 */
import { hkdfSync } from 'node:crypto'
import {
  type FrameChain,
  resolveChains,
  resolveSmtpSettings,
  type SmtpSettings,
} from '../config/resolveFrameServerConfig.ts'
import { openFrameDatabase } from '../db/openFrameDatabase.ts'
import { createDeviceApprovalWaiters } from '../device/createDeviceApprovalWaiters.ts'
import { loadMasterKey } from '../keys/loadMasterKey.ts'
import { createMailer } from '../mail/createMailer.ts'
import type { AllowlistLookup } from '../project/createAllowlistLookup.ts'
import { createReplayCache } from '../proof/createReplayCache.ts'
import { loadSessionSigningKey } from '../session/loadSessionSigningKey.ts'
import type { FrameContext } from './frameContext.ts'

export interface FrameContextOptions {
  dataDir?: string
  smtp?: Partial<SmtpSettings>
  chains?: readonly FrameChain[]
  env?: Record<string, string | undefined>
  clock?: () => number
  deviceWaitTimeoutMs?: number
  allowlists: AllowlistLookup
  publicOrigin: () => string
}

export const DEVICE_WAIT_TIMEOUT_MS = 25_000

export async function createFrameContext(options: FrameContextOptions): Promise<FrameContext> {
  const env = options.env ?? process.env
  const smtp = resolveSmtpSettings(options.smtp, env)
  const chains = resolveChains(options.chains)
  const masterKey = loadMasterKey(env, options.dataDir)
  const signingKey = loadSessionSigningKey(options.dataDir)
  const otpKey = Buffer.from(hkdfSync('sha256', masterKey, '', 'portico one-time codes', 32))
  const db = await openFrameDatabase(options.dataDir)
  return {
    db,
    clock: options.clock ?? Date.now,
    chains,
    masterKey,
    otpKey,
    signingKey,
    mailer: createMailer(smtp),
    allowlists: options.allowlists,
    replayCache: createReplayCache(),
    deviceWaiters: createDeviceApprovalWaiters(),
    deviceWaitTimeoutMs: options.deviceWaitTimeoutMs ?? DEVICE_WAIT_TIMEOUT_MS,
    publicOrigin: options.publicOrigin,
  }
}
