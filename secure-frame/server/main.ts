/**
 * Runs the secure frame's server alone: `node --import tsx secure-frame/server/main.ts`
 * (settings in config/readFrameEnv.ts, PORTICO_SMTP_*, and for several instances the variables
 * of FRAME_SCALE_ENV). Prints `frame server: listening on <url>` once it serves; SIGINT or
 * SIGTERM stops it cleanly.
 */
import { readFrameEnv } from './config/readFrameEnv.ts'
import { FrameServerConfigError } from './config/resolveFrameServerConfig.ts'
import { createFrameServer } from './createFrameServer.ts'

try {
  const env = readFrameEnv()
  const server = await createFrameServer(env)
  console.log(`frame server: listening on ${server.url}`)
  let stopping = false
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      if (stopping) return
      stopping = true
      server.stop().then(
        () => process.exit(0),
        () => process.exit(1),
      )
    })
} catch (error) {
  console.error(error instanceof FrameServerConfigError ? error.message : error)
  process.exit(1)
}
