/**
 * A row spreading the intent handlers: the pointer entering it or keyboard focus reaching it
 * prepares a WalletConnect pairing; a click alone (no pointer, no focus) does not.
 */
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { injectedKey } from '../../connectors/injected/injectedThunks.ts'
import type { WalletConnectConnection } from '../../connectors/walletconnect/walletConnectConnection.ts'
import { walletConnectKey } from '../../connectors/walletconnect/walletConnectThunks.ts'
import { createTestStore } from '../../store/testStore.test-helpers.ts'
import { renderWithStore, unmountAll } from '../../ui/renderWithStore.test-helpers.tsx'
import { useWalletConnectIntent } from './useWalletConnectIntent.ts'

function Row({ onClick }: { onClick(): void }) {
  const wcIntent = useWalletConnectIntent()
  return (
    <button type="button" onClick={onClick} {...wcIntent({ id: 'rainbow' })}>
      Rainbow
    </button>
  )
}

async function setup() {
  const { store, services } = createTestStore()
  const connection = { prepare: vi.fn(), dropPrepared: vi.fn() }
  services.services.set(walletConnectKey, {
    connection: connection as unknown as WalletConnectConnection,
    platform: { mobile: false, reusesPendingAttempt: false },
  })
  services.services.set(injectedKey, {
    connection: {} as never,
    find: () => undefined,
    waitFor: async () => undefined,
  })
  const container = await renderWithStore(<Row onClick={() => {}} />, store)
  return { connection, button: container.querySelector('button') as HTMLButtonElement }
}

afterEach(unmountAll)

describe('useWalletConnectIntent', () => {
  it('the pointer entering the row prepares the pairing', async () => {
    const { connection, button } = await setup()
    await act(async () => {
      button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
    })
    expect(connection.prepare).toHaveBeenCalledOnce()
  })

  it('keyboard focus on the row prepares it too', async () => {
    const { connection, button } = await setup()
    await act(async () => button.focus())
    expect(connection.prepare).toHaveBeenCalledOnce()
  })

  it('a click with neither prepares nothing (the click itself pairs)', async () => {
    const { connection, button } = await setup()
    await act(async () => button.click())
    expect(connection.prepare).not.toHaveBeenCalled()
  })
})
