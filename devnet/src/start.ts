/**
 * `npm start`: starts the whole local stack on its embedded defaults, prints what runs where,
 * and stops every part on SIGINT or SIGTERM (a second one exits at once).
 */
import { readStackConfig } from './config.ts'
import { createStopSignalHandler } from './processes/stopSignals.ts'
import { startStack } from './startStack.ts'

const t0 = performance.now()
let stack: Awaited<ReturnType<typeof startStack>> | undefined
/** Aborted by the first Ctrl+C or SIGTERM: a start in progress stops what it has started. */
const stopping = new AbortController()

async function shutdown(code: number) {
  if (stopping.signal.aborted) return
  stopping.abort()
  console.log('\nStopping the Portico stack… (press Ctrl+C again to stop at once)')
  // Still starting: startStack stops its parts and rejects, and the start below exits.
  if (!stack) return
  await stack.stop()
  process.exit(code)
}
const onStopSignal = createStopSignalHandler({
  stop: () => void shutdown(0),
  forceExit: () => {
    // Every part still running gets SIGTERM as this process exits (stopWithParent).
    console.log('Stopping at once.')
    process.exit(130)
  },
})
process.on('SIGINT', onStopSignal)
process.on('SIGTERM', onStopSignal)
// If whoever started us is gone (killed without passing the signal on), stop too.
const parentPid = process.ppid
setInterval(() => process.ppid !== parentPid && void shutdown(0), 250).unref()

try {
  const config = readStackConfig()
  stack = await startStack(config, {
    walletExtension: true,
    log: (line) => console.log(`  ${line}`),
    signal: stopping.signal,
  })
  const width = Math.max(...stack.services.map((s) => s.name.length))
  console.log(`\nPortico local stack ready in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`)
  for (const s of stack.services) console.log(`  ${s.name.padEnd(width)}  ${s.url}`)
  console.log(`\n  deployed addresses: ${stack.deploymentsFile}`)
  console.log(
    `  project id: ${config.projectId} (allowed origins ${config.allowedOrigins.join(', ')})`,
  )
  if (stack.walletExtensionDir) {
    console.log(`  test wallet extension: ${stack.walletExtensionDir}`)
    console.log(`    (load it in Chromium: chromium --load-extension=${stack.walletExtensionDir})`)
  }
  console.log('\nOpen the demo dapp in a browser. Press Ctrl+C to stop.')
} catch (error) {
  // Stopped while starting: every part that had started is stopped.
  if (stopping.signal.aborted) process.exit(0)
  console.error(
    `\nPortico could not start: ${error instanceof Error ? error.message : String(error)}`,
  )
  await stack?.stop()
  process.exit(1)
}
