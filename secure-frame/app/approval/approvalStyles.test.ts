/** Every text colour of the frame's windows against the backgrounds it sits on: WCAG AA (4.5:1). */

import { contrastRatio } from '@portico/shared'
import { describe, expect, it } from 'vitest'
import { approvalStyles, darkPalette, type FramePalette, lightPalette } from './approvalStyles.ts'

const pairs = (p: FramePalette): [string, string, string][] => [
  ['text on page', p.fg, p.bg],
  ['text on card', p.fg, p.surface],
  ['muted on page', p.muted, p.bg],
  ['muted on card', p.muted, p.surface],
  ['Approve label', p.onAccent, p.accent],
  ['disabled Approve label', p.disabledFg, p.disabledBg],
  ['links', p.accentText, p.bg],
  ['warning', p.warning, p.warningBg],
  ['danger on page', p.danger, p.bg],
]

describe.each([
  ['dark', darkPalette],
  ['light', lightPalette],
])('%s theme', (_name, palette) => {
  it.each(pairs(palette))('%s is at least 4.5:1', (_label, text, background) => {
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5)
  })
})

it('follows the system theme without a host theme, and stops transitions for reduced motion', () => {
  expect(approvalStyles).toContain(
    '@media (prefers-color-scheme: light) { .approval-host:not([data-theme])',
  )
  expect(approvalStyles).toMatch(
    /@media \(prefers-reduced-motion: reduce\) \{[^}]*transition: none/,
  )
  expect(approvalStyles).toContain(':focus-visible')
})
