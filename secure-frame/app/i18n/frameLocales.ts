/**
 * The locales the secure frame speaks (its app, its device-approval page, its e-mails) and how a
 * wish becomes one of them: an exact match, else the same language, else English. Pure, so the
 * frame app (the `locale` URL parameter, navigator.languages) and the frame server (the login
 * request's `locale`, Accept-Language) pick the same way.
 */
export const FRAME_LOCALES = ['en', 'es', 'ar'] as const
export type FrameLocale = (typeof FRAME_LOCALES)[number]
export const DEFAULT_FRAME_LOCALE: FrameLocale = 'en'

/** Written right to left: the page or e-mail gets dir="rtl". */
export const isRtlLocale = (locale: FrameLocale): boolean => locale === 'ar'

/** A BCP 47 tag as it may arrive from outside; anything else is ignored. */
const TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/

/** The locale for one wanted tag, or undefined when the frame has neither it nor its language. */
export function matchFrameLocale(wanted: unknown): FrameLocale | undefined {
  if (typeof wanted !== 'string' || wanted.length > 35 || !TAG.test(wanted)) return undefined
  const lower = wanted.toLowerCase()
  const exact = FRAME_LOCALES.find((locale) => locale === lower)
  if (exact) return exact
  const language = lower.split('-')[0]
  return FRAME_LOCALES.find((locale) => locale === language)
}

/** The first of several wishes (in order of preference) the frame can serve, else English. */
export function pickFrameLocale(wishes: readonly unknown[]): FrameLocale {
  for (const wish of wishes) {
    const match = matchFrameLocale(wish)
    if (match) return match
  }
  return DEFAULT_FRAME_LOCALE
}

/** The tags of an Accept-Language header, most wanted first (q=0 dropped). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return []
  return header
    .slice(0, 512)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const weight = q ? Number(q.slice(2)) : 1
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index }
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag)
}
