/**
 * How `npm start` takes Ctrl+C and SIGTERM: the first one stops the stack in order; one more,
 * later, stops waiting and exits at once (every part still running gets SIGTERM as this process
 * exits: stopWithParent). One Ctrl+C arrives twice (from the terminal, and passed on by
 * devnet/bin/run.mjs), so a repeat within `graceMs` of the first is the same press.
 */

export interface StopSignalOptions {
  /** The first signal: stop every part. */
  stop(): void
  /** A later one: exit now. */
  forceExit(): void
  /** How long after the first signal a repeat counts as the same press (default 1 s). */
  graceMs?: number
  now?: () => number
}

export function createStopSignalHandler(options: StopSignalOptions): () => void {
  const graceMs = options.graceMs ?? 1000
  const now = options.now ?? Date.now
  let firstAt: number | undefined
  return () => {
    if (firstAt === undefined) {
      firstAt = now()
      options.stop()
    } else if (now() - firstAt >= graceMs) {
      options.forceExit()
    }
  }
}
