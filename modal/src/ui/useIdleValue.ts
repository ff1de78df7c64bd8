/**
 * `value`, except while `defer` holds: then a change reaches the render only once the browser is
 * idle (at most IDLE_VALUE_TIMEOUT_MS later), so work nobody sees yet waits until what people do
 * see has painted. When `defer` ends, the current value renders at once.
 */
import { onIdle } from '@portico/shared'
import { useEffect, useState } from 'react'

/** The longest a deferred change waits for idle time (ms). */
export const IDLE_VALUE_TIMEOUT_MS = 1000

export function useIdleValue<T>(value: T, defer: boolean): T {
  const [settled, setSettled] = useState(value)
  // Not deferred: follow the value in this same render (React re-renders before committing).
  if (!defer && settled !== value) setSettled(value)
  useEffect(() => {
    if (!defer || settled === value) return
    return onIdle(() => setSettled(value), IDLE_VALUE_TIMEOUT_MS)
  }, [defer, value, settled])
  return defer ? settled : value
}
