import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
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

describe('ModalRoot focus', () => {
  it('keeps focus inside the dialog when the control that changed the view goes away', async () => {
    const { store } = createTestStore()
    await act(async () => {
      mounted = mountModal(store)
      store.dispatch(modalOpened())
    })
    const shadow = mounted?.host.shadowRoot as ShadowRoot
    const dialog = shadow.querySelector('dialog') as HTMLDialogElement
    // A control of the view that the next view does not have, focused as a keyboard user would.
    const body = shadow.querySelector('.portico-card') as HTMLElement
    const control = body.appendChild(document.createElement('button'))
    control.focus()
    expect(shadow.activeElement).toBe(control)
    await act(async () => {
      control.remove()
      store.dispatch(pushView('AllWallets'))
    })
    expect(shadow.activeElement).not.toBeNull()
    expect(dialog.contains(shadow.activeElement)).toBe(true)
    expect(shadow.activeElement?.id).toBe('portico-title')
  })

  it('leaves focus where the new view put it', async () => {
    const { store } = createTestStore()
    await act(async () => {
      mounted = mountModal(store)
      store.dispatch(modalOpened())
    })
    const shadow = mounted?.host.shadowRoot as ShadowRoot
    const close = shadow.querySelector<HTMLButtonElement>('button[aria-label="Close"]')
    close?.focus()
    await act(async () => {
      store.dispatch(pushView('Networks'))
    })
    expect(shadow.activeElement).toBe(close)
  })
})
