/**
 * The text a visitor reads for an error: its short message and, when it has one, its long one
 * ("Invalid App Configuration. Origin https://… not found on the allowlist …"), never the
 * "Details:" layout of `message`, which is for logs.
 */
export function getErrorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const { shortMessage, details } = error as { shortMessage?: unknown; details?: unknown }
  if (typeof shortMessage !== 'string' || !shortMessage) return error.message
  return typeof details === 'string' && details && details !== shortMessage
    ? `${shortMessage}. ${details}`
    : shortMessage
}
