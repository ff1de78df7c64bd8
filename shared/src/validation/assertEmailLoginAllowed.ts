/** The e-mail login cooldown (SPEC §5): a new trigger within 30 s of the last one is blocked. */
import { EMAIL_LOGIN_COOLDOWN_MS, ONE_SECOND_MS } from '../constants.ts'
import { createPorticoError } from '../errors/createPorticoError.ts'

/**
 * @param lastLoginTime when the last e-mail login started (ms since epoch), if any
 * @throws ValidationError `EMAIL_LOGIN_COOLDOWN`, whose text counts `n`,
 *   the whole seconds left, rounded up.
 */
export function assertEmailLoginAllowed(
  lastLoginTime: number | undefined,
  now: number = Date.now(),
): void {
  if (lastLoginTime === undefined || !Number.isFinite(lastLoginTime)) return
  const elapsed = now - lastLoginTime
  if (elapsed < 0 || elapsed >= EMAIL_LOGIN_COOLDOWN_MS) return
  const n = Math.ceil((EMAIL_LOGIN_COOLDOWN_MS - elapsed) / ONE_SECOND_MS)
  throw createPorticoError('EMAIL_LOGIN_COOLDOWN', { params: { n } })
}
