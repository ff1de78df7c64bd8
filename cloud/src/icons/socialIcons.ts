/**
 * The social login providers' brand icons (simple-icons, in the brand's colour), by the provider
 * names the modal uses. A closed list: any other name is not a provider we draw.
 */
import { loadLibraryIcon } from './libraryIcons.ts'

export const SOCIAL_ICON_SLUGS = {
  google: 'google',
  github: 'github',
  apple: 'apple',
  facebook: 'facebook',
  x: 'x',
  discord: 'discord',
  farcaster: 'farcaster',
} as const

export type SocialIconProvider = keyof typeof SOCIAL_ICON_SLUGS

export function isSocialIconProvider(name: string): name is SocialIconProvider {
  return Object.hasOwn(SOCIAL_ICON_SLUGS, name)
}

/** The provider's icon SVG (undefined only if simple-icons dropped the brand). */
export function loadSocialIcon(provider: SocialIconProvider): Promise<string | undefined> {
  return loadLibraryIcon(`simple-icons:${SOCIAL_ICON_SLUGS[provider]}`)
}
