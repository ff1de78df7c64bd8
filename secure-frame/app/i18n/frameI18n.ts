/**
 * The frame app's translations (Lingui, no macros): English is bundled with the views that use
 * it, every other locale's compiled catalogue is a chunk of its own, fetched only when a view is
 * about to show in that locale. Loaded by the lazily imported views only, never by the frame's
 * entry, so READY does not wait for any of it.
 */
import { setupI18n } from '@lingui/core'
import { DEFAULT_FRAME_LOCALE, type FrameLocale, isRtlLocale } from './frameLocales.ts'
import { messages as en } from './locales/en.ts'

export const i18n = setupI18n({ locale: DEFAULT_FRAME_LOCALE, messages: { en } })

const loaders: Record<Exclude<FrameLocale, 'en'>, () => Promise<{ messages: typeof en }>> = {
  es: () => import('./locales/es.ts'),
  ar: () => import('./locales/ar.ts'),
}

const loaded = new Set<FrameLocale>(['en'])

/** Loads the locale's catalogue (once) and makes it the one `t` reads. */
export async function activateFrameLocale(locale: FrameLocale): Promise<void> {
  if (locale !== 'en' && !loaded.has(locale)) {
    i18n.load(locale, (await loaders[locale]()).messages)
    loaded.add(locale)
  }
  i18n.activate(locale)
}

/** The message `id` of the active locale, with `values` put in. */
export const t = (id: string, values?: Record<string, unknown>): string => i18n._(id, values)

/** The attributes a window's root element takes for the active locale. */
export const localeAttributes = () => {
  const locale = i18n.locale as FrameLocale
  return { lang: locale, dir: isRtlLocale(locale) ? 'rtl' : 'ltr' } as const
}
