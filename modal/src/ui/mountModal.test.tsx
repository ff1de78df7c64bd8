/**
 * The mounted modal speaks the store's language: Arabic right to left (`dir`, `lang`, mirrored
 * back chevron), Spanish left to right, and a change of locale while it is open re-renders it.
 */
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { setLocale } from '../store/localeSlice.ts'
import { modalOpened } from '../store/modalSlice.ts'
import { pushView } from '../store/routerSlice.ts'
import { createTestStore } from '../store/testStore.test-helpers.ts'
import { type MountedModal, mountModal } from './mountModal.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let mounted: MountedModal | undefined
afterEach(() => {
  act(() => mounted?.unmount())
  mounted = undefined
})

async function open(locale: 'en' | 'es' | 'ar') {
  const { store } = createTestStore()
  store.dispatch(setLocale(locale))
  await act(async () => {
    mounted = await mountModal(store)
    store.dispatch(modalOpened())
    store.dispatch(pushView('Networks'))
  })
  const shadow = mounted?.host.shadowRoot as ShadowRoot
  return { store, shadow, dialog: shadow.querySelector('dialog') as HTMLDialogElement }
}

describe('mountModal languages', () => {
  it('renders Arabic right to left, with the back chevron mirrored', async () => {
    const { shadow, dialog } = await open('ar')
    expect(dialog.getAttribute('dir')).toBe('rtl')
    expect(dialog.getAttribute('lang')).toBe('ar')
    expect(shadow.querySelector('#portico-title')?.textContent).toBe('اختيار الشبكة')
    const back = shadow.querySelector<HTMLButtonElement>('.portico-header button')
    expect(back?.getAttribute('aria-label')).toBe('رجوع')
    expect(back?.querySelector('svg')?.matches('[dir="rtl"] .portico-icon-mirror')).toBe(true)
    expect(shadow.querySelector('button[aria-label="إغلاق"]')).not.toBeNull()
  })

  it('renders Spanish left to right', async () => {
    const { shadow, dialog } = await open('es')
    expect(dialog.getAttribute('dir')).toBe('ltr')
    expect(dialog.getAttribute('lang')).toBe('es')
    expect(shadow.querySelector('#portico-title')?.textContent).toBe('Elegir red')
    // The view's own chunk loads on its first showing.
    await expect.poll(() => shadow.querySelector('[aria-label="Redes"]')).not.toBeNull()
    expect(shadow.querySelector('button[aria-label="Cerrar"]')).not.toBeNull()
  })

  it('follows a change of locale while open', async () => {
    const { store, shadow, dialog } = await open('en')
    expect(shadow.querySelector('#portico-title')?.textContent).toBe('Choose Network')
    await act(async () => {
      store.dispatch(setLocale('ar'))
    })
    await expect
      .poll(() => shadow.querySelector('#portico-title')?.textContent)
      .toBe('اختيار الشبكة')
    expect(dialog.getAttribute('dir')).toBe('rtl')
  })
})
