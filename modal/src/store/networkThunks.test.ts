import { describe, expect, it, vi } from 'vitest'
import {
  selectActiveCaipNetwork,
  selectAllRequestedCaipNetworks,
  setActiveNamespace,
  setCaipNetwork,
  setRequestedNetworks,
} from './networkSlice.ts'
import { changeNetwork } from './networkThunks.ts'
import { createTestStore, fakeCoreServices, testNetwork } from './testStore.test-helpers.ts'

const evm = { ...testNetwork('eip155:31337'), name: 'Portico Devnet' }
const sol = { ...testNetwork('solana:HLGhMhRr1gFBdrKKeVFRtgsxUzAQzwkn'), name: 'Portico Solana' }

function storeWith(core = fakeCoreServices({ networks: [evm, sol] })) {
  const test = createTestStore(undefined, core)
  test.store.dispatch(setRequestedNetworks('eip155', [evm]))
  test.store.dispatch(setRequestedNetworks('solana', [sol]))
  test.store.dispatch(setActiveNamespace('eip155'))
  test.store.dispatch(setCaipNetwork('eip155', evm))
  return test
}

describe('switching to another chain family', () => {
  it('lists every family in the Networks view', () => {
    const { store } = storeWith()
    expect(selectAllRequestedCaipNetworks(store.getState()).map((n) => n.name)).toEqual([
      'Portico Devnet',
      'Portico Solana',
    ])
  })

  it('a Solana network makes solana the active namespace; its connection is asked to switch', async () => {
    const switchNetwork = vi.fn(async () => {})
    const core = fakeCoreServices({
      networks: [evm, sol],
      connectionFor: vi.fn(async () => ({ switchNetwork, disconnect: vi.fn() })),
    })
    const { store } = storeWith(core)
    await store.dispatch(changeNetwork(sol))
    expect(core.connectionFor).toHaveBeenCalledWith(sol)
    expect(switchNetwork).toHaveBeenCalledWith(sol)
    expect(store.getState().network.activeNamespace).toBe('solana')
    expect(store.getState().network.switchingNamespace).toBe(true)
    expect(core.storage.get('activeNamespace')).toBe('solana')
  })

  it('without a Solana wallet the network is only selected; back to EVM keeps its network', async () => {
    const { store } = storeWith()
    await store.dispatch(changeNetwork(sol))
    expect(selectActiveCaipNetwork(store.getState())).toEqual(sol)
    await store.dispatch(changeNetwork(evm))
    expect(store.getState().network.activeNamespace).toBe('eip155')
    expect(selectActiveCaipNetwork(store.getState())).toEqual(evm)
  })

  it('a network the dapp did not configure changes nothing', async () => {
    const { store } = storeWith()
    const other = testNetwork('solana:Port1coSo1ana2C1usterNotStarted2')
    await expect(store.dispatch(changeNetwork(other))).rejects.toThrow()
    expect(store.getState().network.activeNamespace).toBe('eip155')
  })
})
