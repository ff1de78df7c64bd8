/**
 * Who signed in, asked of the provider with the tokens the code bought: its user endpoint
 * (bearer access token), or, for a provider without one (Apple), its id_token verified against
 * the provider's keys, issuer and our client id.
 */
import type { SocialProvider } from '@portico/shared'
import { createRemoteJWKSet, jwtVerify } from 'jose'
import { apiError } from '../http/apiErrors.ts'
import type { SocialTokens } from './exchangeSocialCode.ts'
import { SOCIAL_HTTP_TIMEOUT_MS } from './exchangeSocialCode.ts'
import { readSocialProfile, type SocialIdentity } from './readSocialProfile.ts'
import type { SocialProviderSetting } from './socialSettings.ts'

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>()
const keySetOf = (url: string) => {
  let set = keySets.get(url)
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: SOCIAL_HTTP_TIMEOUT_MS })
    keySets.set(url, set)
  }
  return set
}

export async function fetchSocialIdentity(
  provider: SocialProvider,
  setting: SocialProviderSetting,
  tokens: SocialTokens,
): Promise<SocialIdentity> {
  try {
    if (setting.userinfoUrl) {
      const res = await fetch(setting.userinfoUrl, {
        headers: { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(SOCIAL_HTTP_TIMEOUT_MS),
      })
      if (!res.ok) throw new Error(`user endpoint answered ${res.status}`)
      return readSocialProfile(provider, await res.json())
    }
    if (!tokens.id_token || !setting.jwksUrl || !setting.issuer)
      throw new Error('no user endpoint and no verifiable id_token')
    const { payload } = await jwtVerify(tokens.id_token, keySetOf(setting.jwksUrl), {
      issuer: setting.issuer,
      audience: setting.clientId,
    })
    return readSocialProfile(provider, payload)
  } catch (cause) {
    throw apiError('SOCIAL_LOGIN_FAILED', { cause })
  }
}
