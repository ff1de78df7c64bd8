/**
 * Who signed in, from each provider's own answer: its user endpoint's JSON (GitHub `id`/`login`,
 * Discord `id`/`username`/`global_name`, X `data.id`/`data.username`, Facebook `id`/`name`) or the
 * OIDC claims (Google's userinfo, Apple's verified id_token). Each shape is checked with zod; a
 * shape that does not fit is refused, never half-read.
 */
import type { SocialProvider } from '@portico/shared'
import { z } from 'zod'

export interface SocialIdentity {
  provider: SocialProvider
  /** The provider's stable user id. */
  subject: string
  /** What the Account view shows (AppKit's `userName`). */
  userName: string
  email: string | null
  /** The provider says it verified the e-mail. */
  emailVerified: boolean
}

const id = z.union([z.string().min(1).max(255), z.number().int().nonnegative()]).transform(String)
const text = z.string().max(255)
const email = z.email().max(254).nullish()
const truthy = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
  .optional()

const oidc = z.object({
  sub: id,
  name: text.optional(),
  email,
  email_verified: truthy,
})

const readers: Record<SocialProvider, (json: unknown) => Omit<SocialIdentity, 'provider'>> = {
  google: (json) => fromOidc(oidc.parse(json)),
  apple: (json) => fromOidc(oidc.parse(json)),
  github: (json) => {
    const p = z.object({ id, login: text.min(1), name: text.nullish(), email }).parse(json)
    // GitHub's e-mail is the public profile's, not one it verified for us.
    return { subject: p.id, userName: p.login, email: p.email ?? null, emailVerified: false }
  },
  discord: (json) => {
    const p = z
      .object({ id, username: text.min(1), global_name: text.nullish(), email, verified: truthy })
      .parse(json)
    return {
      subject: p.id,
      userName: p.username,
      email: p.email ?? null,
      emailVerified: p.verified === true && !!p.email,
    }
  },
  x: (json) => {
    const p = z.object({ data: z.object({ id, username: text.min(1), name: text.optional() }) })
    const { data } = p.parse(json)
    return { subject: data.id, userName: data.username, email: null, emailVerified: false }
  },
  facebook: (json) => {
    const p = z.object({ id, name: text.min(1), email }).parse(json)
    return { subject: p.id, userName: p.name, email: p.email ?? null, emailVerified: false }
  },
}

function fromOidc(p: z.infer<typeof oidc>): Omit<SocialIdentity, 'provider'> {
  const mail = p.email ?? null
  return {
    subject: p.sub,
    userName: p.name || mail || p.sub,
    email: mail,
    emailVerified: p.email_verified === true && mail !== null,
  }
}

/** The identity in `json` as `provider` shapes it; throws a ZodError if it does not fit. */
export function readSocialProfile(provider: SocialProvider, json: unknown): SocialIdentity {
  return { provider, ...readers[provider](json) }
}
