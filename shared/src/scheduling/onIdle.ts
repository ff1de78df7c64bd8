/**
 * Runs `callback` once the browser is idle, at most `timeoutMs` later: requestIdleCallback where
 * there is one, else a timer; both yield to pending input first. Returns a cancel function.
 * Shared by the modal's warm-up at idle (warmUpAtIdle.ts), a closed dialog's view
 * (useIdleValue.ts) and the secure frame's early worker start (startWorkerEarly.ts).
 */
export function onIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: timeoutMs })
    return () => cancelIdleCallback(id)
  }
  const timer = setTimeout(callback, 1)
  return () => clearTimeout(timer)
}
