// @vitest-environment node
import { contrastRatio, mixSrgb } from '@portico/shared'
import { describe, expect, it } from 'vitest'
import { modalStyles } from './modalStyles.ts'
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

  it('error, success, muted and body text reach 4.5:1 on every surface (the snackbar is bg-3)', () => {
    for (const surface of surfaces) {
      for (const text of [c.error, c.success, c.muted, c.fg]) {
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

  it('the disabled Continue button: its text reads at 4.5:1 and its edge shows at 3:1', () => {
    expect(contrastRatio(c.muted, c.bg)).toBeGreaterThanOrEqual(AA_NON_TEXT)
    expect(contrastRatio(c.muted, c.bg3)).toBeGreaterThanOrEqual(AA_TEXT)
    expect(contrastRatio(c.control, c.bg)).toBeGreaterThanOrEqual(AA_NON_TEXT)
  })

  it('fields (bg-2, on the card or in a bg-2 box) show their edge at 3:1', () => {
    for (const surface of [c.bg, c.bg2]) {
      expect(
        contrastRatio(c.control, surface),
        `${c.control} on ${surface}`,
      ).toBeGreaterThanOrEqual(AA_NON_TEXT)
    }
  })

  it('the focus ring (accent) shows against the card by 3:1', () => {
    expect(contrastRatio(ACCENT, c.bg)).toBeGreaterThanOrEqual(AA_NON_TEXT)
  })
})

describe('accent buttons (modal buttons, ConnectButton, account button)', () => {
  it('their text reaches 4.5:1 on the accent', () => {
    expect(contrastRatio(ON_ACCENT, ACCENT)).toBeGreaterThanOrEqual(AA_TEXT)
  })

  it('hover and pressed (the accent darkened, as modalStyles mixes it) keep 4.5:1', () => {
    for (const percent of [88, 78]) {
      expect(contrastRatio(ON_ACCENT, mixSrgb(ACCENT, percent, '#000000'))).toBeGreaterThanOrEqual(
        AA_TEXT,
      )
    }
    expect(modalStyles).toContain('color-mix(in srgb, var(--portico-accent) 88%, #000)')
    expect(modalStyles).toContain('color-mix(in srgb, var(--portico-accent) 78%, #000)')
  })
})
