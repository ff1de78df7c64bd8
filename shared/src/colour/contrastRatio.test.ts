import { describe, expect, it } from 'vitest'
import { contrastRatio, mixSrgb } from './contrastRatio.ts'

describe('contrastRatio', () => {
  it('gives the WCAG figures: 21:1 black on white, 1:1 for equal colours, either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#667dff', '#667dff')).toBe(1)
    expect(contrastRatio('#ffffff', '#667dff')).toBeCloseTo(contrastRatio('#667dff', '#ffffff'))
  })

  it('reproduces the failures axe found (issue 18)', () => {
    expect(contrastRatio('#ffffff', '#667dff')).toBeCloseTo(3.53, 2)
    expect(contrastRatio('#f25a67', '#ffffff')).toBeCloseTo(3.26, 2)
  })

  it('mixes like color-mix(in srgb)', () => {
    expect(mixSrgb('#000000', 50, '#ffffff')).toBe('#808080')
    expect(mixSrgb('#4d62e8', 100, '#ffffff')).toBe('#4d62e8')
  })
})
