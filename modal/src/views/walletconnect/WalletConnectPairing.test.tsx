import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  connectWalletConnect,
  openWalletLink,
} from '../../connectors/walletconnect/walletConnectThunks.ts'
import { connectFailed } from '../../store/connectingSlice.ts'
import { setWcError, setWcUri } from '../../store/connectionSlice.ts'
import { copyToClipboard } from '../../store/snackbarThunks.ts'
import { createTestStore } from '../../store/testStore.test-helpers.ts'
import { renderWithStore, unmountAll } from '../../ui/renderWithStore.test-helpers.tsx'
import { WalletConnectPairing } from './WalletConnectPairing.tsx'

vi.mock('../../connectors/walletconnect/walletConnectThunks.ts', async (original) =>
  (await import('../../ui/renderWithStore.test-helpers.tsx')).spyOnThunks(original, [
    'connectWalletConnect',
    'openWalletLink',
  ]),
)
vi.mock('../../store/snackbarThunks.ts', async (original) =>
  (await import('../../ui/renderWithStore.test-helpers.tsx')).spyOnThunks(original, [
    'copyToClipboard',
  ]),
)

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
    const root = await renderWithStore(<WalletConnectPairing mobile={false} />, store)
    expect(connectWalletConnect).toHaveBeenCalledTimes(1)
    expect(byTestId(root, 'wc-qr')).toBeNull()
    expect(root.querySelector('[role="progressbar"]')?.getAttribute('aria-label')).toBe(
      'Creating a pairing code',
    )
  })

  it('desktop: the QR code of the URI, Copy link, the desktop and web-app links', async () => {
    const { store } = createTestStore()
    store.dispatch(setWcUri(URI, Date.now()))
    const root = await renderWithStore(
      <WalletConnectPairing wallet={WALLET} mobile={false} />,
      store,
    )
    expect(byTestId(root, 'wc-qr')?.getAttribute('data-value')).toBe(URI)
    expect(byTestId(root, 'wc-open-mobile')).toBeNull()
    byTestId(root, 'wc-copy-link')?.click()
    expect(copyToClipboard).toHaveBeenCalledWith(URI, 'Link copied')
    byTestId(root, 'wc-open-webapp')?.click()
    expect(openWalletLink).toHaveBeenCalledWith(
      {
        href: 'http://127.0.0.1:5175/',
        redirect: `http://127.0.0.1:5175/wc?uri=${encodeURIComponent(URI)}`,
      },
      'Demo Wallet',
      '_blank',
    )
    byTestId(root, 'wc-open-desktop')?.click()
    expect(vi.mocked(openWalletLink).mock.calls[1]?.[0].redirect).toBe(
      `demowallet-desktop://wc?uri=${encodeURIComponent(URI)}`,
    )
  })

  it("mobile: the wallet's own link instead of a QR code", async () => {
    const { store } = createTestStore()
    store.dispatch(setWcUri(URI, Date.now()))
    const root = await renderWithStore(<WalletConnectPairing wallet={WALLET} mobile />, store)
    expect(byTestId(root, 'wc-qr')).toBeNull()
    expect(byTestId(root, 'wc-open-desktop')).toBeNull()
    byTestId(root, 'wc-open-mobile')?.click()
    expect(openWalletLink).toHaveBeenCalledWith(
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
    const root = await renderWithStore(<WalletConnectPairing mobile={false} />, store)
    expect(byTestId(root, 'wc-error')?.textContent).toBe('Connection declined')
    expect(byTestId(root, 'wc-qr')).toBeNull()
    byTestId(root, 'wc-retry')?.click()
    expect(connectWalletConnect).toHaveBeenLastCalledWith({ retry: true })
  })

  it('renews the URI when 10 s of its life remain', async () => {
    vi.useFakeTimers({ now: 1_000_000 })
    const { store } = createTestStore()
    store.dispatch(setWcUri(URI, Date.now()))
    await renderWithStore(<WalletConnectPairing mobile={false} />, store)
    const lifetime = 4 * 60_000
    await act(async () => vi.advanceTimersByTime(lifetime - 10_001))
    expect(connectWalletConnect).not.toHaveBeenCalledWith({ retry: true })
    await act(async () => vi.advanceTimersByTime(2))
    expect(connectWalletConnect).toHaveBeenCalledWith({ retry: true })
  })
})
