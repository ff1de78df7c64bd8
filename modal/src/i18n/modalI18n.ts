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
  // Already shown (the mount activated it): activating again would render every view again.
  if (i18n.locale === locale) return
  const messages: Messages = locale === 'en' ? english : await loadCatalog(locale)
  if (latest.get(i18n) !== locale) return
  i18n.loadAndActivate({ locale, locales: [intlLocale(locale)], messages })
}

/** How to recognise one of the logic's English texts: its message id, and its arguments' names. */
interface EnglishText {
  id: string
  pattern: RegExp
  names: string[]
}
let englishTexts: { exact: Map<string, string>; patterns: EnglishText[] } | undefined
const RUNTIME_PREFIXES = [
  'error.',
  'notice.',
  'send.error.',
  'swap.error.',
  'common.',
  'connecting.',
  'wc.',
]
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The English texts of the logic's messages: plain ones by text, and those with simple arguments
 * (`Please try again after {n} seconds`) as patterns that give the arguments back.
 */
function englishIndex() {
  if (englishTexts) return englishTexts
  const exact = new Map<string, string>()
  const patterns: EnglishText[] = []
  for (const [id, message] of Object.entries(english)) {
    if (!RUNTIME_PREFIXES.some((prefix) => id.startsWith(prefix))) continue
    const parts: unknown[] = Array.isArray(message) ? message : [message]
    if (parts.every((part) => typeof part === 'string')) {
      const text = parts.join('')
      if (!exact.has(text)) exact.set(text, id)
      continue
    }
    // Only texts and bare arguments (`['n']`): no plural or select to invert.
    const names: string[] = []
    let source = ''
    for (const part of parts) {
      if (typeof part === 'string') source += escapeRegExp(part)
      else if (Array.isArray(part) && part.length === 1 && typeof part[0] === 'string') {
        names.push(part[0])
        source += '(.+?)'
      } else {
        source = ''
        break
      }
    }
    if (source) patterns.push({ id, pattern: new RegExp(`^${source}$`), names })
  }
  englishTexts = { exact, patterns }
  return englishTexts
}

/**
 * A text that comes from the logic (a snackbar, an error's message), in the active locale when it
 * is one of the catalogue's (SPEC §8's user-facing texts), its arguments kept; other texts (a
 * wallet's own error) as they are.
 */
export function translateKnownText(i18n: I18n, text: string): string {
  const { exact, patterns } = englishIndex()
  const id = exact.get(text)
  if (id) return i18n._(id)
  for (const { id: patternId, pattern, names } of patterns) {
    const match = pattern.exec(text)
    if (match)
      return i18n._(
        patternId,
        Object.fromEntries(
          names.map((name, i) => {
            const value = match[i + 1] ?? ''
            // A count stays a number, for plurals and the locale's digits.
            return [name, /^\d+(\.\d+)?$/.test(value) ? Number(value) : value]
          }),
        ),
      )
  }
  return text
}
