/**
 * zod's settings for Portico's browser code, set once by each module whose schemas can run.
 *
 * - English messages: classic zod registers them when it builds its first schema; zod/mini does
 *   not, and without them an issue with no message of its own gets zod's bare fallback text,
 *   without the expected and received types. The browser code uses zod/mini only, so the
 *   schemas whose default messages can reach a caller (frame request refusals, invalid cloud
 *   responses) keep the texts classic gave them.
 * - No JIT (`jitless`) in a page: zod would compile object parsers with `new Function`, which a
 *   page without CSP 'unsafe-eval' (the secure frame, many dapps) refuses; its probe then
 *   reports a CSP violation. A page parses each message once, where a compiled parser does not
 *   pay off. Servers (the cloud API parses the same shapes all day) keep zod's default.
 */
import { config } from 'zod/mini'
import en from 'zod/v4/locales/en.js'

export function configureZod(): void {
  // Unless a locale is already set (classic may have done it).
  if (!config().localeError) config(en())
  if (typeof document !== 'undefined' && !config().jitless) config({ jitless: true })
}
