import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setCaipAddress, setFarcasterUrl } from '../features/account/accountSlice.ts'
import { modalOpened } from './modalSlice.ts'
import { setActiveNamespace } from './networkSlice.ts'
import type { View } from './routerSlice.ts'
import { goBack, popTransactionStack, pushTransactionStack } from './routerThunks.ts'
import { createTestStore } from './testStore.test-helpers.ts'

const ADDRESS = 'eip155:1:0x1111111111111111111111111111111111111111' as const

/** An open modal showing `history`, on eip155, optionally connected. */
function setup(history: View[], { connected = false } = {}) {
  const test = createTestStore({
    router: { view: history.at(-1) ?? 'Connect', history, transactionStack: [] },
  })
  test.store.dispatch(setActiveNamespace('eip155'))
  if (connected) test.store.dispatch(setCaipAddress('eip155', ADDRESS))
  test.store.dispatch(modalOpened())
  return test
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('goBack', () => {
  it('pops one view and keeps the modal open', () => {
    const { store } = setup(['Connect', 'AllWallets'])
    store.dispatch(goBack())
    expect(store.getState().router.history).toEqual(['Connect'])
    expect(store.getState().modal.open).toBe(true)
  })

  it('closes the modal when one view remains', () => {
    const { store } = setup(['Account'], { connected: true })
    store.dispatch(goBack())
    expect(store.getState().modal).toMatchObject({ open: false, loading: false })
    expect(store.getState().router.history).toEqual(['Account'])
  })

  it('closes the modal when the history contains UnsupportedChain', () => {
    const { store } = setup(['UnsupportedChain', 'Networks'])
    store.dispatch(goBack())
    expect(store.getState().modal.open).toBe(false)
  })

  it('from ConnectingFarcaster without an address clears the URL and reloads after 100 ms', () => {
    const { store, services } = setup(['Connect', 'ConnectingFarcaster'])
    store.dispatch(setFarcasterUrl('eip155', 'https://farcaster.example/connect'))
    store.dispatch(goBack())
    expect(store.getState().account.byNamespace.eip155?.farcasterUrl).toBeUndefined()
    vi.advanceTimersByTime(99)
    expect(services.reloadAuthConnector).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(services.reloadAuthConnector).toHaveBeenCalledOnce()
  })

  it('from ConnectingFarcaster with an active address neither clears nor reloads', () => {
    const { store, services } = setup(['Account', 'ConnectingFarcaster'], { connected: true })
    store.dispatch(setFarcasterUrl('eip155', 'https://farcaster.example/connect'))
    store.dispatch(goBack())
    vi.runAllTimers()
    expect(store.getState().account.byNamespace.eip155?.farcasterUrl).toBeDefined()
    expect(services.reloadAuthConnector).not.toHaveBeenCalled()
  })

  it('from another view does not reload the auth connector', () => {
    const { store, services } = setup(['Connect', 'EmailLogin'])
    store.dispatch(goBack())
    vi.runAllTimers()
    expect(services.reloadAuthConnector).not.toHaveBeenCalled()
  })
})

describe('transaction stack', () => {
  it('keeps callbacks outside the store, keyed by the entry id', () => {
    const { store, services } = setup(['Account'])
    const onSuccess = vi.fn()
    const id = store.dispatch(pushTransactionStack({ view: 'Account', onSuccess }))
    expect(store.getState().router.transactionStack).toEqual([{ id, view: 'Account' }])
    expect(services.transactionCallbacks.get(id)?.onSuccess).toBe(onSuccess)
  })

  it('gives each entry its own id', () => {
    const { store } = setup(['Account'])
    const a = store.dispatch(pushTransactionStack({}))
    const b = store.dispatch(pushTransactionStack({}))
    expect(a).not.toBe(b)
  })

  it('cancel goes back, then calls onCancel, and drops the callbacks', () => {
    const { store, services } = setup(['Account', 'WalletSend', 'WalletSendPreview'])
    const seen: View[] = []
    const onSuccess = vi.fn()
    const onCancel = () => seen.push(store.getState().router.view)
    store.dispatch(pushTransactionStack({ view: 'Account', onSuccess, onCancel }))
    store.dispatch(popTransactionStack({ cancel: true }))
    expect(seen).toEqual(['WalletSend'])
    expect(onSuccess).not.toHaveBeenCalled()
    expect(store.getState().router.transactionStack).toEqual([])
    expect(services.transactionCallbacks.size).toBe(0)
  })

  it('success with goBack goes back, then calls onSuccess', () => {
    const { store } = setup(['Account', 'WalletSend', 'ApproveTransaction'])
    const seen: View[] = []
    store.dispatch(
      pushTransactionStack({
        goBack: true,
        onSuccess: () => seen.push(store.getState().router.view),
      }),
    )
    store.dispatch(popTransactionStack())
    expect(seen).toEqual(['WalletSend'])
  })

  it('success with replace goes back to the entry before ConnectingSiwe', () => {
    const { store } = setup([
      'Connect',
      'ConnectingExternal',
      'ConnectingSiwe',
      'ApproveTransaction',
    ])
    store.dispatch(pushTransactionStack({ replace: true }))
    store.dispatch(popTransactionStack())
    expect(store.getState().router.history).toEqual(['Connect', 'ConnectingExternal'])
    expect(store.getState().modal.open).toBe(true)
  })

  it('success with replace closes the modal when ConnectingSiwe is absent', () => {
    const { store } = setup(['Account', 'ApproveTransaction'], { connected: true })
    const onSuccess = vi.fn()
    store.dispatch(pushTransactionStack({ replace: true, onSuccess }))
    store.dispatch(popTransactionStack())
    expect(store.getState().modal.open).toBe(false)
    expect(store.getState().router.history).toEqual(['Account'])
    expect(onSuccess).toHaveBeenCalledOnce()
  })

  it('success otherwise resets to the stored view, then calls onSuccess', () => {
    const { store } = setup(['Account', 'WalletSend', 'WalletSendPreview'])
    const seen: View[][] = []
    store.dispatch(
      pushTransactionStack({
        view: 'Account',
        onSuccess: () => seen.push(store.getState().router.history),
      }),
    )
    store.dispatch(popTransactionStack())
    expect(seen).toEqual([['Account']])
  })

  it('popping an empty stack does nothing', () => {
    const { store } = setup(['Account', 'WalletSend'])
    const before = store.getState()
    store.dispatch(popTransactionStack({ cancel: true }))
    expect(store.getState()).toBe(before)
  })
})
