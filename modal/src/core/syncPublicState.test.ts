// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { unknownNetwork } from '../chains/CaipNetwork.ts'
import { defineEvmNetwork } from '../chains/devnetNetworks.ts'
import {
  setAccountStatus,
  setAllAccounts,
  setBalance,
  setCaipAddress,
  setConnectedWalletInfo,
} from '../features/account/accountSlice.ts'
import {
  type PorticoOptions,
  porticoOptionsSchema,
  type ResolvedPorticoOptions,
} from '../options.ts'
import type { PorticoState } from '../publicState.ts'
import { setWcBasic, setWcUri } from '../store/connectionSlice.ts'
import { createPorticoStore } from '../store/createPorticoStore.ts'
import { trackEvent } from '../store/eventsSlice.ts'
import { modalOpened } from '../store/modalSlice.ts'
import { setActiveNamespace, setCaipNetwork, setRequestedNetworks } from '../store/networkSlice.ts'
import { createServiceRegistry } from '../store/serviceKey.ts'
import { setThemeMode, setThemeVariables } from '../store/themeSlice.ts'
import type { CoreBridge } from './createCore.ts'
import { syncPublicState, toPublicState } from './syncPublicState.ts'

const devnet = defineEvmNetwork(31337, 'Portico Devnet', 'http://127.0.0.1:8545')
const devnet2 = defineEvmNetwork(31338, 'Portico Devnet 2', 'http://127.0.0.1:8546')
const ADDRESS = '0xA11CE00000000000000000000000000000000001'

function resolve(extra: Partial<PorticoOptions> = {}): ResolvedPorticoOptions {
  return porticoOptionsSchema().parse({
    projectId: 'p',
    networks: [devnet, devnet2],
    ...extra,
  }) as ResolvedPorticoOptions
}

/** A store as the core sets it up: the dapp's networks requested, the first one active. */
function createStore() {
  const { store } = createPorticoStore({
    services: {
      reloadAuthConnector: () => {},
      transactionCallbacks: new Map(),
      services: createServiceRegistry(),
      now: Date.now,
    },
  })
  store.dispatch(setRequestedNetworks('eip155', [devnet, devnet2]))
  store.dispatch(setActiveNamespace('eip155'))
  store.dispatch(setCaipNetwork('eip155', devnet))
  return store
}

describe('toPublicState', () => {
  it('gives every connected namespace its account; `account` is the active namespace', () => {
    const store = createStore()
    const sol = 'solana:HLGhMhRr1gFBdrKKeVFRtgsxUzAQzwkn'
    const SOL_ADDRESS = '7ZKx5V1Kk3Qz4nTqYB5sxj4GxJ2hjHn1d6N9MwvR3X6p'
    store.dispatch(setCaipAddress('eip155', `eip155:31337:${ADDRESS}`))
    store.dispatch(setCaipAddress('solana', `${sol}:${SOL_ADDRESS}`))
    store.dispatch(setBalance('solana', { balance: '1.5', balanceSymbol: 'SOL' }))
    const evmActive = toPublicState(store.getState(), resolve())
    expect(evmActive.account.address).toBe(ADDRESS)
    expect(evmActive.accounts.solana).toMatchObject({
      isConnected: true,
      address: SOL_ADDRESS,
      balance: '1.5',
      balanceSymbol: 'SOL',
    })
    store.dispatch(setActiveNamespace('solana'))
    const solActive = toPublicState(store.getState(), resolve())
    expect(solActive.activeNamespace).toBe('solana')
    expect(solActive.account.address).toBe(SOL_ADDRESS)
    expect(solActive.accounts.eip155?.address).toBe(ADDRESS)
    expect(solActive.accounts.bip122).toBeUndefined()
  })

  it('describes a fresh store as disconnected, closed, on Connect', () => {
    const state = toPublicState(createStore().getState(), resolve())
    expect(state).toMatchObject({
      open: false,
      view: 'Connect',
      activeNamespace: 'eip155',
      caipNetwork: devnet,
      selectedNetworkId: 'eip155:31337',
      isUnsupportedChain: false,
      themeMode: 'dark',
      initialized: true,
      account: { status: 'disconnected', isConnected: false, allAccounts: [] },
    })
    expect(state.account.address).toBeUndefined()
  })

  it('is connected with the address once the account has a CAIP address', () => {
    const store = createStore()
    store.dispatch(setCaipAddress('eip155', `eip155:31337:${ADDRESS}`))
    store.dispatch(setBalance('eip155', { balance: '1.25', balanceSymbol: 'ETH' }))
    store.dispatch(setConnectedWalletInfo('eip155', { name: 'Fake Wallet', rdns: 'test.fake' }))
    expect(toPublicState(store.getState(), resolve())).toMatchObject({
      account: {
        status: 'connected',
        isConnected: true,
        address: ADDRESS,
        caipAddress: `eip155:31337:${ADDRESS}`,
        balance: '1.25',
        balanceSymbol: 'ETH',
      },
      walletInfo: { name: 'Fake Wallet', rdns: 'test.fake' },
    })
  })

  it('is not connected when the status says connected but there is no address', () => {
    const store = createStore()
    store.dispatch(setAccountStatus('eip155', 'connected'))
    expect(toPublicState(store.getState(), resolve()).account).toMatchObject({
      status: 'connected',
      isConnected: false,
    })
  })

  it('is not connected while (re)connecting, even with an address kept', () => {
    const store = createStore()
    store.dispatch(setCaipAddress('eip155', `eip155:31337:${ADDRESS}`))
    store.dispatch(setAccountStatus('eip155', 'reconnecting'))
    expect(toPublicState(store.getState(), resolve()).account).toMatchObject({
      status: 'reconnecting',
      isConnected: false,
    })
  })

  it('shows the active namespace’s account only', () => {
    const store = createStore()
    store.dispatch(setCaipAddress('solana', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:Abc'))
    expect(toPublicState(store.getState(), resolve()).account.isConnected).toBe(false)
  })

  it('lists every account with its namespace, address and type only', () => {
    const store = createStore()
    store.dispatch(
      setAllAccounts('eip155', [
        { namespace: 'eip155', address: ADDRESS, type: 'eoa', publicKey: '0x04', path: "m/44'" },
      ]),
    )
    expect(toPublicState(store.getState(), resolve()).account.allAccounts).toEqual([
      { namespace: 'eip155', address: ADDRESS, type: 'eoa' },
    ])
  })

  it('follows the network the wallet is on', () => {
    const store = createStore()
    store.dispatch(setCaipNetwork('eip155', devnet2))
    expect(toPublicState(store.getState(), resolve())).toMatchObject({
      caipNetwork: devnet2,
      selectedNetworkId: 'eip155:31338',
      isUnsupportedChain: false,
    })
  })

  describe('isUnsupportedChain (SPEC §2)', () => {
    const onUnknownChain = () => {
      const store = createStore()
      store.dispatch(setCaipNetwork('eip155', unknownNetwork('eip155:999')))
      return store
    }

    it('is true on a network the dapp did not request', () => {
      const state = toPublicState(onUnknownChain().getState(), resolve())
      expect(state.isUnsupportedChain).toBe(true)
      expect(state.caipNetwork?.name).toBe('Unknown Network')
    })

    it('is false when unsupported chains are allowed', () => {
      const state = toPublicState(
        onUnknownChain().getState(),
        resolve({ allowUnsupportedChain: true }),
      )
      expect(state.isUnsupportedChain).toBe(false)
    })

    it('is false when network switching is disabled', () => {
      const state = toPublicState(
        onUnknownChain().getState(),
        resolve({ enableNetworkSwitch: false }),
      )
      expect(state.isUnsupportedChain).toBe(false)
    })

    it('is false while a basic WalletConnect session is active', () => {
      const store = onUnknownChain()
      store.dispatch(setWcBasic(true))
      expect(toPublicState(store.getState(), resolve()).isUnsupportedChain).toBe(false)
    })

    it('is false while there is no active network', () => {
      const store = createStore()
      store.dispatch(setCaipNetwork('eip155', undefined))
      expect(toPublicState(store.getState(), resolve()).isUnsupportedChain).toBe(false)
    })
  })

  it('carries the theme', () => {
    const store = createStore()
    store.dispatch(setThemeMode('light'))
    store.dispatch(setThemeVariables({ '--portico-accent': '#f00' }))
    expect(toPublicState(store.getState(), resolve())).toMatchObject({
      themeMode: 'light',
      themeVariables: { '--portico-accent': '#f00' },
    })
  })
})

describe('syncPublicState', () => {
  let stop: (() => void) | undefined
  afterEach(() => {
    stop?.()
    stop = undefined
  })

  /** Lets a batched hand-over (if any) happen. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

  function start(store = createStore(), options = resolve()) {
    const setState = vi.fn<CoreBridge['setState']>()
    const bridge: CoreBridge = {
      setState,
      emitEvent: vi.fn(),
      getAuthConnector: () => Promise.reject(new Error('not in this test')),
      mountUi: () => Promise.reject(new Error('not in this test')),
    }
    stop = syncPublicState(store, options, bridge).stop
    return { store, setState, options }
  }

  it('hands over the whole public state at start', () => {
    const { store, setState, options } = start()
    expect(setState).toHaveBeenCalledTimes(1)
    expect(JSON.parse(JSON.stringify(setState.mock.calls[0]?.[0]))).toEqual(
      JSON.parse(JSON.stringify(toPublicState(store.getState(), options))),
    )
  })

  it('hands over only the keys that changed', async () => {
    const { store, setState } = start()
    setState.mockClear()
    store.dispatch(setThemeMode('light'))
    await vi.waitFor(() => expect(setState).toHaveBeenCalled())
    expect(setState.mock.calls.at(-1)?.[0]).toEqual({ themeMode: 'light' })

    setState.mockClear()
    store.dispatch(modalOpened())
    await vi.waitFor(() => expect(setState).toHaveBeenCalled())
    const changed = Object.assign({}, ...setState.mock.calls.map(([next]) => next))
    expect(changed).toEqual({ open: true, loading: true })
  })

  it('hands over the account when the wallet connects', async () => {
    const { store, setState } = start()
    setState.mockClear()
    store.dispatch(setCaipAddress('eip155', `eip155:31337:${ADDRESS}`))
    await vi.waitFor(() => expect(setState).toHaveBeenCalled())
    const changed: Partial<PorticoState> = Object.assign(
      {},
      ...setState.mock.calls.map(([next]) => next),
    )
    expect(Object.keys(changed)).toEqual(['account', 'accounts'])
    expect(changed.account).toMatchObject({ isConnected: true, address: ADDRESS })
    expect(changed.accounts?.eip155).toEqual(changed.account)
  })

  it('does not call the bridge when nothing public changed', async () => {
    const { store, setState } = start()
    setState.mockClear()
    store.dispatch(setThemeMode('dark')) // already dark: the store does not change
    store.dispatch(trackEvent({ event: 'MODAL_OPEN' })) // the store changes, the public state not
    store.dispatch(setWcUri('wc:abc@2', Date.now()))
    store.dispatch(setCaipNetwork('eip155', { ...devnet })) // a copy of the same network
    await settle()
    expect(setState).not.toHaveBeenCalled()
  })

  it('hands over changes dispatched together as one update', async () => {
    const { store, setState } = start()
    setState.mockClear()
    store.dispatch(setCaipAddress('eip155', `eip155:31338:${ADDRESS}`))
    store.dispatch(setCaipNetwork('eip155', devnet2))
    store.dispatch(setThemeMode('light'))
    await settle()
    expect(setState).toHaveBeenCalledTimes(1)
    expect(Object.keys(setState.mock.calls[0]?.[0] ?? {}).sort()).toEqual([
      'account',
      'accounts',
      'caipNetwork',
      'selectedNetworkId',
      'themeMode',
    ])
  })

  it('ends with the same state as the store after several changes in one tick', async () => {
    const { store, setState, options } = start()
    let mirror: Partial<PorticoState> = {}
    setState.mockImplementation((next) => {
      mirror = { ...mirror, ...next }
    })
    for (const [next] of setState.mock.calls) mirror = { ...mirror, ...next }
    store.dispatch(setCaipAddress('eip155', `eip155:31338:${ADDRESS}`))
    store.dispatch(setCaipNetwork('eip155', devnet2))
    store.dispatch(setThemeMode('light'))
    await settle()
    expect(JSON.parse(JSON.stringify(mirror))).toEqual(
      JSON.parse(JSON.stringify(toPublicState(store.getState(), options))),
    )
  })

  it('stops handing over once stopped', async () => {
    const { store, setState } = start()
    stop?.()
    setState.mockClear()
    store.dispatch(setThemeMode('light'))
    await settle()
    expect(setState).not.toHaveBeenCalled()
  })
})
