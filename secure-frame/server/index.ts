/** @portico/secure-frame/server: the public API. */

export { type FrameEnv, readFrameEnv } from './config/readFrameEnv.ts'
export {
  DEFAULT_CHAINS,
  DEFAULT_SMTP,
  FRAME_SCALE_ENV,
  type FrameChain,
  type FrameScaleSettings,
  FrameServerConfigError,
  resolveScaleSettings,
  type SmtpSettings,
} from './config/resolveFrameServerConfig.ts'
export {
  contentSecurityPolicy,
  createFrameServer,
  type FrameServerOptions,
  type RunningFrameServer,
} from './createFrameServer.ts'
export type { FrameDatabase } from './db/openFrameDatabase.ts'
export { MASTER_KEY_ENV } from './keys/loadMasterKey.ts'
export {
  DEFAULT_LOGIN_RATE_LIMITS,
  type LoginRateLimitSettings,
  type RateLimit,
} from './limits/createLoginRateLimits.ts'
export { DEVICE_PROOF_HEADER } from './proof/deviceProofFormat.ts'
export { serveAssets } from './serveAssets.ts'
