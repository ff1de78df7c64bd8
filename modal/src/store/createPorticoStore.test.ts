import { describe, expect, expectTypeOf, it, vi } from 'vitest'
import { setCaipAddress } from '../features/account/accountSlice.ts'
import type {
  AppDispatch,
  AppThunk,
  PorticoStoreServices,
  RootState,
} from './createPorticoStore.ts'
import { modalClosed, modalOpened } from './modalSlice.ts'
import { setActiveNamespace } from './networkSlice.ts'
import { pushView } from './routerSlice.ts'
import { createTestStore } from './testStore.test-helpers.ts'

const ADDRESS = 'eip155:1:0x1111111111111111111111111111111111111111' as const

describe('createPorticoStore', () => {
  it('holds every slice', () => {
    const { store } = createTestStore()
    expect(Object.keys(store.getState())).toEqual(
      expect.arrayContaining([
        'account',
        'connection',
        'connectors',
        'events',
        'modal',
        'network',
        'options',
        'router',
        'snackbar',
        'theme',
      ]),
    )
  })

  it('starts from the preloaded state', () => {
    const { store } = createTestStore({ modal: { open: true, loading: false, shake: false } })
    expect(store.getState().modal.open).toBe(true)
  })

  it('closing returns the router to Connect when not connected', () => {
    const { store } = createTestStore()
    store.dispatch(setActiveNamespace('eip155'))
    store.dispatch(modalOpened())
    store.dispatch(pushView('AllWallets'))
    store.dispatch(modalClosed())
    expect(store.getState().router).toMatchObject({ view: 'Connect', history: ['Connect'] })
  })

  it('closing returns the router to Account when the active namespace is connected', () => {
    const { store } = createTestStore()
    store.dispatch(setActiveNamespace('eip155'))
    store.dispatch(setCaipAddress('eip155', ADDRESS))
    store.dispatch(modalOpened())
    store.dispatch(pushView('Networks'))
    store.dispatch(modalClosed())
    expect(store.getState().router).toMatchObject({ view: 'Account', history: ['Account'] })
  })

  it('passes the services to thunks and listeners', () => {
    const { store, services, startAppListening } = createTestStore()
    const seen = vi.fn()
    startAppListening({ actionCreator: modalOpened, effect: (_a, api) => seen(api.extra) })
    const thunk: AppThunk<PorticoStoreServices> = (_d, _g, extra) => extra
    expect(store.dispatch(thunk)).toBe(services)
    store.dispatch(modalOpened())
    expect(seen).toHaveBeenCalledWith(services)
  })

  it("keeps each store's listeners to itself", () => {
    const a = createTestStore()
    const b = createTestStore()
    const effect = vi.fn()
    a.startAppListening({ actionCreator: modalOpened, effect })
    b.store.dispatch(modalOpened())
    expect(effect).not.toHaveBeenCalled()
  })

  it('is typed', () => {
    const { store } = createTestStore()
    expectTypeOf(store.getState()).toEqualTypeOf<RootState>()
    expectTypeOf(store.dispatch).toExtend<AppDispatch>()
    expectTypeOf<RootState['router']['view']>().toEqualTypeOf<import('./routerSlice.ts').View>()
  })
})
