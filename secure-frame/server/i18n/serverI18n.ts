/**
 * The frame server's words (device-approval page, e-mails) in each of the frame's locales, from
 * the compiled Lingui catalogues beside this file. One I18n instance per locale, made at start,
 * so concurrent requests in different languages never share an active locale.
 */
import { setupI18n } from '@lingui/core'
import {
  FRAME_LOCALES,
  type FrameLocale,
  isRtlLocale,
  parseAcceptLanguage,
  pickFrameLocale,
} from '../../app/i18n/frameLocales.ts'
import { messages as ar } from './locales/ar.ts'
import { messages as en } from './locales/en.ts'
import { messages as es } from './locales/es.ts'

export type { FrameLocale }

const catalogues = { en, es, ar }
const instances = Object.fromEntries(
  FRAME_LOCALES.map((locale) => [
    locale,
    setupI18n({ locale, messages: { [locale]: catalogues[locale] } }),
  ]),
) as Record<FrameLocale, ReturnType<typeof setupI18n>>

/** Looks a message up by id, with its values put in (not escaped: callers escape for HTML). */
export type Translate = (id: string, values?: Record<string, unknown>) => string

export interface ServerLocale {
  locale: FrameLocale
  dir: 'ltr' | 'rtl'
  t: Translate
}

export function serverLocale(locale: FrameLocale = 'en'): ServerLocale {
  const i18n = instances[locale]
  return { locale, dir: isRtlLocale(locale) ? 'rtl' : 'ltr', t: (id, values) => i18n._(id, values) }
}

/**
 * The locale of a mail or page: the one the frame app sent (already matched by the input
 * schema), else the request's Accept-Language, else English.
 */
export function requestLocale(
  sent: FrameLocale | undefined,
  acceptLanguage: string | undefined,
): FrameLocale {
  return sent ?? pickFrameLocale(parseAcceptLanguage(acceptLanguage))
}
