import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AmountBox } from './AmountBox.tsx'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => {
  document.body.innerHTML = ''
})

describe('AmountBox', () => {
  it('labels its field, reports what is typed, and opens its picker', async () => {
    const onChange = vi.fn()
    const onClick = vi.fn()
    const host = document.body.appendChild(document.createElement('div'))
    await act(async () =>
      createRoot(host).render(
        <AmountBox
          label="You pay"
          value="1.5"
          onChange={onChange}
          inputTestId="amount"
          invalid
          busy
          picker={{ testId: 'pick', content: 'tUSD', onClick }}
        >
          <span data-testid="meta">$1.50</span>
        </AmountBox>,
      ),
    )
    const input = host.querySelector('[data-testid="amount"]') as HTMLInputElement
    expect(host.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('You pay')
    expect(input.value).toBe('1.5')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-busy')).toBe('true')
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '2')
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
    expect(onChange).toHaveBeenCalledWith('2')
    const pick = host.querySelector('[data-testid="pick"]') as HTMLButtonElement
    expect(pick.textContent).toBe('tUSD')
    await act(async () => pick.click())
    expect(onClick).toHaveBeenCalledOnce()
    expect(host.querySelector('[data-testid="meta"]')?.textContent).toBe('$1.50')
  })
})
