import { describe, expect, it } from 'vitest'
import { contrastRatio, mixSrgb } from './contrastRatio.ts'
import {
  ACCENT,
  DARK_LINK_ACCENT_PERCENT,
  darkColors,
  lightColors,
  ON_ACCENT,
  type ThemeColors,
} from './themeTokens.ts'

const AA_TEXT = 4.5
const AA_NON_TEXT = 3

const themes: [string, ThemeColors, string][] = [
  ['dark', darkColors, mixSrgb(ACCENT, DARK_LINK_ACCENT_PERCENT, '#ffffff')],
  ['light', lightColors, ACCENT],
]

describe.each(themes)('%s theme colours', (_name, c, link) => {
  const surfaces = [c.bg, c.bg2, c.bg3]

  it('error, muted and body text reach 4.5:1 on every surface', () => {
    for (const surface of surfaces) {
      for (const text of [c.error, c.muted, c.fg]) {
        expect(contrastRatio(text, surface), `${text} on ${surface}`).toBeGreaterThanOrEqual(
          AA_TEXT,
        )
      }
    }
  })

  it('links reach 4.5:1 where links are (the card and bg-2 boxes)', () => {
    for (const surface of [c.bg, c.bg2]) {
      expect(contrastRatio(link, surface), `${link} on ${surface}`).toBeGreaterThanOrEqual(AA_TEXT)
    }
  })

  it('the disabled Continue button (muted text on bg-3) stands out from the card by 3:1', () => {
    expect(contrastRatio(c.muted, c.bg)).toBeGreaterThanOrEqual(AA_NON_TEXT)
    expect(contrastRatio(c.muted, c.bg3)).toBeGreaterThanOrEqual(AA_TEXT)
  })

  it('the focus ring (accent) shows against the card by 3:1', () => {
    expect(contrastRatio(ACCENT, c.bg)).toBeGreaterThanOrEqual(AA_NON_TEXT)
  })
})

describe('accent buttons (modal buttons, ConnectButton, account button)', () => {
  it('their text reaches 4.5:1 on the accent', () => {
    expect(contrastRatio(ON_ACCENT, ACCENT)).toBeGreaterThanOrEqual(AA_TEXT)
  })
})
