/** Test helpers for the store's tests: a store with fake services, and networks. */
import type { CaipNetworkId } from '@portico/shared'
import { vi } from 'vitest'
import type { CaipNetwork } from '../chains/CaipNetwork.ts'
import { type CoreServices, coreKey } from './coreServices.ts'
import {
  createPorticoStore,
  type PorticoStoreServices,
  type RootState,
} from './createPorticoStore.ts'
import { memoryStorage } from './memoryStorage.test-helpers.ts'

import { createServiceRegistry } from './serviceKey.ts'

/** The core's services as spies (storage in memory); `overrides` replace any of them. */
export function fakeCoreServices(overrides: Partial<CoreServices> = {}): CoreServices {
  const services: CoreServices = {
    networks: [],
    withoutAdapters: false,
    mobile: false,
    activeConnection: vi.fn(() => undefined),
    // Like the core: an EVM network's connection is the active one; no other family is wired.
    connectionFor: vi.fn(async (network: CaipNetwork) =>
      network.chainNamespace === 'eip155' ? services.activeConnection() : undefined,
    ),
    familyConnections: vi.fn(() => []),
    getProvider: vi.fn(() => undefined),
    familyProvider: vi.fn(() => undefined),
    rpcUrl: vi.fn(() => undefined),
    refreshNativeBalance: vi.fn(),
    track: vi.fn(),
    modalOpened: vi.fn(),
    mountUi: vi.fn(async () => {}),
    flushPublicState: vi.fn(),
    rejectPendingUnsafe: vi.fn(async () => {}),
    storage: memoryStorage().storage,
    ...overrides,
  }
  return services
}

/** A store whose thunks reach `core` (fake services by default) under coreKey. */
export function createTestStore(preloadedState?: Partial<RootState>, core = fakeCoreServices()) {
  const services = {
    reloadAuthConnector: vi.fn<PorticoStoreServices['reloadAuthConnector']>(),
    transactionCallbacks: new Map(),
    now: () => Date.now(),
    services: createServiceRegistry(),
  } satisfies PorticoStoreServices
  services.services.set(coreKey, core)
  return { ...createPorticoStore({ preloadedState, services }), services, core }
}

/** A configured network with an RPC URL. */
export function testNetwork(caipNetworkId: CaipNetworkId, name = caipNetworkId): CaipNetwork {
  const [chainNamespace, reference = ''] = caipNetworkId.split(':') as [
    CaipNetwork['chainNamespace'],
    string,
  ]
  return {
    id: chainNamespace === 'eip155' ? Number(reference) : reference,
    name,
    chainNamespace,
    caipNetworkId,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`http://127.0.0.1:8545/${reference}`] } },
  }
}
