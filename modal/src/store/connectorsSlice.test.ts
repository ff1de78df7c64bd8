// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  addConnector,
  type Connector,
  type ConnectorsState,
  clearFilterByNamespace,
  connectorsSlice,
  removeConnector,
  selectActiveConnector,
  selectActiveConnectorId,
  selectAnnouncedConnectors,
  selectAuthConnector,
  selectConnectorById,
  selectConnectors,
  selectInstalledConnectors,
  setActiveConnectorId,
  setConnectors,
  setFilterByNamespace,
} from './connectorsSlice.ts'

const reduce = connectorsSlice.reducer
const c = (
  id: string,
  chain: Connector['chain'],
  type: Connector['type'],
  name = id,
): Connector => ({
  id,
  name,
  chain,
  type,
})
const walletConnectEvm = c('walletConnect', 'eip155', 'WALLET_CONNECT')
const walletConnectSol = c('walletConnect', 'solana', 'WALLET_CONNECT')
const announced = { ...c('eip6963:io.wallet', 'eip155', 'ANNOUNCED'), info: { rdns: 'io.wallet' } }
const injected = c('injected', 'eip155', 'INJECTED')
const auth = c('ID_AUTH', 'solana', 'AUTH')
const all = [walletConnectEvm, walletConnectSol, announced, injected, auth]
const withState = (connectors: ConnectorsState) => ({ connectors })

describe('connectorsSlice', () => {
  it('setConnectors dedupes by id and chain, the later entry winning', () => {
    const renamed = c('walletConnect', 'eip155', 'WALLET_CONNECT', 'WalletConnect v2')
    const state = reduce(undefined, setConnectors([walletConnectEvm, walletConnectSol, renamed]))
    expect(state.connectors).toEqual([renamed, walletConnectSol])
  })

  it('addConnector adds a new one and replaces the same id and chain in place', () => {
    let state = reduce(undefined, setConnectors([walletConnectEvm, injected]))
    state = reduce(state, addConnector({ ...walletConnectEvm, imageId: 'img' }))
    state = reduce(state, addConnector(walletConnectSol))
    expect(state.connectors).toEqual([
      { ...walletConnectEvm, imageId: 'img' },
      injected,
      walletConnectSol,
    ])
  })

  it('removeConnector removes it on every chain, or on one chain', () => {
    const state = reduce(undefined, setConnectors(all))
    expect(reduce(state, removeConnector('walletConnect')).connectors).toEqual([
      announced,
      injected,
      auth,
    ])
    expect(reduce(state, removeConnector('walletConnect', 'solana')).connectors).toEqual([
      walletConnectEvm,
      announced,
      injected,
      auth,
    ])
  })

  it('selects connectors of a namespace within the filter', () => {
    let state = reduce(undefined, setConnectors(all))
    expect(selectConnectors(withState(state))).toEqual(all)
    expect(selectConnectors(withState(state), 'solana')).toEqual([walletConnectSol, auth])
    state = reduce(state, setFilterByNamespace('eip155'))
    expect(selectConnectors(withState(state))).toEqual([walletConnectEvm, announced, injected])
    expect(selectConnectors(withState(state), 'solana')).toEqual([])
    state = reduce(state, clearFilterByNamespace())
    expect(selectConnectors(withState(state))).toEqual(all)
  })

  it('returns the same array while nothing changed', () => {
    const state = withState(reduce(undefined, setConnectors(all)))
    expect(selectConnectors(state, 'eip155')).toBe(selectConnectors(state, 'eip155'))
  })

  it('selects announced and installed connectors', () => {
    const state = withState(reduce(undefined, setConnectors(all)))
    expect(selectAnnouncedConnectors(state)).toEqual([announced])
    expect(selectInstalledConnectors(state)).toEqual([announced, injected])
  })

  it('selects by id, the auth connector and the active connector', () => {
    let state = reduce(undefined, setConnectors(all))
    expect(selectConnectorById(withState(state), 'walletConnect', 'solana')).toBe(walletConnectSol)
    expect(selectConnectorById(withState(state), 'nope')).toBeUndefined()
    expect(selectAuthConnector(withState(state))).toBe(auth)
    state = reduce(state, setActiveConnectorId('solana', 'walletConnect'))
    expect(selectActiveConnectorId(withState(state), 'solana')).toBe('walletConnect')
    expect(selectActiveConnector(withState(state), 'solana')).toBe(walletConnectSol)
    state = reduce(state, setActiveConnectorId('solana', undefined))
    expect(state.activeConnectorIds).toEqual({})
  })
})
