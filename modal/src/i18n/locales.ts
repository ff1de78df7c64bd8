/**
 * The modal's languages and how one is chosen: the `locale` option, else the browser's
 * languages, each matched to a supported locale by its language (`es-MX` gives `es`), else
 * English. Plain data and small functions: the pre-click entry imports this, never a catalogue.
 */

export const supportedLocales = ['en', 'es', 'ar'] as const
export type Locale = (typeof supportedLocales)[number]
export const defaultLocale: Locale = 'en'

/** A BCP 47 language tag, loosely: a 2–3 letter language and optional subtags (`pt-BR`, `zh-Hant-TW`). */
export const localeTagPattern = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/

/** Locales written right to left. */
const rtlLocales: ReadonlySet<Locale> = new Set(['ar'])

export const localeDirection = (locale: Locale): 'ltr' | 'rtl' =>
  rtlLocales.has(locale) ? 'rtl' : 'ltr'

/** The locale Intl formats with: English as en-US, the product's number format (SPEC §5). */
export const intlLocale = (locale: Locale): string => (locale === 'en' ? 'en-US' : locale)

/** The supported locale a tag stands for (`es-MX` → `es`, `AR` → `ar`), or undefined. */
export function matchLocale(tag: string | undefined): Locale | undefined {
  if (!tag || !localeTagPattern.test(tag)) return undefined
  const language = tag.split('-')[0]?.toLowerCase()
  return supportedLocales.find((locale) => locale === language)
}

/**
 * The locale to show: the dapp's choice when it is (or falls back to) a supported one, English
 * when it is not; without a choice, the first of the browser's languages that matches.
 */
export function resolveLocale(
  requested: string | undefined,
  browserLanguages: readonly string[] = [],
): Locale {
  if (requested) return matchLocale(requested) ?? defaultLocale
  for (const tag of browserLanguages) {
    const match = matchLocale(tag)
    if (match) return match
  }
  return defaultLocale
}

/** The browser's preferred languages, or none outside a browser. */
export function browserLanguages(): readonly string[] {
  const nav = globalThis.navigator as Navigator | undefined
  if (!nav) return []
  return nav.languages?.length ? nav.languages : nav.language ? [nav.language] : []
}
