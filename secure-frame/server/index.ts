/** @portico/secure-frame/server: the public API. */
export {
  contentSecurityPolicy,
  createFrameServer,
  type FrameServerOptions,
  type RunningFrameServer,
} from './createFrameServer.ts'
export { serveAssets } from './serveAssets.ts'
