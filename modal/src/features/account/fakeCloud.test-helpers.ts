/**
 * Test helpers: a store whose cloud is a fake HTTP client (answers by path, records requests),
 * connected on the devnet chain, with token balances to match.
 */
import type { HttpClient, TokenBalance } from '@portico/shared'
import { vi } from 'vitest'
import type { CloudClient } from '../../api/cloudClient.ts'
import { defineEvmNetwork } from '../../chains/devnetNetworks.ts'
import { type CoreServices, coreKey } from '../../store/coreServices.ts'
import { createPorticoStore, type PorticoStoreServices } from '../../store/createPorticoStore.ts'
import { setActiveNamespace, setCaipNetwork } from '../../store/networkSlice.ts'
import { createServiceRegistry } from '../../store/serviceKey.ts'
import { fakeCoreServices } from '../../store/testStore.test-helpers.ts'
import { setCaipAddress } from './accountSlice.ts'

export const ACCOUNT = '0xA11CE00000000000000000000000000000000001' as const
export const RECEIVER = '0xb0b0000000000000000000000000000000000002' as const
export const TOKEN_CONTRACT = '0xdc64a140aa3e981100a9beca4e685f962f0cf6c9' as const
export const USDT_STYLE_CONTRACT = '0xcf7ed3acca5a467e9e704c703e8d87f634fb0fc9' as const
export const devnet = defineEvmNetwork(31337, 'Portico Devnet', 'http://127.0.0.1:8545', {
  usdtStyleTokens: [USDT_STYLE_CONTRACT],
  blockExplorers: { default: { name: 'Explorer', url: 'https://explorer.test/' } },
})

export const token = (
  symbol: string,
  numeric: string,
  extra: Partial<TokenBalance> = {},
): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:31337',
  price: 1,
  value: Number(numeric),
  quantity: { decimals: '18', numeric },
  iconUrl: '',
  ...extra,
})
export const ETH = token('ETH', '2', { name: 'Ether', price: 3000, value: 6000 })
export const PTK = token('PTK', '100', {
  name: 'Portico Token',
  address: `eip155:31337:${TOKEN_CONTRACT}`,
})
export const TUSD = token('tUSD', '50', {
  name: 'Test USD',
  address: `eip155:31337:${USDT_STYLE_CONTRACT}`,
  quantity: { decimals: '6', numeric: '50' },
})

export interface SeenRequest {
  method: string
  path: string
  params: Record<string, unknown>
  /** A POST's JSON body, as sent. */
  body?: unknown
}

type Route = (request: SeenRequest) => unknown

/** A cloud whose answers are `routes[path prefix]`; a route that throws fails the request. */
export function createFakeCloud(routes: Record<string, Route> = {}) {
  const seen: SeenRequest[] = []
  const request = vi.fn(
    async (method: string, path: string, options?: { params?: object; body?: unknown }) => {
      const seenRequest = {
        method,
        path,
        params: { ...(options?.params ?? {}) } as Record<string, unknown>,
        body: options?.body,
      }
      seen.push(seenRequest)
      const key = Object.keys(routes).find((prefix) => path.includes(prefix))
      if (!key) throw Object.assign(new Error('HTTP status code: 404'), { status: 404 })
      return routes[key]?.(seenRequest)
    },
  )
  const http = { request } as unknown as HttpClient
  const cloud: CloudClient = { http, projectId: 'test-project' }
  return { cloud, seen, routes }
}

/** A store connected as ACCOUNT on the devnet, its cloud fake, its clock settable. */
export function createConnectedStore(
  cloud: CloudClient,
  clock = { now: 1_767_225_600_000 },
  core: CoreServices = fakeCoreServices(),
) {
  const services: PorticoStoreServices = {
    reloadAuthConnector: () => {},
    transactionCallbacks: new Map(),
    now: () => clock.now,
    cloud,
    services: createServiceRegistry(),
  }
  services.services.set(coreKey, core)
  const { store } = createPorticoStore({ services })
  store.dispatch(setActiveNamespace('eip155'))
  store.dispatch(setCaipNetwork('eip155', devnet))
  store.dispatch(setCaipAddress('eip155', `eip155:31337:${ACCOUNT}`))
  return { store, clock, core, services: services.services }
}
