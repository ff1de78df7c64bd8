/**
 * A User-Agent header in the words the approval page shows: "Firefox on Windows". A summary,
 * not a parser: enough for the mailbox's owner to tell whether the asking browser is theirs.
 * Browser and system names are proper nouns; the words around them come from the catalogue.
 */
import { serverLocale, type Translate } from '../i18n/serverI18n.ts'

const browsers: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
]

const systems: readonly [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

export function summarizeUserAgent(
  userAgent: string | null | undefined,
  t: Translate = serverLocale().t,
): string {
  if (!userAgent?.trim()) return t('ua.unknown')
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1]
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1]
  if (system) return t('ua.browserOn', { browser: browser ?? t('ua.aBrowser'), system })
  if (browser) return browser
  // Not a browser we know (a script, a bot): its own first word, shortened.
  return t('ua.other', { agent: userAgent.trim().split(/\s/)[0]?.slice(0, 40) })
}
