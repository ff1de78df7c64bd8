/**
 * The modal's colours per theme, written into modalStyles as CSS custom properties. Kept here as
 * data so themeTokens.test.ts can hold every text/background pair to WCAG AA (issue 18).
 */
export interface ThemeColors {
  bg: string
  bg2: string
  bg3: string
  fg: string
  muted: string
  border: string
  /** The boundary of fields and disabled buttons: 3:1 against the card (WCAG 1.4.11). */
  control: string
  error: string
  success: string
}

/** Button fill and focus ring; white text on it is ≥ 4.5:1 (the old #667dff gave 3.53:1). */
export const ACCENT = '#4d62e8'
export const ON_ACCENT = '#ffffff'
/** Dark theme links: the accent lightened with white (color-mix), so a dapp's accent carries. */
export const DARK_LINK_ACCENT_PERCENT = 55

export const darkColors: ThemeColors = {
  bg: '#141414',
  bg2: '#1f1f1f',
  bg3: '#2a2a2a',
  fg: '#e4e7e7',
  muted: '#9ea6a6',
  border: '#2e2e2e',
  control: '#6b7373',
  error: '#ff7782',
  success: '#26d962',
}

export const lightColors: ThemeColors = {
  bg: '#ffffff',
  bg2: '#f3f4f4',
  bg3: '#e9eaea',
  fg: '#141414',
  muted: '#5c6363',
  border: '#e4e7e7',
  control: '#7c8585',
  error: '#c52a3a',
  /** #26d962 gave 1.56:1 on the snackbar; this green reaches 4.5:1 on every surface. */
  success: '#157335',
}

export const colorVariables = (c: ThemeColors): string =>
  `--portico-bg: ${c.bg}; --portico-bg-2: ${c.bg2}; --portico-bg-3: ${c.bg3};
  --portico-fg: ${c.fg}; --portico-muted: ${c.muted}; --portico-border: ${c.border};
  --portico-control: ${c.control};
  --portico-error: ${c.error}; --portico-success: ${c.success};`
