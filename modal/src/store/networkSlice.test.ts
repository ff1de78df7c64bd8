import { describe, expect, it } from 'vitest'
import { unknownNetwork } from '../chains/CaipNetwork.ts'
import {
  type NetworkState,
  networkSlice,
  selectActiveCaipNetwork,
  selectIsUnsupportedChain,
  selectNamespaceNetwork,
  selectRequestedCaipNetworks,
  setActiveNamespace,
  setApprovedCaipNetworkIds,
  setCaipNetwork,
  setRequestedNetworks,
  setSmartAccountEnabledNetworks,
  setSupportsAllNetworks,
  switchingNamespaceDone,
  type UnsupportedChainFlags,
} from './networkSlice.ts'
import { testNetwork } from './testStore.test-helpers.ts'

const reduce = networkSlice.reducer
const mainnet = testNetwork('eip155:1')
const base = testNetwork('eip155:8453')
const solana = testNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')

function stateOn(caipNetwork: typeof mainnet): { network: NetworkState } {
  let state = reduce(undefined, setActiveNamespace('eip155'))
  state = reduce(state, setRequestedNetworks('eip155', [mainnet, base]))
  state = reduce(state, setCaipNetwork('eip155', caipNetwork))
  return { network: state }
}

const switchable: UnsupportedChainFlags = {
  allowUnsupportedChain: false,
  enableNetworkSwitch: true,
  wcBasic: false,
}

describe('networkSlice', () => {
  it('starts with no active namespace and not switching', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      switchingNamespace: false,
      byNamespace: {},
    })
  })

  it('the first active namespace is not a switch', () => {
    expect(reduce(undefined, setActiveNamespace('eip155')).switchingNamespace).toBe(false)
  })

  it('changing chain family sets switchingNamespace until switchingNamespaceDone', () => {
    let state = reduce(undefined, setActiveNamespace('eip155'))
    state = reduce(state, setActiveNamespace('eip155'))
    expect(state.switchingNamespace).toBe(false)
    state = reduce(state, setActiveNamespace('solana'))
    expect(state).toMatchObject({ activeNamespace: 'solana', switchingNamespace: true })
    expect(reduce(state, switchingNamespaceDone()).switchingNamespace).toBe(false)
  })

  it('keeps network state per namespace', () => {
    let state = reduce(undefined, setRequestedNetworks('eip155', [mainnet, base]))
    state = reduce(state, setRequestedNetworks('solana', [solana]))
    state = reduce(state, setApprovedCaipNetworkIds('eip155', ['eip155:1']))
    state = reduce(state, setSupportsAllNetworks('eip155', false))
    state = reduce(state, setSmartAccountEnabledNetworks('eip155', [8453]))
    expect(selectNamespaceNetwork({ network: state }, 'eip155')).toEqual({
      requestedCaipNetworks: [mainnet, base],
      approvedCaipNetworkIds: ['eip155:1'],
      supportsAllNetworks: false,
      smartAccountEnabledNetworks: [8453],
    })
    expect(selectNamespaceNetwork({ network: state }, 'solana').requestedCaipNetworks).toEqual([
      solana,
    ])
  })

  it('stores the network as given, unknown ones included', () => {
    const unknown = unknownNetwork('eip155:999')
    const state = stateOn(unknown)
    expect(selectActiveCaipNetwork(state)).toEqual(unknown)
    expect(selectRequestedCaipNetworks(state)).toEqual([mainnet, base])
  })

  it('selectors of the active namespace are empty without one', () => {
    const state = { network: reduce(undefined, setRequestedNetworks('eip155', [mainnet])) }
    expect(selectActiveCaipNetwork(state)).toBeUndefined()
    expect(selectRequestedCaipNetworks(state)).toEqual([])
  })
})

describe('selectIsUnsupportedChain', () => {
  const unknown = unknownNetwork('eip155:999')

  it('is true for a network outside the requested ones when switching is possible', () => {
    expect(selectIsUnsupportedChain(stateOn(unknown), switchable)).toBe(true)
  })

  it('is false on a requested network', () => {
    expect(selectIsUnsupportedChain(stateOn(base), switchable)).toBe(false)
  })

  it.each([
    ['network switching is disabled', { enableNetworkSwitch: false }],
    ['unsupported chains are allowed', { allowUnsupportedChain: true }],
    ['a basic WalletConnect session is active', { wcBasic: true }],
  ])('is false when %s', (_reason, flags) => {
    expect(selectIsUnsupportedChain(stateOn(unknown), { ...switchable, ...flags })).toBe(false)
  })

  it('is false without an active network', () => {
    expect(
      selectIsUnsupportedChain({ network: reduce(undefined, { type: 'init' }) }, switchable),
    ).toBe(false)
  })
})
