/**
 * GET /social/callback: the provider sends the user's popup back here with `code` and `state`
 * (or an `error`). The state must name a live login that has not been called back yet (taken
 * once, atomically: a replayed callback finds it used); if the provider says who issued the
 * answer (`iss`, RFC 9207) it must be the configured issuer. Then the code is exchanged (PKCE),
 * the identity read, and the outcome recorded against the login for its frame app to claim. The
 * host page never sees the code, the tokens or the identity.
 */
import type { SocialProvider } from '@portico/shared'
import { z } from 'zod'
import type { FrameContext } from '../context/frameContext.ts'
import { apiError } from '../http/apiErrors.ts'
import { sha256Base64url } from '../proof/sha256Base64url.ts'
import { exchangeSocialCode } from './exchangeSocialCode.ts'
import { fetchSocialIdentity } from './fetchSocialIdentity.ts'
import type { SocialIdentity } from './readSocialProfile.ts'
import { socialRedirectUri } from './startSocialLogin.ts'

const short = z.string().min(1).max(2048)
export const callbackQuerySchema = z.object({
  state: short,
  code: short.optional(),
  error: z.string().max(256).optional(),
  iss: z.string().max(512).optional(),
})

/** What a login ended with, as stored for the claim. */
export type SocialOutcome = { identity: SocialIdentity } | { error: 'denied' | 'failed' }

export interface CallbackResult {
  outcome: SocialOutcome
  /** The host page that started the login (the popup's opener). */
  origin: string
}

export async function completeSocialCallback(
  ctx: FrameContext,
  query: unknown,
): Promise<CallbackResult> {
  const parsed = callbackQuerySchema.safeParse(query)
  if (!parsed.success) throw apiError('SOCIAL_STATE_INVALID')
  const { state, code, error, iss } = parsed.data
  const now = new Date(ctx.clock())
  const { rows } = await ctx.db.query<{
    state_hash: string
    provider: SocialProvider
    origin: string
    code_verifier: string
  }>(
    `UPDATE social_logins SET callback_at = $2
     WHERE state_hash = $1 AND callback_at IS NULL AND expires_at > $2
     RETURNING state_hash, provider, origin, code_verifier`,
    [sha256Base64url(state), now],
  )
  const login = rows[0]
  if (!login) throw apiError('SOCIAL_STATE_INVALID')
  const setting = ctx.social[login.provider]
  let outcome: SocialOutcome
  if (!setting || (iss !== undefined && setting.issuer !== undefined && iss !== setting.issuer))
    outcome = { error: 'failed' }
  else if (error || !code) outcome = { error: error === 'access_denied' ? 'denied' : 'failed' }
  else {
    try {
      const tokens = await exchangeSocialCode(setting, {
        code,
        redirectUri: socialRedirectUri(ctx),
        codeVerifier: login.code_verifier,
      })
      outcome = { identity: await fetchSocialIdentity(login.provider, setting, tokens) }
    } catch {
      outcome = { error: 'failed' }
    }
  }
  await ctx.db.query(
    `UPDATE social_logins SET result = $2, code_verifier = '' WHERE state_hash = $1`,
    [login.state_hash, JSON.stringify(outcome)],
  )
  return { outcome, origin: login.origin }
}
