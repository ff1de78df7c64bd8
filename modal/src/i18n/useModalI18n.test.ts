/**
 * The views' formatting in each locale: Intl's digits, separators, currency and month names,
 * the catalogue's plurals for how long ago, and the logic's English texts translated.
 */
import { describe, expect, it } from 'vitest'
import { intlLocale, supportedLocales } from './locales.ts'
import { activateLocale, createModalI18n } from './modalI18n.ts'
import { modalFormatters } from './useModalI18n.ts'

async function formatters(locale: 'en' | 'es' | 'ar') {
  const i18n = createModalI18n()
  await activateLocale(i18n, locale)
  return modalFormatters(i18n)
}

const NOW = new Date(2026, 10, 25, 12)
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 24 * 3_600_000)

describe('modalFormatters', () => {
  it('English keeps the product formats of SPEC §5 and §9', async () => {
    const f = await formatters('en')
    expect(f.usd(1234.5)).toBe('$1,234.50')
    expect(f.nativeBalance('1234.56789', 'ETH')).toBe('1,234.567 ETH')
    expect(f.tokenBalance('0.5')).toBe('0.50')
    expect(f.age(daysAgo(1), NOW)).toBe('1 d')
    expect(f.age(new Date(NOW.getTime() - 45_000), NOW)).toBe('45 sec')
    expect(f.monthTitle(2026, 2, 2026)).toBe('March')
    expect(f.monthTitle(2023, 2, 2026)).toBe('March 2023')
    expect(f.t('allWallets.count', { count: 1 })).toBe('1 wallet')
    expect(f.t('allWallets.count', { count: 1234 })).toBe('1,234 wallets')
  })

  it('Spanish uses Spanish separators, currency, months and plurals', async () => {
    const f = await formatters('es')
    expect(f.dir).toBe('ltr')
    expect(f.usd(1234.5)).toBe('1234,50\u00a0US$')
    expect(f.nativeBalance('12345.6789', 'ETH')).toBe('12.345,678 ETH')
    expect(f.monthTitle(2023, 2, 2026)).toBe('marzo de 2023')
    expect(f.age(daysAgo(65), NOW)).toBe('2 meses')
    expect(f.t('allWallets.count', { count: 1 })).toBe('1 billetera')
    expect(f.t('allWallets.count', { count: 3 })).toBe('3 billeteras')
  })

  it("Arabic is right to left, with Arabic months and all of Arabic's plural forms", async () => {
    const f = await formatters('ar')
    expect(f.dir).toBe('rtl')
    expect(f.monthTitle(2026, 2, 2026)).toBe('مارس')
    expect(f.age(daysAgo(1), NOW)).toBe('يوم واحد')
    expect(f.age(daysAgo(2), NOW)).toBe('يومان')
    expect(f.t('allWallets.count', { count: 0 })).toBe('لا توجد محافظ')
    expect(f.t('allWallets.count', { count: 2 })).toBe('محفظتان')
    expect(f.t('allWallets.count', { count: 3 })).toMatch(/^\S+ محافظ$/)
    expect(f.t('allWallets.count', { count: 11 })).toMatch(/^\S+ محفظة$/)
  })

  it('translates the texts of SPEC §8 that reach a view, and leaves others as they are', async () => {
    const f = await formatters('es')
    expect(f.errorText('Something went wrong')).toBe('Algo salió mal')
    expect(f.errorText(new Error('Failed to copy'))).toBe('No se pudo copiar')
    expect(f.errorText('The wallet declined the transaction')).toBe(
      'La billetera rechazó la transacción',
    )
    expect(f.errorText('MetaMask: nonce mismatch')).toBe('MetaMask: nonce mismatch')
  })

  it('keeps the arguments of a text with placeholders (the e-mail cooldown)', async () => {
    const es = await formatters('es')
    expect(es.errorText('Please try again after 30 seconds')).toBe(
      'Inténtalo de nuevo dentro de 30 segundos',
    )
    expect(es.errorText('Please try again after 1 seconds')).toBe(
      'Inténtalo de nuevo dentro de 1 segundo',
    )
    const ar = await formatters('ar')
    expect(ar.errorText('Please try again after 2 seconds')).toBe(
      'يُرجى المحاولة مرة أخرى بعد ثانيتين',
    )
    const en = await formatters('en')
    expect(en.errorText('Please try again after 12 seconds')).toBe(
      'Please try again after 12 seconds',
    )
  })

  it.each(supportedLocales)(
    'writes a count in %s exactly as Intl does, without Intl below 1000',
    async (locale) => {
      const f = await formatters(locale)
      const intl = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 0 })
      for (const value of [0, 1, 7, 42, 430, 999, 1000, 1234, 123456, 12.6, -3])
        expect(f.integer(value)).toBe(intl.format(value))
      const counts = Array.from({ length: 1000 }, (_, n) => n)
      expect(counts.map(f.integer)).toEqual(counts.map((n) => intl.format(n)))
    },
  )
})
