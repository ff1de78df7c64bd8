/**
 * The test people of the local identity provider and how each of the six providers it plays
 * describes them: one OIDC account per (provider, person), with a subject of that provider's
 * form, and the profile JSON that provider's own user endpoint answers (GitHub `login`/`id`,
 * Discord `username`/`global_name`, X `data.username`, Facebook's Graph `id`/`name`), so the
 * frame server reads them with the very code that reads the real ones.
 */
import { SOCIAL_PROVIDERS, type SocialProvider } from '@portico/shared'

export interface TestPerson {
  /** The login page's choice. */
  key: string
  name: string
  handle: string
  email: string
}

export const TEST_PEOPLE: readonly TestPerson[] = [
  { key: 'alice', name: 'Alice Example', handle: 'alice', email: 'alice@portico.localhost' },
  { key: 'bob', name: 'Bob Example', handle: 'bob', email: 'bob@portico.localhost' },
]

export interface SocialAccount {
  provider: SocialProvider
  person: TestPerson
  /** The provider's user id: the OIDC `sub`, or the number GitHub, Discord, X and Facebook use. */
  subject: string
}

const numericId = (provider: SocialProvider, person: TestPerson) => {
  const index = TEST_PEOPLE.indexOf(person) + 1
  return String((SOCIAL_PROVIDERS.indexOf(provider) + 1) * 1_000_000 + index)
}

/** The account id oidc-provider stores: `<provider>.<person>`. */
export const accountIdOf = (provider: SocialProvider, person: TestPerson) =>
  `${provider}.${person.key}`

export function findSocialAccount(accountId: string): SocialAccount | undefined {
  const [provider, key] = accountId.split('.')
  const person = TEST_PEOPLE.find((p) => p.key === key)
  if (!person || !(SOCIAL_PROVIDERS as readonly string[]).includes(provider ?? '')) return undefined
  const p = provider as SocialProvider
  // oidc-provider makes the account id the OIDC `sub` (Google, Apple); the others number them.
  const subject = p === 'google' || p === 'apple' ? accountId : numericId(p, person)
  return { provider: p, person, subject }
}

/** The OIDC claims (id_token and /me): Google's and Apple's way to say who signed in. */
export function oidcClaims(account: SocialAccount): Record<string, unknown> {
  const { person, subject } = account
  return {
    sub: subject,
    name: account.provider === 'apple' ? undefined : person.name,
    email: person.email,
    email_verified: true,
  }
}

/** What the provider's own user endpoint answers (GitHub, Discord, X, Facebook). */
export function providerProfile(account: SocialAccount): unknown {
  const { person, subject } = account
  switch (account.provider) {
    case 'github':
      return { id: Number(subject), login: person.handle, name: person.name, email: person.email }
    case 'discord':
      return {
        id: subject,
        username: person.handle,
        global_name: person.name,
        email: person.email,
        verified: true,
      }
    case 'x':
      return { data: { id: subject, name: person.name, username: person.handle } }
    case 'facebook':
      return { id: subject, name: person.name, email: person.email }
    default:
      return oidcClaims(account)
  }
}
