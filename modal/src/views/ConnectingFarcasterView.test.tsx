import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AuthConnection } from '../connectors/auth/authConnection.ts'
import { authKey } from '../connectors/auth/authThunks.ts'
import { selectFarcasterUrl } from '../connectors/auth/farcasterThunks.ts'
import { setFarcasterUrl } from '../features/account/accountSlice.ts'
import { setActiveNamespace } from '../store/networkSlice.ts'
import { createTestStore } from '../store/testStore.test-helpers.ts'
import { renderWithStore, unmountAll } from '../ui/renderWithStore.test-helpers.tsx'
import { ConnectingFarcasterView } from './ConnectingFarcasterView.tsx'

const URL = 'http://127.0.0.1:4400/~/siwf?channelToken=00000000-0000-4000-8000-000000000000'

afterEach(async () => {
  await unmountAll()
  vi.useRealTimers()
})

function storeWith(url?: string) {
  const test = createTestStore({
    router: {
      view: 'ConnectingFarcaster',
      history: ['Connect', 'ConnectingFarcaster'],
      transactionStack: [],
    },
  })
  test.services.services.set(authKey, { loginFailed: vi.fn() } as unknown as AuthConnection)
  test.store.dispatch(setActiveNamespace('eip155'))
  if (url) test.store.dispatch(setFarcasterUrl('eip155', url))
  return test
}

describe('ConnectingFarcasterView', () => {
  it('waits for the URL, then shows it as a QR code and a link', async () => {
    const { store } = storeWith()
    const view = await renderWithStore(<ConnectingFarcasterView />, store)
    const progress = () =>
      [...view.querySelectorAll('[role="progressbar"]')].map((e) => e.getAttribute('aria-label'))
    expect(progress()).toEqual(['Preparing the sign-in…'])
    await act(async () => store.dispatch(setFarcasterUrl('eip155', URL)))
    const qr = view.querySelector('[data-testid="farcaster-qr"]')
    expect(qr?.getAttribute('data-value')).toBe(URL)
    expect(qr?.getAttribute('aria-label')).toBe('Farcaster sign-in code')
    expect(view.querySelector('[data-testid="farcaster-link"]')?.getAttribute('href')).toBe(URL)
    expect(progress()).toEqual(['Waiting for approval in Farcaster…'])
  })

  it('on a phone, opens the Farcaster app by its link instead of a QR code', async () => {
    const userAgent = vi.spyOn(navigator, 'userAgent', 'get')
    userAgent.mockReturnValue('Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36')
    try {
      const { store } = storeWith(URL)
      const view = await renderWithStore(<ConnectingFarcasterView />, store)
      const open = view.querySelector('[data-testid="farcaster-open"]')
      expect(open?.getAttribute('href')).toBe(URL)
      expect(open?.textContent).toBe('Open Farcaster')
      expect(view.querySelector('[data-testid="farcaster-qr"]')).toBeNull()
    } finally {
      userAgent.mockRestore()
    }
  })

  it('abandons the waiting login when it goes away (the modal closed)', async () => {
    vi.useFakeTimers()
    const { store, services } = storeWith(URL)
    await renderWithStore(<ConnectingFarcasterView />, store)
    await unmountAll()
    expect(selectFarcasterUrl(store.getState())).toBeUndefined()
    vi.advanceTimersByTime(100)
    expect(services.reloadAuthConnector).toHaveBeenCalledOnce()
  })
})
