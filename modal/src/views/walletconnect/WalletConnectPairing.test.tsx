import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectFailed } from '../../store/connectingSlice.ts'
import { setWcError, setWcUri } from '../../store/connectionSlice.ts'
import { createTestStore } from '../../store/testStore.ts'
import { fakeActions, renderWithStore, unmountAll } from '../../ui/renderWithStore.test-helpers.tsx'
import { WalletConnectPairing } from './WalletConnectPairing.tsx'

const URI = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&expiryTimestamp=1`
const WALLET = {
  id: 'demo',
  name: 'Demo Wallet',
  mobile_link: 'demowallet://',
  desktop_link: 'demowallet-desktop://',
  webapp_link: 'http://127.0.0.1:5175/',
}

afterEach(async () => {
  await unmountAll()
  vi.useRealTimers()
})

const byTestId = (root: HTMLElement, id: string) =>
  root.querySelector<HTMLElement>(`[data-testid="${id}"]`)

describe('WalletConnectPairing', () => {
  it('pairs when shown, and waits with a spinner until the URI is there', async () => {
    const { store } = createTestStore()
    const actions = fakeActions()
    const root = await renderWithStore(<WalletConnectPairing mobile={false} />, store, actions)
    expect(actions.connectWalletConnect).toHaveBeenCalledTimes(1)
    expect(byTestId(root, 'wc-qr')).toBeNull()
    expect(root.querySelector('[role="progressbar"]')?.getAttribute('aria-label')).toBe(
      'Creating a pairing code',
    )
  })

  it('desktop: the QR code of the URI, Copy link, the desktop and web-app links', async () => {
    const { store } = createTestStore()
    store.dispatch(setWcUri(URI, Date.now()))
    const actions = fakeActions()
    const root = await renderWithStore(
      <WalletConnectPairing wallet={WALLET} mobile={false} />,
      store,
      actions,
    )
    expect(byTestId(root, 'wc-qr')?.getAttribute('data-value')).toBe(URI)
    expect(byTestId(root, 'wc-open-mobile')).toBeNull()
    byTestId(root, 'wc-copy-link')?.click()
    expect(actions.copyLink).toHaveBeenCalledWith(URI)
    byTestId(root, 'wc-open-webapp')?.click()
    expect(actions.openWalletLink).toHaveBeenCalledWith(
      {
        href: 'http://127.0.0.1:5175/',
        redirect: `http://127.0.0.1:5175/wc?uri=${encodeURIComponent(URI)}`,
      },
      'Demo Wallet',
      '_blank',
    )
    byTestId(root, 'wc-open-desktop')?.click()
    expect(vi.mocked(actions.openWalletLink).mock.calls[1]?.[0].redirect).toBe(
      `demowallet-desktop://wc?uri=${encodeURIComponent(URI)}`,
    )
  })

  it("mobile: the wallet's own link instead of a QR code", async () => {
    const { store } = createTestStore()
    store.dispatch(setWcUri(URI, Date.now()))
    const actions = fakeActions()
    const root = await renderWithStore(
      <WalletConnectPairing wallet={WALLET} mobile />,
      store,
      actions,
    )
    expect(byTestId(root, 'wc-qr')).toBeNull()
    expect(byTestId(root, 'wc-open-desktop')).toBeNull()
    byTestId(root, 'wc-open-mobile')?.click()
    expect(actions.openWalletLink).toHaveBeenCalledWith(
      { href: 'demowallet://', redirect: `demowallet://wc?uri=${encodeURIComponent(URI)}` },
      'Demo Wallet',
      '_self',
    )
  })

  it('an error shows its message and Try again asks for a new pairing', async () => {
    const { store } = createTestStore()
    store.dispatch(setWcUri(URI, Date.now()))
    store.dispatch(setWcError(true))
    store.dispatch(
      connectFailed({
        name: 'WalletConnectError',
        code: 'USER_REJECTED',
        message: 'Connection declined',
      }),
    )
    const actions = fakeActions()
    const root = await renderWithStore(<WalletConnectPairing mobile={false} />, store, actions)
    expect(byTestId(root, 'wc-error')?.textContent).toBe('Connection declined')
    expect(byTestId(root, 'wc-qr')).toBeNull()
    byTestId(root, 'wc-retry')?.click()
    expect(actions.connectWalletConnect).toHaveBeenLastCalledWith({ retry: true })
  })

  it('renews the URI when 10 s of its life remain', async () => {
    vi.useFakeTimers({ now: 1_000_000 })
    const { store } = createTestStore()
    store.dispatch(setWcUri(URI, Date.now()))
    const actions = fakeActions()
    await renderWithStore(<WalletConnectPairing mobile={false} />, store, actions)
    const lifetime = 4 * 60_000
    await act(async () => vi.advanceTimersByTime(lifetime - 10_001))
    expect(actions.connectWalletConnect).not.toHaveBeenCalledWith({ retry: true })
    await act(async () => vi.advanceTimersByTime(2))
    expect(actions.connectWalletConnect).toHaveBeenCalledWith({ retry: true })
  })
})
