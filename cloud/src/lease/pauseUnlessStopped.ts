/**
 * Waits `ms`, or less: resolves at once when `signal` aborts (a loop that is stopping must not
 * sit out its poll interval). Never rejects, so a polling loop just checks the signal after.
 */
export function pauseUnlessStopped(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    if (signal.aborted) return resolve()
    const timer = setTimeout(done, ms)
    function done() {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    signal.addEventListener('abort', done)
  })
}
