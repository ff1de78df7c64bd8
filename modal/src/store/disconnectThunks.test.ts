import { afterEach, describe, expect, it, vi } from 'vitest'
import { disconnect, disconnectWallet } from './disconnectThunks.ts'
import { createTestStore, fakeCoreServices } from './testStore.test-helpers.ts'

afterEach(() => vi.restoreAllMocks())

describe('disconnect', () => {
  it('ends the connection and forgets every stored connector', async () => {
    const connection = { switchNetwork: vi.fn(), disconnect: vi.fn(async () => {}) }
    const { store, core } = createTestStore(
      undefined,
      fakeCoreServices({ activeConnection: () => connection }),
    )
    core.storage.setConnectedConnectorId('eip155', 'io.metamask')
    core.storage.setConnectedConnectorId('solana', 'walletConnect')
    await store.dispatch(disconnect())
    expect(connection.disconnect).toHaveBeenCalledOnce()
    expect(core.storage.getConnectedConnectorId('eip155')).toBeUndefined()
    expect(core.storage.getConnectedConnectorId('solana')).toBeUndefined()
    expect(core.track).toHaveBeenCalledWith('DISCONNECT_SUCCESS')
    expect(store.getState().modal.loading).toBe(false)
  })

  it('throws DISCONNECT_FAILED, keeps the stored connector and clears loading on a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const connection = {
      switchNetwork: vi.fn(),
      disconnect: vi.fn(async () => Promise.reject(new Error('relay down'))),
    }
    const { store, core } = createTestStore(
      undefined,
      fakeCoreServices({ activeConnection: () => connection }),
    )
    core.storage.setConnectedConnectorId('eip155', 'io.metamask')
    await expect(store.dispatch(disconnect())).rejects.toMatchObject({ code: 'DISCONNECT_FAILED' })
    expect(core.storage.getConnectedConnectorId('eip155')).toBe('io.metamask')
    expect(core.track).toHaveBeenCalledWith('DISCONNECT_ERROR', expect.anything())
    expect(store.getState().modal.loading).toBe(false)
  })

  it("the views' disconnect shows the failure in the snackbar instead of throwing", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const connection = {
      switchNetwork: vi.fn(),
      disconnect: vi.fn(async () => Promise.reject(new Error('relay down'))),
    }
    const { store } = createTestStore(
      undefined,
      fakeCoreServices({ activeConnection: () => connection }),
    )
    await store.dispatch(disconnectWallet())
    expect(store.getState().snackbar).toMatchObject({ open: true, variant: 'error' })
  })
})
