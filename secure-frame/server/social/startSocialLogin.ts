/**
 * POST /api/social/start: a login with a provider begins. The server makes the `state` (bound
 * to this login), the PKCE verifier (RFC 7636, S256) and a claim secret, keeps the verifier and
 * hashes of the other two for SOCIAL_LOGIN_LIFETIME_MS, and answers the provider's authorization
 * URL with the secret. The secret goes only to the frame app that asked (same origin, this
 * device's proof): the host page gets the URL, which carries nothing that claims the login.
 */
import { randomBytes } from 'node:crypto'
import { ONE_MINUTE_MS, type SocialProvider } from '@portico/shared'
import type { FrameContext } from '../context/frameContext.ts'
import { assertOriginAllowed } from '../email/assertOriginAllowed.ts'
import { apiError } from '../http/apiErrors.ts'
import { sha256Base64url } from '../proof/sha256Base64url.ts'

export const SOCIAL_LOGIN_LIFETIME_MS = 10 * ONE_MINUTE_MS
export const SOCIAL_CALLBACK_PATH = '/social/callback'

const random = () => randomBytes(32).toString('base64url')

export interface SocialLoginStart {
  projectId: string
  provider: SocialProvider
  origin: string
}

export async function startSocialLogin(
  ctx: FrameContext,
  input: SocialLoginStart,
  deviceId: string,
): Promise<{ uri: string; state: string; claimSecret: string }> {
  await assertOriginAllowed(ctx, input.projectId, input.origin)
  const setting = ctx.social[input.provider]
  if (!setting) throw apiError('SOCIAL_NOT_ENABLED')
  const state = random()
  const claimSecret = random()
  const codeVerifier = random()
  const now = ctx.clock()
  await ctx.db.query(
    `INSERT INTO social_logins (state_hash, provider, project_id, origin, device_id, claim_hash,
       code_verifier, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      sha256Base64url(state),
      input.provider,
      input.projectId,
      input.origin,
      deviceId,
      sha256Base64url(claimSecret),
      codeVerifier,
      new Date(now),
      new Date(now + SOCIAL_LOGIN_LIFETIME_MS),
    ],
  )
  const uri = new URL(setting.authorizeUrl)
  uri.searchParams.set('response_type', 'code')
  uri.searchParams.set('client_id', setting.clientId)
  uri.searchParams.set('redirect_uri', socialRedirectUri(ctx))
  uri.searchParams.set('scope', setting.scopes.join(' '))
  uri.searchParams.set('state', state)
  uri.searchParams.set('code_challenge', sha256Base64url(codeVerifier))
  uri.searchParams.set('code_challenge_method', 'S256')
  if (setting.responseMode === 'form_post') uri.searchParams.set('response_mode', 'form_post')
  return { uri: uri.toString(), state, claimSecret }
}

/** The callback every provider sends the user back to: the frame server's own origin. */
export const socialRedirectUri = (ctx: FrameContext) =>
  `${ctx.publicOrigin()}${SOCIAL_CALLBACK_PATH}`
