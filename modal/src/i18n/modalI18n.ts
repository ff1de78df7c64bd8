/**
 * The modal's Lingui instance: created per mounted modal, English loaded with the views' code
 * (the catalogue every other one falls back to and the one the logic's texts are written in),
 * any other locale fetched when it is first activated.
 */
import { type I18n, type Messages, setupI18n } from '@lingui/core'
import { loadCatalog } from './catalogLoaders.ts'
import { messages as english } from './locales/en/messages.ts'
import { intlLocale, type Locale } from './locales.ts'

export function createModalI18n(): I18n {
  const i18n = setupI18n()
  i18n.load('en', english)
  return i18n
}

const latest = new WeakMap<I18n, Locale>()

/**
 * Shows `locale` once its catalogue is there (at once for English). When another locale is asked
 * for meanwhile, the later request wins.
 */
export async function activateLocale(i18n: I18n, locale: Locale): Promise<void> {
  latest.set(i18n, locale)
  const messages: Messages = locale === 'en' ? english : await loadCatalog(locale)
  if (latest.get(i18n) !== locale) return
  i18n.loadAndActivate({ locale, locales: [intlLocale(locale)], messages })
}

/** What the logic's English texts (SPEC §8 and the store's own) are, by text. */
let englishIds: Map<string, string> | undefined
const RUNTIME_PREFIXES = ['error.', 'notice.', 'send.error.', 'common.', 'connecting.', 'wc.']

function idOfEnglish(text: string): string | undefined {
  if (!englishIds) {
    englishIds = new Map()
    for (const [id, message] of Object.entries(english)) {
      if (!RUNTIME_PREFIXES.some((prefix) => id.startsWith(prefix))) continue
      const parts = Array.isArray(message) ? message : [message]
      if (parts.every((part) => typeof part === 'string') && !englishIds.has(parts.join('')))
        englishIds.set(parts.join(''), id)
    }
  }
  return englishIds.get(text)
}

/**
 * A text that comes from the logic (a snackbar, an error's message), in the active locale when it
 * is one of the catalogue's (SPEC §8's user-facing texts); other texts (a wallet's own error)
 * as they are.
 */
export function translateKnownText(i18n: I18n, text: string): string {
  const id = idOfEnglish(text)
  return id ? i18n._(id) : text
}
