import { describe, expect, it } from 'vitest'
import { modalStyles } from './modalStyles.ts'

const sheet = () => {
  const style = document.head.appendChild(document.createElement('style'))
  style.textContent = modalStyles
  const rules = [...(style.sheet?.cssRules ?? [])]
  style.remove()
  return rules
}

describe('modalStyles', () => {
  it('with prefers-reduced-motion, stops the shake and the spinner turning', () => {
    const reduced = sheet().find(
      (r): r is CSSMediaRule =>
        r instanceof CSSMediaRule && /prefers-reduced-motion:\s*reduce/.test(r.conditionText),
    )
    const rules = [...(reduced?.cssRules ?? [])] as CSSStyleRule[]
    const animation = (selector: string) =>
      rules.find((r) => r.selectorText === selector)?.style.getPropertyValue('animation')
    expect(animation('.portico-dialog[data-shake="true"]')).toBe('none')
    expect(animation('.portico-spinner')).toBe('none')
    // The view transition and the skeletons' shimmer stop too.
    expect(animation('.portico-dialog[data-view-changed] .portico-body')).toBe('none')
    expect(animation('.portico-skeleton-row, .portico-skeleton-tile')).toBe('none')
  })

  it('a view reached inside the open modal fades in, and a disabled button keeps a visible edge', () => {
    const rule = (selector: string) =>
      sheet().find(
        (r): r is CSSStyleRule => r instanceof CSSStyleRule && r.selectorText === selector,
      )
    expect(
      rule('.portico-dialog[data-view-changed] .portico-body')?.style.getPropertyValue('animation'),
    ).toMatch(/portico-view-in/)
    // The view the modal opens on has no fade: it is on screen, opaque, at the first frame.
    expect(rule('.portico-body')?.style.getPropertyValue('animation') ?? '').toBe('')
    expect(rule('.portico-button:disabled')?.style.getPropertyValue('border-color')).toBe(
      'var(--portico-control)',
    )
  })

  it('the light theme uses its own error colour and buttons use the accent text colour', () => {
    const light = sheet().find(
      (r): r is CSSStyleRule =>
        r instanceof CSSStyleRule && r.selectorText === '.portico-dialog[data-theme="light"]',
    )
    expect(light?.style.getPropertyValue('--portico-error').trim()).toBe('#c52a3a')
  })
})
