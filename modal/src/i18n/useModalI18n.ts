/**
 * What a view needs to speak the active language: `t(id, values)` for catalogue messages,
 * `errorText` for texts from the logic, and Intl formatting (numbers, USD, balances, month
 * groups, how long ago) in the active locale.
 */
import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react'
import {
  formatNativeBalance,
  formatNumber,
  getErrorText,
  ONE_HOUR_MS,
  ONE_MINUTE_MS,
  ONE_SECOND_MS,
} from '@portico/shared'
import { useMemo } from 'react'
import { intlLocale, type Locale, localeDirection, supportedLocales } from './locales.ts'
import { translateKnownText } from './modalI18n.ts'

export type Translate = (id: string, values?: Record<string, unknown>) => string

// As SPEC §9 counts them (shared's formatRelativeTime): a month is 30 days, a year 365.
const ONE_DAY_MS = 24 * ONE_HOUR_MS
const ageUnits = [
  [365 * ONE_DAY_MS, 'time.years'],
  [30 * ONE_DAY_MS, 'time.months'],
  [ONE_DAY_MS, 'time.days'],
  [ONE_HOUR_MS, 'time.hours'],
  [ONE_MINUTE_MS, 'time.minutes'],
] as const

/**
 * A whole number below 1000 reads the same in every supported locale's Intl format (Latin
 * digits, no separator; useModalI18n.test.ts checks each locale): Connect's wallet count is
 * written without Intl, since a page's first Intl formatter costs 20–80 ms (the renderer loads
 * ICU's locale data) and would land on the modal's open.
 */
const isPlainCount = (value: number) => Number.isInteger(value) && value >= 0 && value < 1000

/** An Intl formatter built on its first use, then kept. */
function onFirstUse(build: () => Intl.NumberFormat): (value: number) => string {
  let format: Intl.NumberFormat | undefined
  return (value) => {
    format ??= build()
    return format.format(value)
  }
}

export function modalFormatters(i18n: I18n) {
  const locale: Locale = (supportedLocales as readonly string[]).includes(i18n.locale)
    ? (i18n.locale as Locale)
    : 'en'
  const intl = intlLocale(locale)
  const t: Translate = (id, values) => i18n._(id, values)
  const usd = onFirstUse(() => new Intl.NumberFormat(intl, { style: 'currency', currency: 'USD' }))
  const integer = onFirstUse(() => new Intl.NumberFormat(intl, { maximumFractionDigits: 0 }))
  return {
    locale,
    /** The locale Intl formats with (`en-US` for English). */
    intl,
    dir: localeDirection(locale),
    t,
    /** A whole number (a count). */
    integer: (value: number) => (isPlainCount(value) ? String(value) : integer(value)),
    /** `$1,234.56` in en, `1234,56 US$` in es. */
    usd,
    /** SPEC §5: native balances to 3 decimals, truncated. */
    nativeBalance: (balance: string | number, symbol?: string) =>
      formatNativeBalance(balance, symbol, intl),
    /** SPEC §5: token quantities to 2 decimals (formatTokenBalance's rule). */
    tokenBalance: (value: string | number) => formatNumber(value, { decimals: 2, locale: intl }),
    /** An activity month group's title: `March` this year, `March 2023` before. */
    monthTitle: (year: number, month: number, currentYear: number) =>
      new Intl.DateTimeFormat(intl, {
        month: 'long',
        ...(year === currentYear ? {} : { year: 'numeric' }),
      }).format(new Date(year, month, 1)),
    /** How long ago, in the largest whole unit (SPEC §9): `3 min`; the future counts as now. */
    age: (date: Date | string | number, now: Date | number) => {
      const elapsed = Math.max(0, new Date(now).getTime() - new Date(date).getTime())
      if (Number.isNaN(elapsed)) return ''
      for (const [unit, id] of ageUnits)
        if (elapsed >= unit) return t(id, { n: Math.floor(elapsed / unit) })
      return t('time.seconds', { n: Math.floor(elapsed / ONE_SECOND_MS) })
    },
    /** An error or a text from the logic, in the active locale when the catalogue knows it. */
    errorText: (error: unknown) =>
      translateKnownText(i18n, typeof error === 'string' ? error : getErrorText(error)),
  }
}

export type ModalFormatters = ReturnType<typeof modalFormatters>

/** The active locale's translator and formatters; a change of locale renders again. */
export function useModalI18n(): ModalFormatters {
  const { i18n, _ } = useLingui()
  // `_` is new on every locale change: the formatters follow it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `_` marks the locale change
  return useMemo(() => modalFormatters(i18n), [i18n, _])
}
