import { describe, expect, it, vi } from 'vitest'
import { modalOpened } from '../store/modalSlice.ts'
import { createTestStore } from '../store/testStore.test-helpers.ts'
import { type FamilyAdapter, type FamilyService, familiesKey } from './familyService.ts'
import { connectFamilyWallet } from './familyThunks.ts'

const wallet = { id: 'wallet-standard:Sol Wallet', name: 'Sol Wallet', chain: 'solana' as const }

function setup(connectWallet: FamilyAdapter['connectWallet']) {
  const test = createTestStore()
  const adapter = { connectWallet } as unknown as FamilyAdapter
  const solana: FamilyService = { load: async () => adapter, loaded: adapter }
  test.services.services.set(familiesKey, new Map([['solana', solana]]))
  test.store.dispatch(modalOpened())
  return test
}

describe("connecting a family's wallet (Wallet Standard here) from the list", () => {
  it('asks the wallet (not silently), makes Solana active, and closes the modal', async () => {
    const connectWallet = vi.fn(async () => {})
    const { store, core } = setup(connectWallet)
    await store.dispatch(connectFamilyWallet(wallet))
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
    await store.dispatch(connectFamilyWallet(wallet))
    const state = store.getState()
    expect(state.router.view).toBe('ConnectingExternal')
    expect(state.connecting.status).toBe('error')
    expect(state.modal.open).toBe(true)
  })

  it('a family the dapp did not configure fails like a refusal, and changes nothing', async () => {
    const { store } = setup(vi.fn(async () => {}))
    await store.dispatch(connectFamilyWallet({ ...wallet, chain: 'polkadot' }))
    const state = store.getState()
    expect(state.connecting.status).toBe('error')
    expect(state.connecting.error?.message).toBe('Network not found')
    expect(state.network.activeNamespace).not.toBe('polkadot')
  })
})
