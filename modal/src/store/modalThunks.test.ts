import { afterEach, describe, expect, it, vi } from 'vitest'
import { setCaipAddress } from '../features/account/accountSlice.ts'
import { openModal, shakeModal } from './modalThunks.ts'
import { setActiveNamespace } from './networkSlice.ts'
import { createTestStore } from './testStore.test-helpers.ts'

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
