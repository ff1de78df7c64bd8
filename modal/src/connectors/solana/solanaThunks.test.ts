import { describe, expect, it, vi } from 'vitest'
import { modalOpened } from '../../store/modalSlice.ts'
import { createTestStore } from '../../store/testStore.test-helpers.ts'
import type { SolanaAdapter } from './solanaAdapter.ts'
import { type SolanaService, solanaKey } from './solanaService.ts'
import { connectSolanaWallet } from './solanaThunks.ts'

const wallet = { id: 'wallet-standard:Sol Wallet', name: 'Sol Wallet' }

function setup(connectWallet: SolanaAdapter['connectWallet']) {
  const test = createTestStore()
  const adapter = { connectWallet } as unknown as SolanaAdapter
  test.services.services.set(solanaKey, {
    load: async () => adapter,
    loaded: adapter,
  } as SolanaService)
  test.store.dispatch(modalOpened())
  return test
}

describe('connecting a Wallet Standard wallet from the list', () => {
  it('asks the wallet (not silently), makes Solana active, and closes the modal', async () => {
    const connectWallet = vi.fn(async () => {})
    const { store, core } = setup(connectWallet)
    await store.dispatch(connectSolanaWallet(wallet))
    expect(connectWallet).toHaveBeenCalledWith(wallet.id, { silent: false, activate: true })
    expect(store.getState().modal.open).toBe(false)
    expect(core.track).toHaveBeenCalledWith('CONNECT_SUCCESS', {
      method: 'browser',
      name: 'Sol Wallet',
    })
  })

  it('a refusal stays on ConnectingExternal with the error, for Try again', async () => {
    const refused = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const { store } = setup(vi.fn(async () => Promise.reject(refused)))
    await store.dispatch(connectSolanaWallet(wallet))
    const state = store.getState()
    expect(state.router.view).toBe('ConnectingExternal')
    expect(state.connecting.status).toBe('error')
    expect(state.modal.open).toBe(true)
  })
})
