/**
 * `value`, except while `defer` holds: then a change reaches the render only once the browser is
 * idle (at most IDLE_VALUE_TIMEOUT_MS later), so work nobody sees yet waits until what people do
 * see has painted. When `defer` ends, the current value renders at once.
 */
import { useEffect, useState } from 'react'

/** The longest a deferred change waits for idle time (ms). */
export const IDLE_VALUE_TIMEOUT_MS = 1000

/** Runs `callback` when the browser is idle (a timer where there is no requestIdleCallback). */
function onIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: IDLE_VALUE_TIMEOUT_MS })
    return () => cancelIdleCallback(id)
  }
  const timer = setTimeout(callback, 1)
  return () => clearTimeout(timer)
}

export function useIdleValue<T>(value: T, defer: boolean): T {
  const [settled, setSettled] = useState(value)
  // Not deferred: follow the value in this same render (React re-renders before committing).
  if (!defer && settled !== value) setSettled(value)
  useEffect(() => {
    if (!defer || settled === value) return
    return onIdle(() => setSettled(value))
  }, [defer, value, settled])
  return defer ? settled : value
}
