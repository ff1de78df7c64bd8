/** How the frame turns a wished-for language into one it has. */
import { expect, it } from 'vitest'
import { matchFrameLocale, parseAcceptLanguage, pickFrameLocale } from './frameLocales.ts'

it('matches a tag exactly, else by its language, else not at all', () => {
  expect(matchFrameLocale('es')).toBe('es')
  expect(matchFrameLocale('es-MX')).toBe('es')
  expect(matchFrameLocale('AR-eg')).toBe('ar')
  expect(matchFrameLocale('fr')).toBeUndefined()
  expect(matchFrameLocale('<script>')).toBeUndefined()
  expect(matchFrameLocale(42)).toBeUndefined()
})

it('falls back to the next wish, then to English', () => {
  expect(pickFrameLocale(['fr-FR', 'es-ES'])).toBe('es')
  expect(pickFrameLocale(['de', 'x'.repeat(40)])).toBe('en')
  expect(pickFrameLocale([])).toBe('en')
})

it('orders Accept-Language by weight and drops q=0', () => {
  expect(parseAcceptLanguage('fr;q=0.4, ar;q=0.9, es;q=0, en;q=0.5')).toEqual(['ar', 'en', 'fr'])
  expect(pickFrameLocale(parseAcceptLanguage('de-DE,es;q=0.8'))).toBe('es')
  expect(parseAcceptLanguage(undefined)).toEqual([])
})
