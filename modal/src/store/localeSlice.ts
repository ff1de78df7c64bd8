/**
 * The modal's language: the locale resolved from the `locale` option or the browser (see
 * i18n/locales.ts), changed by `portico.setLocale`. The views render in it; the secure frame is
 * told it (`selectLocale`).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { defaultLocale, type Locale } from '../i18n/locales.ts'

export interface LocaleState {
  locale: Locale
}

const initialState: LocaleState = { locale: defaultLocale }

export const localeSlice = createSlice({
  name: 'locale',
  initialState,
  reducers: {
    setLocale(state, { payload }: PayloadAction<Locale>) {
      state.locale = payload
    },
  },
})

export const { setLocale } = localeSlice.actions

export const selectLocale = (state: { locale: LocaleState }): Locale => state.locale.locale
