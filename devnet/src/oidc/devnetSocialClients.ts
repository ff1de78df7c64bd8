/**
 * The six clients of the local identity provider, and the settings the frame server needs to
 * use them (PORTICO_FRAME_SOCIAL, secure-frame/server/social/readSocialSettings.ts): the same
 * endpoints' shapes and scopes as the real providers, on the devnet's origin. The secrets are
 * the devnet's own, known to both sides of a local stack only.
 */
import { SOCIAL_PROVIDERS, type SocialProvider } from '@portico/shared'

/** The path of each provider's user endpoint (none for Apple: its id_token says who). */
export const PROFILE_PATHS: Readonly<Record<SocialProvider, string | null>> = {
  google: '/me',
  github: '/github/user',
  apple: null,
  facebook: '/facebook/me',
  x: '/x/2/users/me',
  discord: '/discord/users/@me',
}

/** Scopes as each real provider names them. */
export const PROVIDER_SCOPES: Readonly<Record<SocialProvider, readonly string[]>> = {
  google: ['openid', 'email', 'profile'],
  github: ['read:user', 'user:email'],
  apple: ['openid', 'email', 'name'],
  facebook: ['public_profile', 'email'],
  x: ['users.read', 'tweet.read'],
  discord: ['identify', 'email'],
}

/** X authenticates its confidential clients with HTTP Basic; the others take the secret posted. */
export const tokenAuthOf = (provider: SocialProvider) =>
  provider === 'x' ? 'client_secret_basic' : 'client_secret_post'

export const devnetClientSecret = (provider: SocialProvider) =>
  `portico-devnet-${provider}-client-secret`

export interface DevnetSocialSetting {
  clientId: string
  clientSecret: string
  authorizeUrl: string
  tokenUrl: string
  userinfoUrl?: string
  issuer: string
  jwksUrl: string
  scopes: string[]
  tokenAuth: 'client_secret_post' | 'client_secret_basic'
}

/** The frame server's social settings for a devnet identity provider at `origin`. */
export function devnetSocialSettings(origin: string): Record<SocialProvider, DevnetSocialSetting> {
  const entries = SOCIAL_PROVIDERS.map((provider) => {
    const profile = PROFILE_PATHS[provider]
    const setting: DevnetSocialSetting = {
      clientId: provider,
      clientSecret: devnetClientSecret(provider),
      authorizeUrl: `${origin}/auth`,
      tokenUrl: `${origin}/token`,
      ...(profile ? { userinfoUrl: `${origin}${profile}` } : {}),
      issuer: origin,
      jwksUrl: `${origin}/jwks`,
      scopes: [...PROVIDER_SCOPES[provider]],
      tokenAuth: tokenAuthOf(provider),
    }
    return [provider, setting] as const
  })
  return Object.fromEntries(entries) as Record<SocialProvider, DevnetSocialSetting>
}
