/** Reads a Retry-After header: delay-seconds or an HTTP date (RFC 9110 §10.2.3). */

/**
 * The wait in ms the header asks for, or `undefined` when there is no usable header. A date in
 * the past means no wait.
 */
export function parseRetryAfter(
  header: string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  const value = header?.trim()
  if (!value) return undefined
  if (/^\d+$/.test(value)) return Number(value) * 1000
  if (!/[a-z]/i.test(value)) return undefined
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}
