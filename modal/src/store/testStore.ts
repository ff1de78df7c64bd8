/** Test helpers for the store's tests: a store with fake services, and networks. */
import type { CaipNetworkId } from '@portico/shared'
import { vi } from 'vitest'
import type { CaipNetwork } from '../chains/CaipNetwork.ts'
import {
  createPorticoStore,
  type PorticoStoreServices,
  type RootState,
} from './createPorticoStore.ts'

export function createTestStore(preloadedState?: Partial<RootState>) {
  const services = {
    reloadAuthConnector: vi.fn<PorticoStoreServices['reloadAuthConnector']>(),
    transactionCallbacks: new Map(),
    now: () => Date.now(),
  } satisfies PorticoStoreServices
  return { ...createPorticoStore({ preloadedState, services }), services }
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
