/**
 * createPorticoStore: the modal's Redux store. Each store has its own listener middleware (the
 * modal's message bus) whose `extra`, like the thunks' extra argument, is the services given.
 */
import {
  configureStore,
  createListenerMiddleware,
  type ThunkAction,
  type ThunkDispatch,
  type TypedStartListening,
  type UnknownAction,
} from '@reduxjs/toolkit'
import type { CloudClient } from '../api/cloudClient.ts'
import { selectActiveIsConnected } from '../features/account/accountSlice.ts'
import { lazyMiddleware } from './lazyMiddleware.ts'
import { modalClosed } from './modalSlice.ts'
import { type RootState, rootReducer } from './rootReducer.ts'
import { resetView } from './routerSlice.ts'
import type { ServiceRegistry } from './serviceKey.ts'

export type { RootState } from './rootReducer.ts'

/** What thunks and listeners reach outside the store through. */
export interface PorticoStoreServices {
  /** Reloads the auth connector's secure frame. It reports its own errors and never rejects. */
  reloadAuthConnector(): void | Promise<void>
  /** The transaction stack's callbacks, which are not serialisable, by entry id. */
  transactionCallbacks: Map<string, { onSuccess?(): void; onCancel?(): void }>
  /** The clock (ms since the epoch). */
  now(): number
  /** The cloud API the catalogue's and porticoApi's requests go to; without it they fail. */
  cloud?: CloudClient
  /**
   * The core's and the connectors' services by key (store/coreServices.ts, each connector's
   * thunks file): registered by the core once it has built them.
   */
  services: ServiceRegistry
}

export type AppDispatch = ThunkDispatch<RootState, PorticoStoreServices, UnknownAction>
export type AppThunk<R = void> = ThunkAction<R, RootState, PorticoStoreServices, UnknownAction>
export type AppStartListening = TypedStartListening<RootState, AppDispatch, PorticoStoreServices>

export interface CreatePorticoStoreOptions {
  preloadedState?: Partial<RootState>
  services: PorticoStoreServices
}

export function createPorticoStore({ preloadedState, services }: CreatePorticoStoreOptions) {
  const listenerMiddleware = createListenerMiddleware({ extra: services })
  const startAppListening = listenerMiddleware.startListening as AppStartListening
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: services } })
        .prepend(listenerMiddleware.middleware)
        .concat(lazyMiddleware.middleware),
  })
  addCoreListeners(startAppListening)
  return { store, startAppListening, listenerMiddleware }
}

export type PorticoStore = ReturnType<typeof createPorticoStore>['store']

/** Every close leaves the router on Account if connected, otherwise Connect, for the next open. */
function addCoreListeners(startAppListening: AppStartListening) {
  startAppListening({
    actionCreator: modalClosed,
    effect: (_action, { dispatch, getState }) => {
      dispatch(resetView(selectActiveIsConnected(getState()) ? 'Account' : 'Connect'))
    },
  })
}
