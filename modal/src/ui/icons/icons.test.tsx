/**
 * The UI icons are drawings only: every icon button keeps the accessible name it had (which the
 * e2e specs click by), and its svg is hidden from assistive tech and out of the tab order.
 */
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestStore } from '../../store/testStore.test-helpers.ts'
import { CopyAddressButton } from '../CopyAddressButton.tsx'
import { Header } from '../Header.tsx'
import { ListItem } from '../ListItem.tsx'
import { modalStyles } from '../modalStyles.ts'
import { renderWithStore, unmountAll } from '../renderWithStore.test-helpers.tsx'

afterEach(unmountAll)

const store = () => createTestStore().store

function expectIconButton(button: HTMLButtonElement | null | undefined, name: string) {
  expect(button?.getAttribute('aria-label')).toBe(name)
  const svg = button?.querySelector('svg')
  expect(svg?.getAttribute('aria-hidden')).toBe('true')
  expect(svg?.getAttribute('focusable')).toBe('false')
  expect(svg?.getAttribute('stroke')).toBe('currentColor')
  // No text glyph left beside the drawing.
  expect(button?.textContent).toBe('')
}

describe('icons', () => {
  it('Back and Close are drawn, named "Back" and "Close"; Back is mirrored in RTL', async () => {
    const view = await renderWithStore(
      <Header title="Connect" onBack={() => {}} onClose={() => {}} />,
      store(),
    )
    const [back, close] = view.querySelectorAll('button')
    expectIconButton(back, 'Back')
    expectIconButton(close, 'Close')
    expect(back?.querySelector('svg')?.classList.contains('portico-icon-mirror')).toBe(true)
    expect(close?.querySelector('svg')?.classList.contains('portico-icon-mirror')).toBe(false)
    expect(modalStyles).toMatch(
      /\[dir="rtl"\] \.portico-icon-mirror[^{]*\{ transform: scaleX\(-1\); \}/,
    )
  })

  it('Copy address shows the copy drawing, then a tick named "Address copied"', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async () => {} },
      configurable: true,
    })
    const view = await renderWithStore(<CopyAddressButton address="0xabc" />, store())
    const button = view.querySelector('button')
    expectIconButton(button, 'Copy address')
    const before = button?.querySelector('svg')?.innerHTML
    await act(async () => button?.click())
    expectIconButton(button, 'Address copied')
    expect(button?.querySelector('svg')?.innerHTML).not.toBe(before)
  })

  it('a row that opens another view ends in a hidden chevron; its name is still its text', async () => {
    const view = await renderWithStore(
      <ListItem name="All Wallets" tag="57" chevron onClick={() => {}} />,
      store(),
    )
    const button = view.querySelector('button')
    // What assistive tech reads: the text outside aria-hidden parts (monogram, chevron).
    const named = button?.cloneNode(true) as HTMLElement
    for (const hidden of named.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
    expect(named.textContent).toBe('All Wallets57')
    expect(button?.querySelector('svg.portico-icon-mirror')?.getAttribute('aria-hidden')).toBe(
      'true',
    )
  })
})
