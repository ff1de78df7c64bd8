/**
 * The social login providers the frame server speaks OAuth 2.0 to (issue 21): for each of the
 * six, its client and endpoints. Production endpoints and scopes are the defaults
 * (PROVIDER_DEFAULTS); PORTICO_FRAME_SOCIAL (JSON, `{google: {clientId, clientSecret, …}}`)
 * enables a provider and may override any field, so a local identity provider (devnet) or a
 * provider's test tenant takes its place. A provider without a client stays disabled.
 */
import { type SocialProvider, socialProviderSchema } from '@portico/shared'
import { z } from 'zod'
import { FrameServerConfigError } from '../config/resolveFrameServerConfig.ts'

const url = z.url({ protocol: /^https?$/ })

export const socialProviderSettingSchema = z.strictObject({
  clientId: z.string().min(1).max(512),
  clientSecret: z.string().min(1).max(4096),
  authorizeUrl: url,
  tokenUrl: url,
  /** The provider's user endpoint; none: who signed in is read from the verified id_token. */
  userinfoUrl: url.optional(),
  /** OIDC providers: the id_token's issuer and keys (also checked against the `iss` parameter). */
  issuer: z.string().min(1).max(512).optional(),
  jwksUrl: url.optional(),
  scopes: z.array(z.string().min(1).max(128)).min(1).max(20),
  tokenAuth: z.enum(['client_secret_post', 'client_secret_basic']),
  /** Apple posts the code back (`form_post`) when it is asked for the name or e-mail. */
  responseMode: z.enum(['query', 'form_post']).optional(),
})
export type SocialProviderSetting = z.infer<typeof socialProviderSettingSchema>

/** What the real providers publish (their docs); a deployment only adds its client. */
export const PROVIDER_DEFAULTS: Readonly<
  Record<SocialProvider, Omit<SocialProviderSetting, 'clientId' | 'clientSecret'>>
> = {
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    issuer: 'https://accounts.google.com',
    scopes: ['openid', 'email', 'profile'],
    tokenAuth: 'client_secret_post',
  },
  github: {
    authorizeUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    userinfoUrl: 'https://api.github.com/user',
    scopes: ['read:user', 'user:email'],
    tokenAuth: 'client_secret_post',
  },
  apple: {
    authorizeUrl: 'https://appleid.apple.com/auth/authorize',
    tokenUrl: 'https://appleid.apple.com/auth/token',
    issuer: 'https://appleid.apple.com',
    jwksUrl: 'https://appleid.apple.com/auth/keys',
    scopes: ['openid', 'email', 'name'],
    tokenAuth: 'client_secret_post',
    responseMode: 'form_post',
  },
  facebook: {
    authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfoUrl: 'https://graph.facebook.com/me?fields=id,name,email',
    scopes: ['public_profile', 'email'],
    tokenAuth: 'client_secret_post',
  },
  x: {
    authorizeUrl: 'https://x.com/i/oauth2/authorize',
    tokenUrl: 'https://api.x.com/2/oauth2/token',
    userinfoUrl: 'https://api.x.com/2/users/me',
    scopes: ['users.read', 'tweet.read'],
    tokenAuth: 'client_secret_basic',
  },
  discord: {
    authorizeUrl: 'https://discord.com/oauth2/authorize',
    tokenUrl: 'https://discord.com/api/oauth2/token',
    userinfoUrl: 'https://discord.com/api/users/@me',
    scopes: ['identify', 'email'],
    tokenAuth: 'client_secret_post',
  },
}

/** The enabled providers. */
export type SocialSettings = Partial<Record<SocialProvider, SocialProviderSetting>>

const inputSchema = z.partialRecord(
  socialProviderSchema,
  socialProviderSettingSchema.partial().required({ clientId: true, clientSecret: true }),
)

/**
 * The enabled providers from `configured` (an object, or PORTICO_FRAME_SOCIAL's JSON text), each
 * over its defaults. A bad value stops the start naming the field, never its value.
 */
export function resolveSocialSettings(configured: unknown): SocialSettings {
  if (configured === undefined || configured === '') return {}
  let value = configured
  if (typeof configured === 'string') {
    try {
      value = JSON.parse(configured)
    } catch {
      throw new FrameServerConfigError('Invalid PORTICO_FRAME_SOCIAL: must be JSON')
    }
  }
  const parsed = inputSchema.safeParse(value)
  if (!parsed.success)
    throw new FrameServerConfigError(
      `Invalid PORTICO_FRAME_SOCIAL: ${parsed.error.issues.map((i) => i.path.join('.') || i.message).join(', ')}`,
    )
  const settings: SocialSettings = {}
  for (const [provider, own] of Object.entries(parsed.data) as [SocialProvider, object][]) {
    const merged = socialProviderSettingSchema.safeParse({ ...PROVIDER_DEFAULTS[provider], ...own })
    if (!merged.success)
      throw new FrameServerConfigError(`Invalid PORTICO_FRAME_SOCIAL: ${provider}`)
    settings[provider] = merged.data
  }
  return settings
}
