import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as nativeBalance from '../connectors/refreshNativeBalance.ts'
import * as walletConnectThunks from '../connectors/walletconnect/walletConnectThunks.ts'
import { setWcUri } from '../store/connectionSlice.ts'
import { modalClosed, modalOpened } from '../store/modalSlice.ts'
import { setActiveNamespace } from '../store/networkSlice.ts'
import { pushView, resetView } from '../store/routerSlice.ts'
import { snackbarShown } from '../store/snackbarSlice.ts'
import { createTestStore } from '../store/testStore.test-helpers.ts'
import { viewComponents } from '../views/viewRegistry.tsx'
import { type MountedModal, mountModal } from './mountModal.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let mounted: MountedModal | undefined
afterEach(() => {
  act(() => mounted?.unmount())
  mounted = undefined
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

/** A macrotask later: the preloads' timer has run. */
const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 5)))

/** The modal mounted and opened on a fresh store: its store, shadow root and dialog. */
async function openedModal() {
  const { store } = createTestStore()
  await act(async () => {
    mounted = await mountModal(store)
    store.dispatch(modalOpened())
  })
  const shadow = mounted?.host.shadowRoot as ShadowRoot
  const dialog = shadow.querySelector('dialog') as HTMLDialogElement
  return { store, shadow, dialog }
}

describe('ModalRoot focus', () => {
  it('keeps focus inside the dialog when the control that changed the view goes away', async () => {
    const { store, shadow, dialog } = await openedModal()
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
    const { store, shadow } = await openedModal()
    const close = shadow.querySelector<HTMLButtonElement>('button[aria-label="Close"]')
    close?.focus()
    await act(async () => {
      store.dispatch(pushView('Networks'))
    })
    expect(shadow.activeElement).toBe(close)
  })

  it('moves focus to the heading when its control goes away without a view change', async () => {
    const { shadow } = await openedModal()
    const body = shadow.querySelector('.portico-card') as HTMLElement
    // A Try again button that goes away while the wallet is asked again.
    const control = body.appendChild(document.createElement('button'))
    control.focus()
    expect(shadow.activeElement).toBe(control)
    control.remove()
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    expect(shadow.activeElement?.id).toBe('portico-title')
  })
})

describe('ModalRoot close', () => {
  it('a close event that comes after the modal opened again leaves it open', async () => {
    const { store, dialog } = await openedModal()
    expect(dialog.open).toBe(true)
    // Chromium fires `close` in a task after close(); the modal was shown again before it ran.
    await act(async () => {
      dialog.dispatchEvent(new Event('close'))
    })
    expect(store.getState().modal.open).toBe(true)
    expect(dialog.open).toBe(true)
  })

  it('a dialog the browser closed closes the modal', async () => {
    const { store, dialog } = await openedModal()
    await act(async () => {
      dialog.close()
    })
    expect(store.getState().modal.open).toBe(false)
  })
})

describe('ModalRoot announcements', () => {
  it('says a snackbar error once: the snackbar is the only live region holding it', async () => {
    const { store } = createTestStore()
    await act(async () => {
      mounted = await mountModal(store)
      store.dispatch(modalOpened())
      store.dispatch(
        snackbarShown({ id: 's1', message: 'Network error', variant: 'error', autoClose: false }),
      )
    })
    const shadow = mounted?.host.shadowRoot as ShadowRoot
    const live = [...shadow.querySelectorAll('[role="alert"], [role="status"], [aria-live]')]
    expect(live.filter((el) => el.textContent?.includes('Network error'))).toHaveLength(1)
  })
})

describe('ModalRoot view transition', () => {
  it('opens on its view without a fade; a view reached from it fades in; a new open resets', async () => {
    const { store, dialog } = await openedModal()
    expect(dialog.hasAttribute('data-view-changed')).toBe(false)
    await act(async () => {
      store.dispatch(pushView('AllWallets'))
    })
    expect(dialog.hasAttribute('data-view-changed')).toBe(true)
    await act(async () => {
      store.dispatch(modalClosed())
    })
    await act(async () => {
      store.dispatch(modalOpened())
    })
    expect(dialog.hasAttribute('data-view-changed')).toBe(false)
  })
})

/** Account's chunk and the EVM balance reader, watched (and not fetched). */
function spyOnConnectPreloads() {
  const account = viewComponents.Account as { preload(): Promise<unknown> }
  const preloadAccount = vi.spyOn(account, 'preload').mockResolvedValue(undefined)
  const loadReader = vi.spyOn(nativeBalance, 'loadEvmBalanceReader')
  loadReader.mockResolvedValue({} as Awaited<ReturnType<typeof nativeBalance.loadEvmBalanceReader>>)
  return { preloadAccount, loadReader }
}

describe('ModalRoot while connecting', () => {
  it('fetches Account and the EVM balance reader while the code is entered, not before', async () => {
    const { preloadAccount, loadReader } = spyOnConnectPreloads()
    const { store } = await openedModal()
    await nextTask()
    expect(preloadAccount).not.toHaveBeenCalled()
    expect(loadReader).not.toHaveBeenCalled()
    await act(async () => {
      store.dispatch(pushView('EmailVerifyOtp'))
    })
    await nextTask()
    expect(preloadAccount).toHaveBeenCalled()
    expect(loadReader).toHaveBeenCalled()
  })

  it('with Solana active, fetches Account but not the EVM balance reader', async () => {
    const { preloadAccount, loadReader } = spyOnConnectPreloads()
    const { store } = await openedModal()
    await act(async () => {
      store.dispatch(setActiveNamespace('solana'))
      store.dispatch(pushView('ConnectingExternal'))
    })
    await nextTask()
    expect(preloadAccount).toHaveBeenCalled()
    expect(loadReader).not.toHaveBeenCalled()
  })

  it('on a WalletConnect view, fetches them only once the pairing URI is shown', async () => {
    const { preloadAccount, loadReader } = spyOnConnectPreloads()
    // The view pairs as it shows; this store has no WalletConnect service, and the URI is set below.
    vi.spyOn(walletConnectThunks, 'connectWalletConnect').mockReturnValue(async () => {})
    const { store } = await openedModal()
    await act(async () => {
      store.dispatch(pushView('ConnectingWalletConnect'))
    })
    await nextTask()
    expect(preloadAccount).not.toHaveBeenCalled()
    expect(loadReader).not.toHaveBeenCalled()
    await act(async () => {
      store.dispatch(setWcUri('wc:abc@2?relay-protocol=irn&symKey=00', Date.now()))
    })
    await nextTask()
    expect(preloadAccount).toHaveBeenCalled()
    expect(loadReader).toHaveBeenCalled()
  })

  it('a connection closing the modal renders Account behind it once idle; an open shows it', async () => {
    // The browser's idle time, run by hand (jsdom has none; its timer stand-in could fire early).
    const idle: IdleRequestCallback[] = []
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback))
    vi.stubGlobal('cancelIdleCallback', () => {})
    const { store, dialog } = await openedModal()
    await act(async () => {
      store.dispatch(pushView('EmailVerifyOtp'))
    })
    expect(dialog.dataset.view).toBe('EmailVerifyOtp')
    // What the connect does: the modal closes and the router rests on Account.
    await act(async () => {
      store.dispatch(modalClosed())
      store.dispatch(resetView('Account'))
    })
    expect(dialog.open).toBe(false)
    expect(dialog.dataset.view).toBe('EmailVerifyOtp')
    await act(async () => {
      for (const callback of idle.splice(0))
        callback({ didTimeout: false, timeRemaining: () => 50 })
    })
    expect(dialog.dataset.view).toBe('Account')
    // Opened before idle time came, a closed dialog's view shows at once.
    await act(async () => {
      store.dispatch(resetView('Connect'))
      store.dispatch(modalOpened())
    })
    expect(dialog.dataset.view).toBe('Connect')
  })
})
