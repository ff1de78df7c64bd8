/** Internal: every text carried by a thrown value and its causes, for message-based mappings. */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/**
 * Collects `message`, `shortMessage` and `details` of `error`, then of its `cause`, `error` and
 * `data` (JSON-RPC error objects nest there), depth-first. Strings count as their own message.
 */
export function getErrorMessages(error: unknown, depth = 0): string[] {
  if (typeof error === 'string') return [error]
  if (!isRecord(error) || depth > 8) return []
  const own = [error.message, error.shortMessage, error.details].filter(
    (text): text is string => typeof text === 'string' && text.length > 0,
  )
  const nested = [error.cause, error.error, error.data].flatMap((inner) =>
    inner === error ? [] : getErrorMessages(inner, depth + 1),
  )
  return [...own, ...nested]
}
