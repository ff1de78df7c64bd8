/**
 * The texts of ConnectButton and NetworkButton, which the page draws before the first click:
 * the small `buttons` catalogue of every locale, read without the Lingui runtime (they are plain
 * texts), so the pre-click entry holds neither the views' catalogues nor @lingui/core.
 */
import { messages as ar } from './locales/ar/buttons.ts'
import { messages as en } from './locales/en/buttons.ts'
import { messages as es } from './locales/es/buttons.ts'
import type { Locale } from './locales.ts'

const catalogues: Record<Locale, Record<string, unknown>> = { en, es, ar }

export type ButtonTextId =
  | 'button.connect'
  | 'button.connecting'
  | 'button.switchNetwork'
  | 'button.unknownNetwork'

/** A compiled message without placeholders is its text, or a list of text pieces. */
const plain = (message: unknown): string | undefined =>
  typeof message === 'string'
    ? message
    : Array.isArray(message) && message.every((part) => typeof part === 'string')
      ? message.join('')
      : undefined

export function buttonText(locale: Locale, id: ButtonTextId): string {
  return plain(catalogues[locale][id]) ?? plain(en[id]) ?? id
}
