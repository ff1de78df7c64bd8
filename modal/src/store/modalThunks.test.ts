import { afterEach, describe, expect, it, vi } from 'vitest'
import { setCaipAddress } from '../features/account/accountSlice.ts'
import { closeModal, openModal, shakeModal, showModal } from './modalThunks.ts'
import { setActiveNamespace } from './networkSlice.ts'
import { createTestStore, fakeCoreServices } from './testStore.test-helpers.ts'

const SOLANA_ADDRESS =
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'

afterEach(() => vi.useRealTimers())

describe('openModal', () => {
  it('opens on Connect when not connected, loading', () => {
    const { store } = createTestStore()
    store.dispatch(setActiveNamespace('eip155'))
    store.dispatch(openModal())
    expect(store.getState().modal).toMatchObject({ open: true, loading: true })
    expect(store.getState().router).toMatchObject({ view: 'Connect', history: ['Connect'] })
  })

  it('opens on Account when the active namespace is connected', () => {
    const { store } = createTestStore()
    store.dispatch(setActiveNamespace('solana'))
    store.dispatch(setCaipAddress('solana', SOLANA_ADDRESS))
    store.dispatch(openModal())
    expect(store.getState().router.history).toEqual(['Account'])
  })

  it('opens on the given view', () => {
    const { store } = createTestStore()
    store.dispatch(openModal({ view: 'Networks' }))
    expect(store.getState().router.history).toEqual(['Networks'])
  })

  it('switches to the given namespace and judges the connection there', () => {
    const { store } = createTestStore()
    store.dispatch(setActiveNamespace('solana'))
    store.dispatch(setCaipAddress('solana', SOLANA_ADDRESS))
    store.dispatch(openModal({ namespace: 'eip155' }))
    expect(store.getState().network.activeNamespace).toBe('eip155')
    expect(store.getState().router.view).toBe('Connect')
  })
})

describe('shakeModal', () => {
  it('shakes for 500 ms', async () => {
    vi.useFakeTimers()
    const { store } = createTestStore()
    const done = store.dispatch(shakeModal())
    expect(store.getState().modal.shake).toBe(true)
    vi.advanceTimersByTime(499)
    expect(store.getState().modal.shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(store.getState().modal.shake).toBe(false)
    await expect(done).resolves.toBeUndefined()
  })
})

describe('showModal', () => {
  it('without chain adapters starts on the QR code on a desktop and on the list on a phone', async () => {
    const desktop = createTestStore(undefined, fakeCoreServices({ withoutAdapters: true }))
    await desktop.store.dispatch(showModal())
    expect(desktop.store.getState().router.view).toBe('ConnectingWalletConnectBasic')
    const phone = createTestStore(
      undefined,
      fakeCoreServices({ withoutAdapters: true, mobile: true }),
    )
    await phone.store.dispatch(showModal())
    expect(phone.store.getState().router.view).toBe('AllWallets')
  })

  it('counts the open, mounts the views, then clears loading', async () => {
    const { store, core } = createTestStore()
    await store.dispatch(showModal())
    expect(core.track).toHaveBeenCalledWith('MODAL_OPEN', { connected: false })
    expect(core.modalOpened).toHaveBeenCalledOnce()
    expect(core.mountUi).toHaveBeenCalledOnce()
    expect(store.getState().modal).toMatchObject({ open: true, loading: false })
  })
})

describe('closeModal', () => {
  it('rejects the pending unsafe requests only when closed on ApproveTransaction', async () => {
    const { store, core } = createTestStore()
    await store.dispatch(showModal({ view: 'Networks' }))
    store.dispatch(closeModal())
    expect(core.rejectPendingUnsafe).not.toHaveBeenCalled()
    await store.dispatch(showModal({ view: 'ApproveTransaction' }))
    store.dispatch(closeModal())
    expect(core.rejectPendingUnsafe).toHaveBeenCalledOnce()
  })

  it('closes, tracks MODAL_CLOSE and flushes the public state at once; a second close does nothing', async () => {
    const { store, core } = createTestStore()
    await store.dispatch(showModal())
    vi.mocked(core.flushPublicState).mockClear()
    store.dispatch(closeModal())
    expect(store.getState().modal.open).toBe(false)
    expect(core.track).toHaveBeenLastCalledWith('MODAL_CLOSE', { connected: false })
    expect(core.flushPublicState).toHaveBeenCalledOnce()
    store.dispatch(closeModal())
    expect(vi.mocked(core.track).mock.calls.filter(([e]) => e === 'MODAL_CLOSE')).toHaveLength(1)
  })
})
