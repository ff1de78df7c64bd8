import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestStore } from '../../store/testStore.test-helpers.ts'
import { renderWithStore, unmountAll } from '../../ui/renderWithStore.test-helpers.tsx'
import { EmailSection } from './EmailSection.tsx'

afterEach(unmountAll)

describe('EmailSection', () => {
  it('links the invalid-e-mail alert to the field, which is marked invalid', async () => {
    const view = await renderWithStore(<EmailSection />, createTestStore().store)
    const field = view.querySelector('input[type="email"]') as HTMLInputElement
    expect(field.getAttribute('aria-invalid')).toBeNull()
    expect(field.getAttribute('aria-describedby')).toBeNull()
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, 'nope')
      field.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await act(async () => view.querySelector<HTMLButtonElement>('button[type="submit"]')?.click())
    const alert = view.querySelector('[role="alert"]')
    expect(alert?.textContent).toBe('Invalid email. Try again.')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(field.getAttribute('aria-describedby')).toBe(alert?.id)
  })
})
