/**
 * Catalogues of features whose texts load with their views, not with the modal's open path:
 * the names views' (`locales/<locale>/names.po`), Swap's (`swap.po`), Send's (`send.po`), Buy's
 * (`onramp.po`) and Send BTC's (`bitcoin.po`). A view asks for its feature's catalogue with
 * `useFeatureCatalog`: the active locale's messages are fetched once and merged into the
 * modal's Lingui instance, and again when the locale changes.
 */
import type { I18n, Messages } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { type ComponentType, createElement, useEffect, useState } from 'react'
import { type Locale, supportedLocales } from './locales.ts'

export type FeatureCatalog = Record<Locale, () => Promise<{ messages: Messages }>>

export const namesCatalog: FeatureCatalog = {
  en: () => import('./locales/en/names.ts'),
  es: () => import('./locales/es/names.ts'),
  ar: () => import('./locales/ar/names.ts'),
}

export const swapCatalog: FeatureCatalog = {
  en: () => import('./locales/en/swap.ts'),
  es: () => import('./locales/es/swap.ts'),
  ar: () => import('./locales/ar/swap.ts'),
}

export const sendCatalog: FeatureCatalog = {
  en: () => import('./locales/en/send.ts'),
  es: () => import('./locales/es/send.ts'),
  ar: () => import('./locales/ar/send.ts'),
}

export const onrampCatalog: FeatureCatalog = {
  en: () => import('./locales/en/onramp.ts'),
  es: () => import('./locales/es/onramp.ts'),
  ar: () => import('./locales/ar/onramp.ts'),
}

export const bitcoinCatalog: FeatureCatalog = {
  en: () => import('./locales/en/bitcoin.ts'),
  es: () => import('./locales/es/bitcoin.ts'),
  ar: () => import('./locales/ar/bitcoin.ts'),
}

/** Which feature catalogues each Lingui instance holds, and in which locales. */
const loaded = new WeakMap<I18n, Map<FeatureCatalog, Set<Locale>>>()
const localesOf = (i18n: I18n, catalog: FeatureCatalog): Set<Locale> => {
  const catalogs = loaded.get(i18n) ?? new Map<FeatureCatalog, Set<Locale>>()
  loaded.set(i18n, catalogs)
  const locales = catalogs.get(catalog) ?? new Set<Locale>()
  catalogs.set(catalog, locales)
  return locales
}

const activeLocale = (i18n: I18n): Locale =>
  (supportedLocales as readonly string[]).includes(i18n.locale) ? (i18n.locale as Locale) : 'en'

/** Merges `catalog`'s messages for `locale` into `i18n` (once). */
export async function loadFeatureCatalog(
  i18n: I18n,
  catalog: FeatureCatalog,
  locale: Locale,
): Promise<void> {
  if (localesOf(i18n, catalog).has(locale)) return
  const { messages } = await catalog[locale]()
  i18n.load(locale, messages)
  localesOf(i18n, catalog).add(locale)
}

/**
 * True once `catalog`'s texts are there in the active locale; the view draws nothing before
 * (a chunk's worth of time, the first time only).
 */
export function useFeatureCatalog(catalog: FeatureCatalog): boolean {
  const { i18n } = useLingui()
  const locale = activeLocale(i18n)
  const [ready, setReady] = useState(() => localesOf(i18n, catalog).has(locale))
  useEffect(() => {
    if (localesOf(i18n, catalog).has(locale)) {
      setReady(true)
      return
    }
    let live = true
    setReady(false)
    loadFeatureCatalog(i18n, catalog, locale).then(
      () => live && setReady(true),
      () => {}, // a failed chunk: the view stays empty, as a failed view chunk would
    )
    return () => {
      live = false
    }
  }, [i18n, catalog, locale])
  return ready
}

/**
 * `View` drawn once `catalog`'s texts are there (nothing before): for a feature's views whose
 * hooks must all run on every render, so the wait cannot be an early return inside them.
 */
export function withFeatureCatalog<P extends object>(
  catalog: FeatureCatalog,
  View: ComponentType<P>,
): ComponentType<P> {
  const WithCatalog = (props: P) => (useFeatureCatalog(catalog) ? createElement(View, props) : null)
  WithCatalog.displayName = View.displayName ?? View.name
  return WithCatalog
}
