/**
 * A child server process that does not outlive this one: `stop()` sends `signal` (once) and
 * waits for the exit, and if this process exits first the child gets the same signal.
 */
import type { ChildProcess } from 'node:child_process'

export function stopWithParent(
  child: ChildProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): () => Promise<void> {
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
  }
  process.once('exit', kill)
  // A child that ends on its own needs no killing any more.
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      process.off('exit', kill)
      resolve()
    }),
  )
  return async () => {
    kill()
    await exited
  }
}
