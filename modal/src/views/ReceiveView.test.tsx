import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ACCOUNT,
  createConnectedStore,
  createFakeCloud,
} from '../features/account/fakeCloud.test-helpers.ts'
import { copyToClipboard } from '../store/snackbarThunks.ts'
import { renderWithStore, unmountAll } from '../ui/renderWithStore.test-helpers.tsx'
import { ReceiveView } from './ReceiveView.tsx'

vi.mock('../store/snackbarThunks.ts', async (original) =>
  (await import('../ui/renderWithStore.test-helpers.tsx')).spyOnThunks(original, [
    'copyToClipboard',
  ]),
)

afterEach(unmountAll)

describe('ReceiveView', () => {
  it('shows the address as a QR code and as text, with the network, and copies it', async () => {
    const { store } = createConnectedStore(createFakeCloud().cloud)
    const view = await renderWithStore(<ReceiveView />, store)
    const qr = view.querySelector('[data-testid="receive-qr"]')
    expect(qr?.tagName.toLowerCase()).toBe('svg')
    expect(qr?.getAttribute('data-value')).toBe(ACCOUNT)
    expect(qr?.querySelector('path')?.getAttribute('d')).toMatch(/^M/)
    expect(view.querySelector('[data-testid="receive-address"]')?.textContent).toBe(ACCOUNT)
    expect(view.querySelector('[data-testid="receive-network"]')?.textContent).toContain(
      'Portico Devnet',
    )
    await act(async () =>
      (view.querySelector('[data-testid="receive-copy"]') as HTMLButtonElement).click(),
    )
    expect(copyToClipboard).toHaveBeenCalledWith(ACCOUNT, 'Address copied')
  })
})
