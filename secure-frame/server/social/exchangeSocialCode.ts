/**
 * The authorization-code exchange (RFC 6749 §4.1.3 with PKCE, RFC 7636): the frame server posts
 * the code, its redirect URI and the login's code verifier to the provider's token endpoint,
 * authenticated as the provider wants (secret posted, or HTTP Basic). Only the access token and
 * the id_token are kept; a refusal or an answer of the wrong shape is SOCIAL_LOGIN_FAILED.
 */
import { z } from 'zod'
import { apiError } from '../http/apiErrors.ts'
import type { SocialProviderSetting } from './socialSettings.ts'

const tokenResponse = z.object({
  access_token: z.string().min(1).max(8192),
  token_type: z.string().max(64).optional(),
  id_token: z.string().max(16384).optional(),
})
export type SocialTokens = z.infer<typeof tokenResponse>

export const SOCIAL_HTTP_TIMEOUT_MS = 10_000

export async function exchangeSocialCode(
  setting: SocialProviderSetting,
  input: { code: string; redirectUri: string; codeVerifier: string },
): Promise<SocialTokens> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: input.code,
    redirect_uri: input.redirectUri,
    code_verifier: input.codeVerifier,
  })
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    // GitHub answers form-encoded unless asked for JSON.
    accept: 'application/json',
  }
  if (setting.tokenAuth === 'client_secret_basic') {
    const user = encodeURIComponent(setting.clientId)
    const pass = encodeURIComponent(setting.clientSecret)
    headers.authorization = `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`
    body.set('client_id', setting.clientId)
  } else {
    body.set('client_id', setting.clientId)
    body.set('client_secret', setting.clientSecret)
  }
  let json: unknown
  try {
    const res = await fetch(setting.tokenUrl, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(SOCIAL_HTTP_TIMEOUT_MS),
    })
    json = await res.json()
    if (!res.ok) throw new Error(`token endpoint answered ${res.status}`)
  } catch (cause) {
    throw apiError('SOCIAL_LOGIN_FAILED', { cause })
  }
  const parsed = tokenResponse.safeParse(json)
  if (!parsed.success) throw apiError('SOCIAL_LOGIN_FAILED', { cause: parsed.error })
  return parsed.data
}
