/**
 * Right-to-left layout (Arabic): the modal's styles use logical sides, never a physical left or
 * right that would stay put when the text direction flips, and mirror the directional icons.
 */
import { describe, expect, it } from 'vitest'
import { modalStyles } from './modalStyles.ts'

describe('modalStyles in right-to-left text', () => {
  it('has no one-sided physical margin, padding, border, float or alignment', () => {
    const physical =
      /(margin|padding|border)-(left|right)\s*:|(text-align|float|clear)\s*:\s*(left|right)/g
    expect(modalStyles.match(physical) ?? []).toEqual([])
  })

  it('mirrors the back and chevron icons under dir="rtl"', () => {
    const style = document.head.appendChild(document.createElement('style'))
    style.textContent = modalStyles
    const rule = [...(style.sheet?.cssRules ?? [])].find(
      (r): r is CSSStyleRule =>
        r instanceof CSSStyleRule && r.selectorText.includes('[dir="rtl"] .portico-icon-mirror'),
    )
    style.remove()
    expect(rule?.style.getPropertyValue('transform')).toBe('scaleX(-1)')
  })
})
