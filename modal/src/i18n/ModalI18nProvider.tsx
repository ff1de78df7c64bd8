/**
 * Gives the views the modal's Lingui instance and keeps it on the store's locale: a change
 * (`portico.setLocale`) fetches that locale's catalogue and then renders every view again in it.
 */
import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { type ReactNode, useEffect } from 'react'
import { useAppSelector } from '../store/hooks.ts'
import { selectLocale } from '../store/localeSlice.ts'
import { activateLocale } from './modalI18n.ts'

export function ModalI18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const locale = useAppSelector(selectLocale)
  useEffect(() => {
    // A catalogue that fails to load leaves the modal in the language it shows.
    activateLocale(i18n, locale).catch(() => {})
  }, [i18n, locale])
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>
}
