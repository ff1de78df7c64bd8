/**
 * Classic zod registers its English messages when it builds its first schema; zod/mini does not,
 * and without them an issue with no message of its own gets zod's bare fallback text, without
 * the expected and received types. The browser code uses zod/mini only, so the schemas whose
 * default messages can reach a caller (frame request refusals, invalid cloud responses) call
 * this to keep the texts classic gave them.
 */
import { config } from 'zod/mini'
import en from 'zod/v4/locales/en.js'

/** Registers zod's English messages unless a locale is already set (classic may have done it). */
export function registerEnglishZodMessages(): void {
  if (!config().localeError) config(en())
}
