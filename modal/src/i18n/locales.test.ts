import { describe, expect, it } from 'vitest'
import { localeDirection, matchLocale, resolveLocale } from './locales.ts'

describe('choosing the locale', () => {
  it('matches a tag to a supported locale by its language', () => {
    expect(matchLocale('es-MX')).toBe('es')
    expect(matchLocale('AR-eg')).toBe('ar')
    expect(matchLocale('en')).toBe('en')
    expect(matchLocale('fr-FR')).toBeUndefined()
    expect(matchLocale('not a tag')).toBeUndefined()
  })

  it("takes the dapp's locale, its language's match, else English", () => {
    expect(resolveLocale('ar', ['es-ES'])).toBe('ar')
    expect(resolveLocale('es-419', ['ar'])).toBe('es')
    // A dapp that asked for French gets English, not the browser's Spanish.
    expect(resolveLocale('fr', ['es-ES'])).toBe('en')
  })

  it("without one, takes the browser's first language that matches, else English", () => {
    expect(resolveLocale(undefined, ['es-MX', 'en-US'])).toBe('es')
    expect(resolveLocale(undefined, ['fr-FR', 'ar-EG', 'es'])).toBe('ar')
    expect(resolveLocale(undefined, ['en-US'])).toBe('en')
    expect(resolveLocale(undefined, ['de-DE'])).toBe('en')
    expect(resolveLocale(undefined, [])).toBe('en')
  })

  it('writes Arabic right to left', () => {
    expect(localeDirection('ar')).toBe('rtl')
    expect(localeDirection('es')).toBe('ltr')
    expect(localeDirection('en')).toBe('ltr')
  })
})
