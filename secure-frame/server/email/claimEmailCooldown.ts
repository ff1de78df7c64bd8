/**
 * The 30 s e-mail rule (SPEC §5) on the server: a request that would mail an address within
 * 30 s of the previous accepted one is refused with "Please try again after {n} seconds"
 * (429 `EMAIL_COOLDOWN`, n rounded up). The claim is one atomic upsert, so parallel requests
 * cannot both pass. A completed login clears the address's login cooldown (as the modal clears
 * its own 30 s rule on success), so a user who signs out can sign in again at once.
 */
import { assertEmailLoginAllowed, EMAIL_LOGIN_COOLDOWN_MS, PorticoError } from '@portico/shared'
import type { FrameContext } from '../context/frameContext.ts'
import { apiError } from '../http/apiErrors.ts'

/** Login, e-mail update and key export are counted apart, so one does not block another. */
export type EmailCooldownKind = 'login' | 'update' | 'export'

async function tryClaim(ctx: FrameContext, kind: EmailCooldownKind, email: string, at: Date) {
  const { rows } = await ctx.db.query(
    `INSERT INTO email_cooldowns (kind, email, last_sent_at) VALUES ($1, $2, $3)
     ON CONFLICT (kind, email) DO UPDATE SET last_sent_at = EXCLUDED.last_sent_at
     WHERE email_cooldowns.last_sent_at <= $4 OR email_cooldowns.last_sent_at > $3
     RETURNING 1`,
    [kind, email, at, new Date(at.getTime() - EMAIL_LOGIN_COOLDOWN_MS)],
  )
  return rows.length > 0
}

/** Claims the next mail to `email`; returns a release for when the mail could not be sent. */
export async function claimEmailCooldown(
  ctx: FrameContext,
  kind: EmailCooldownKind,
  email: string,
): Promise<() => Promise<void>> {
  const now = ctx.clock()
  const claimedAt = new Date(now)
  if (!(await tryClaim(ctx, kind, email, claimedAt))) {
    const { rows } = await ctx.db.query<{ last_sent_at: Date }>(
      'SELECT last_sent_at FROM email_cooldowns WHERE kind = $1 AND email = $2',
      [kind, email],
    )
    const lastSentAt = rows[0]?.last_sent_at.getTime()
    try {
      assertEmailLoginAllowed(lastSentAt, now)
    } catch (error) {
      if (error instanceof PorticoError)
        throw apiError('EMAIL_COOLDOWN', {
          message: error.shortMessage,
          retryAfterSeconds: Math.max(
            1,
            Math.ceil(((lastSentAt ?? now) + EMAIL_LOGIN_COOLDOWN_MS - now) / 1000),
          ),
        })
      throw error
    }
    // The previous claim was released in between: claim again.
    if (!(await tryClaim(ctx, kind, email, claimedAt))) throw apiError('INTERNAL_ERROR')
  }
  return async () => {
    await ctx.db.query(
      'DELETE FROM email_cooldowns WHERE kind = $1 AND email = $2 AND last_sent_at = $3',
      [kind, email, claimedAt],
    )
  }
}

/**
 * Clears the login cooldown of `email` after a login of that address has completed (its code
 * verified, its session issued): call it with the verified address only, never with request
 * input alone. One statement, so it cannot interleave with a claim half-way.
 */
export async function clearLoginCooldown(ctx: FrameContext, email: string): Promise<void> {
  await ctx.db.query('DELETE FROM email_cooldowns WHERE kind = $1 AND email = $2', [
    'login' satisfies EmailCooldownKind,
    email,
  ])
}
