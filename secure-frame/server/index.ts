/** @portico/secure-frame/server: the public API. */
export {
  DEFAULT_CHAINS,
  DEFAULT_SMTP,
  type FrameChain,
  FrameServerConfigError,
  type SmtpSettings,
} from './config/resolveFrameServerConfig.ts'
export {
  contentSecurityPolicy,
  createFrameServer,
  type FrameServerOptions,
  type RunningFrameServer,
} from './createFrameServer.ts'
export type { FrameDatabase } from './db/openFrameDatabase.ts'
export { DEVICE_PROOF_HEADER } from './proof/deviceProofFormat.ts'
export { serveAssets } from './serveAssets.ts'
