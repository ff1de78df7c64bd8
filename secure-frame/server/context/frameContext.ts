/** What the frame's routes share: database, keys, mailer, chains, clock and request state. */
import type { FrameChain } from '../config/resolveFrameServerConfig.ts'
import type { FrameDatabase } from '../db/openFrameDatabase.ts'
import type { DeviceApprovalWaiters } from '../device/createDeviceApprovalWaiters.ts'
import type { Mailer } from '../mail/createMailer.ts'
import type { AllowlistLookup } from '../project/createAllowlistLookup.ts'
import type { ReplayCache } from '../proof/createReplayCache.ts'
import type { SessionSigningKey } from '../session/loadSessionSigningKey.ts'

export interface FrameContext {
  db: FrameDatabase
  /** Server time in ms; every expiry is measured against it. */
  clock: () => number
  /** Configured EVM chains; the first is a new session's chain. */
  chains: readonly FrameChain[]
  /** Encrypts users' private keys (AES-256-GCM). */
  masterKey: Buffer
  /** HMAC key for one-time codes at rest, derived from the master key. */
  otpKey: Buffer
  signingKey: SessionSigningKey
  mailer: Mailer
  allowlists: AllowlistLookup
  replayCache: ReplayCache
  deviceWaiters: DeviceApprovalWaiters
  deviceWaitTimeoutMs: number
  /** The frame's own origin, for links in mails. */
  publicOrigin(): string
}
