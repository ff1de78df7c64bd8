/** The six social login providers (SPEC §1, §5). */
import * as z from 'zod/mini'

export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS)

export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value)
}
