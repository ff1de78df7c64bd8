/** The modal's theme (SPEC §3 "Theme"): dark by default. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

export type ThemeMode = 'light' | 'dark'
export type ThemeVariables = Record<string, string | number>

export interface ThemeState {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  /** The variables in the secure frame's format, synced to it with the theme. */
  w3mThemeVariables: Record<string, string>
}

const initialState: ThemeState = { themeMode: 'dark', themeVariables: {}, w3mThemeVariables: {} }

export const themeSlice = createSlice({
  name: 'theme',
  initialState,
  reducers: {
    setThemeMode(state, { payload }: PayloadAction<ThemeMode>) {
      state.themeMode = payload
    },
    /** Merges into the current variables, so a caller may change one at a time. */
    setThemeVariables(state, { payload }: PayloadAction<ThemeVariables>) {
      state.themeVariables = { ...state.themeVariables, ...payload }
    },
    setW3mThemeVariables(state, { payload }: PayloadAction<Record<string, string>>) {
      state.w3mThemeVariables = payload
    },
  },
})

export const { setThemeMode, setThemeVariables, setW3mThemeVariables } = themeSlice.actions

type WithTheme = { theme: ThemeState }

export const selectThemeMode = (state: WithTheme): ThemeMode => state.theme.themeMode
export const selectThemeVariables = (state: WithTheme): ThemeVariables => state.theme.themeVariables
export const selectW3mThemeVariables = (state: WithTheme): Record<string, string> =>
  state.theme.w3mThemeVariables
export const selectTheme = (state: WithTheme): ThemeState => state.theme
