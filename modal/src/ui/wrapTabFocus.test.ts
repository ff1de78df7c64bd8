import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { wrapTabFocus } from './wrapTabFocus.ts'

let container: HTMLElement
beforeEach(() => {
  // jsdom lays nothing out: every element counts as shown unless it is display:none.
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(function (
    this: HTMLElement,
  ) {
    return (this.style.display === 'none' ? [] : [{}]) as unknown as DOMRectList
  })
  container = document.createElement('div')
  container.innerHTML = `
    <button id="close">Close</button>
    <input id="email" />
    <button id="hidden" style="display:none">Hidden</button>
    <button id="off" disabled>Off</button>
    <button id="wallet">Wallet</button>`
  document.body.append(container)
})
afterEach(() => {
  container.remove()
  vi.restoreAllMocks()
})

const tab = (shiftKey = false) => {
  const event = { key: 'Tab', shiftKey, preventDefault: vi.fn() }
  wrapTabFocus(event, container)
  return event
}
const focused = () => document.activeElement?.id

describe('wrapTabFocus', () => {
  it('Tab on the last control goes to the first', () => {
    document.getElementById('wallet')?.focus()
    expect(tab().preventDefault).toHaveBeenCalled()
    expect(focused()).toBe('close')
  })

  it('Shift+Tab on the first control goes to the last shown, enabled one', () => {
    document.getElementById('close')?.focus()
    expect(tab(true).preventDefault).toHaveBeenCalled()
    expect(focused()).toBe('wallet')
  })

  it('leaves Tab between inner controls to the browser', () => {
    document.getElementById('close')?.focus()
    expect(tab().preventDefault).not.toHaveBeenCalled()
    expect(focused()).toBe('close')
  })

  it('brings focus back in when it is outside', () => {
    const outside = document.createElement('button')
    document.body.append(outside)
    outside.focus()
    tab()
    expect(focused()).toBe('close')
    outside.remove()
  })

  it('ignores other keys', () => {
    document.getElementById('wallet')?.focus()
    const event = { key: 'Enter', shiftKey: false, preventDefault: vi.fn() }
    wrapTabFocus(event, container)
    expect(event.preventDefault).not.toHaveBeenCalled()
    expect(focused()).toBe('wallet')
  })
})
