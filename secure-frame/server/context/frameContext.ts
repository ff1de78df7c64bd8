/** What the frame's routes share: database, keys, mailer, chains, clock and request state. */
import type { FrameChain, FrameSolanaCluster } from '../config/resolveFrameServerConfig.ts'
import type { FrameDatabase } from '../db/openFrameDatabase.ts'
import type { DeviceApprovalWaiters } from '../device/createDeviceApprovalWaiters.ts'
import type { FarcasterRelay } from '../farcaster/createFarcasterRelay.ts'
import type { LoginRateLimits } from '../limits/createLoginRateLimits.ts'
import type { Mailer } from '../mail/createMailer.ts'
import type { AllowlistLookup } from '../project/createAllowlistLookup.ts'
import type { ReplayCache } from '../proof/createReplayCache.ts'
import type { SessionSigningKey } from '../session/loadSessionSigningKey.ts'
import type { SocialSettings } from '../social/socialSettings.ts'

export interface FrameContext {
  db: FrameDatabase
  /** Server time in ms; every expiry is measured against it. */
  clock: () => number
  /** Configured EVM chains; the first is a new session's chain. */
  chains: readonly FrameChain[]
  /** Configured Solana clusters (CAIP-2 id, RPC) the frame sends signed transactions to. */
  solanaClusters: readonly FrameSolanaCluster[]
  /** Encrypts users' private keys (AES-256-GCM). */
  masterKey: Buffer
  /** HMAC key for one-time codes at rest, derived from the master key. */
  otpKey: Buffer
  signingKey: SessionSigningKey
  mailer: Mailer
  allowlists: AllowlistLookup
  /** The cloud API, for the smart account's sessions (smartSessions/); unset: none. */
  cloudUrl?: string
  /** Proof ids already used: in memory, or in the Redis every instance shares. */
  replayCache: ReplayCache
  /** Per-IP and per-address limits on the login and code routes. */
  rateLimits: LoginRateLimits
  deviceWaiters: DeviceApprovalWaiters
  deviceWaitTimeoutMs: number
  /**
   * With a shared database, how often a device-wait also looks for an approval made through
   * another instance (whose waiters this one cannot hear); 0 when the database is this one's.
   */
  deviceApprovalPollMs: number
  /** Sign In With Farcaster: the auth relay and the ID registry's chain (farcaster/). */
  farcaster: FarcasterRelay
  /** How long POST /api/farcaster/wait holds a request, and how often it asks the relay. */
  farcasterWaitMs: number
  farcasterPollMs: number
  /** The enabled social login providers (issue 21). */
  social: SocialSettings
  /** How long POST /api/social/claim waits for the provider's callback. */
  socialClaimWaitMs: number
  /** The frame's own origin, for links in mails. */
  publicOrigin(): string
  /** Closes the database and the Redis connection. */
  close(): Promise<void>
}
