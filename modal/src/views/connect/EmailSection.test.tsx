import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AuthConnection } from '../../connectors/auth/authConnection.ts'
import { authKey } from '../../connectors/auth/authThunks.ts'
import { setLegalAccepted } from '../../store/legalConsentSlice.ts'
import { setOptions } from '../../store/optionsSlice.ts'
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

  it('starts loading the secure frame when the field gets focus, not before', async () => {
    const { store, services } = createTestStore()
    const prepare = vi.fn()
    services.services.set(authKey, { prepare } as unknown as AuthConnection)
    const view = await renderWithStore(<EmailSection />, store)
    expect(prepare).not.toHaveBeenCalled()
    const field = view.querySelector('input[type="email"]') as HTMLInputElement
    await act(async () => field.focus())
    expect(prepare).toHaveBeenCalledOnce()
  })

  it('loads nothing on focus while the legal checkbox is unticked', async () => {
    const { store, services } = createTestStore()
    const prepare = vi.fn()
    services.services.set(authKey, { prepare } as unknown as AuthConnection)
    store.dispatch(
      setOptions({
        features: { legalCheckbox: true },
        termsConditionsUrl: 'https://example.com/t',
      }),
    )
    const view = await renderWithStore(<EmailSection />, store)
    const field = view.querySelector('input[type="email"]') as HTMLInputElement
    await act(async () => field.focus())
    expect(prepare).not.toHaveBeenCalled()
    await act(async () => field.blur())
    store.dispatch(setLegalAccepted(true))
    await act(async () => field.focus())
    expect(prepare).toHaveBeenCalledOnce()
  })
})
