/**
 * porticoApi against a real HTTP server on 127.0.0.1: the SDK fields of every request (SPEC §7)
 * and, through createAnalytics, the analytics rules (SPEC §7, §8).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { CLIENT_SDK_VERSION, errorCatalogue } from '@portico/shared'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPorticoStore } from '../store/createPorticoStore.ts'
import { createServiceRegistry } from '../store/serviceKey.ts'
import { createAnalytics } from './analytics.ts'
import { CLIENT_ID_HEADER, CLIENT_ID_STORAGE_KEY, createCloudClient } from './cloudClient.ts'
import { porticoApi } from './porticoApi.ts'

interface Seen {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingMessage['headers']
  body: string
}

type Handler = (seen: Seen, res: ServerResponse) => void

let server: Server
let baseUrl: string
let seen: Seen[]
let handler: Handler

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

beforeEach(async () => {
  seen = []
  handler = (_s, res) => json(res, 200, {})
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const request = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      }
      seen.push(request)
      handler(request, res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve))
  localStorage.clear()
  vi.useRealTimers()
})

function makeStore() {
  return createPorticoStore({
    services: {
      reloadAuthConnector: () => {},
      transactionCallbacks: new Map(),
      services: createServiceRegistry(),
      now: () => Date.now(),
      cloud: createCloudClient({ apiUrl: baseUrl, projectId: 'demo-project', retryDelayMs: 1 }),
    },
  }).store
}

describe('porticoApi base query', () => {
  it('sends projectId, st, sv and the client id header; lists as comma lists', async () => {
    handler = (s, res) =>
      json(
        res,
        200,
        s.path === '/getAnalyticsConfig'
          ? { isAnalyticsEnabled: true }
          : { data: [{ id: 'metamask', name: 'MetaMask' }], count: 614 },
      )
    const store = makeStore()
    const result = await store
      .dispatch(
        porticoApi.endpoints.getWallets.initiate({
          page: 2,
          entries: 40,
          include: ['metamask', 'rainbow'],
          exclude: ['trust'],
          chains: ['eip155'],
        }),
      )
      .unwrap()
    expect(result.count).toBe(614)
    const [request] = seen
    expect(request?.path).toBe('/getWallets')
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      projectId: 'demo-project',
      st: 'portico',
      sv: CLIENT_SDK_VERSION,
      page: '2',
      entries: '40',
      include: 'metamask,rainbow',
      exclude: 'trust',
      chains: 'eip155',
    })
    const clientId = request?.headers[CLIENT_ID_HEADER]
    expect(clientId).toMatch(/^[0-9a-f-]{36}$/)
    // The same id is kept for the browser and sent with every request.
    expect(localStorage.getItem(CLIENT_ID_STORAGE_KEY)).toBe(clientId)
    await store.dispatch(porticoApi.endpoints.getAnalyticsConfig.initiate()).unwrap()
    expect(seen[1]?.headers[CLIENT_ID_HEADER]).toBe(clientId)
    expect(seen[1]?.query.get('projectId')).toBe('demo-project')
  })

  it('caches and dedupes identical catalogue queries', async () => {
    handler = (_s, res) => json(res, 200, { data: [], count: 0 })
    const store = makeStore()
    const query = { page: 1, entries: 4 }
    await Promise.all([
      store.dispatch(porticoApi.endpoints.getWallets.initiate(query)).unwrap(),
      store.dispatch(porticoApi.endpoints.getWallets.initiate(query)).unwrap(),
    ])
    await store.dispatch(porticoApi.endpoints.getWallets.initiate(query)).unwrap()
    expect(seen).toHaveLength(1)
  })

  it('fails with the HTTP status', async () => {
    handler = (_s, res) => json(res, 401, { code: 'INVALID_PROJECT_ID' })
    const store = makeStore()
    await expect(
      store.dispatch(porticoApi.endpoints.getWallets.initiate({ page: 1, entries: 40 })).unwrap(),
    ).rejects.toMatchObject({ status: 401 })
  })
})

describe('analytics', () => {
  const snackbars = (store: ReturnType<typeof makeStore>) => store.getState().snackbar

  it('sends nothing before the first open, then the config once and the events', async () => {
    handler = (s, res) =>
      s.path === '/getAnalyticsConfig'
        ? json(res, 200, { isAnalyticsEnabled: true })
        : json(res, 200, { success: true, stored: true })
    const store = makeStore()
    const analytics = createAnalytics({ store, enabled: true, now: () => 1_767_225_600_000 })
    analytics.track('MODAL_CREATED')
    analytics.track('SWITCH_NETWORK', { network: 'eip155:31337' })
    await analytics.settled()
    expect(seen).toHaveLength(0)
    analytics.opened()
    analytics.track('MODAL_OPEN', { connected: false })
    await analytics.settled()
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /getAnalyticsConfig',
      'POST /e',
      'POST /e',
    ])
    const events = seen.filter((s) => s.path === '/e').map((s) => JSON.parse(s.body))
    expect(events.map((e) => e.props.event).sort()).toEqual(['MODAL_OPEN', 'SWITCH_NETWORK'])
    const open = events.find((e) => e.props.event === 'MODAL_OPEN')
    expect(open).toEqual({
      eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: window.location.href,
      domain: window.location.hostname,
      timestamp: 1_767_225_600_000,
      props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
    })
    expect(seen[1]?.query.get('st')).toBe('portico')
  })

  it('sends no event when the cloud or the dapp turns analytics off', async () => {
    handler = (_s, res) => json(res, 200, { isAnalyticsEnabled: false })
    const store = makeStore()
    const analytics = createAnalytics({ store, enabled: true })
    analytics.opened()
    analytics.track('MODAL_OPEN')
    analytics.track('MODAL_CLOSE')
    await analytics.settled()
    expect(seen.map((s) => s.path)).toEqual(['/getAnalyticsConfig'])

    const off = createAnalytics({ store: makeStore(), enabled: false })
    off.opened()
    off.track('MODAL_OPEN')
    await off.settled()
    expect(seen).toHaveLength(1)
  })

  it("shows 'Invalid App Configuration' once on 403 until an event succeeds", async () => {
    let forbid = true
    handler = (s, res) => {
      if (s.path === '/getAnalyticsConfig') return json(res, 200, { isAnalyticsEnabled: true })
      if (forbid) return json(res, 403, { code: 'INVALID_APP_CONFIGURATION' })
      json(res, 200, { success: true })
    }
    const store = makeStore()
    // Every showing of a message has its own id.
    const showings = new Map<string, string>()
    store.subscribe(() => {
      const { open, id, message, variant } = snackbars(store)
      if (open && id) showings.set(id, `${variant}:${message}`)
    })
    const analytics = createAnalytics({ store, enabled: true })
    analytics.opened()
    analytics.track('MODAL_OPEN')
    await analytics.settled()
    const alert = `error:${errorCatalogue.INVALID_APP_CONFIGURATION.message}`
    expect(errorCatalogue.INVALID_APP_CONFIGURATION.message).toBe('Invalid App Configuration')
    const alerts = () => [...showings.values()].filter((text) => text === alert).length
    expect(alerts()).toBe(1)

    analytics.track('MODAL_CLOSE')
    await analytics.settled()
    expect(alerts()).toBe(1)

    forbid = false
    analytics.track('MODAL_OPEN')
    await analytics.settled()
    expect(alerts()).toBe(1)

    forbid = true
    analytics.track('MODAL_CLOSE')
    await analytics.settled()
    // Shown again (after the snackbar's re-open delay, as the first may still be up).
    await vi.waitFor(() => expect(alerts()).toBe(2))
  })

  it('ignores other analytics errors', async () => {
    handler = (s, res) =>
      s.path === '/getAnalyticsConfig'
        ? json(res, 200, { isAnalyticsEnabled: true })
        : json(res, 400, { code: 'SCHEMA_INVALID_INPUT' })
    const store = makeStore()
    const analytics = createAnalytics({ store, enabled: true })
    analytics.opened()
    analytics.track('MODAL_OPEN')
    await analytics.settled()
    expect(seen.map((s) => s.path)).toEqual(['/getAnalyticsConfig', '/e'])
    expect(snackbars(store).open).toBe(false)
  })
})

describe('porticoApi chain data and names', () => {
  it('reads a balance once within its 30 s cache, and again with forceUpdate', async () => {
    handler = (_s, res) => json(res, 200, { balances: [] })
    const store = makeStore()
    const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const first = store.dispatch(
      porticoApi.endpoints.getBalance.initiate({ address, chainId: 'eip155:31337' }),
    )
    await first.unwrap()
    const again = store.dispatch(
      porticoApi.endpoints.getBalance.initiate({ address, chainId: 'eip155:31337' }),
    )
    await again.unwrap()
    expect(seen.filter((s) => s.path.endsWith('/balance'))).toHaveLength(1)
    expect(seen[0]?.path).toBe(`/v1/account/${address}/balance`)
    expect(Object.fromEntries(seen[0]?.query ?? [])).toMatchObject({
      currency: 'usd',
      chainId: 'eip155:31337',
      projectId: 'demo-project',
    })
    await store
      .dispatch(
        porticoApi.endpoints.getBalance.initiate({
          address,
          chainId: 'eip155:31337',
          forceUpdate: true,
        }),
      )
      .unwrap()
    expect(seen.filter((s) => s.path.endsWith('/balance'))).toHaveLength(2)
    expect(seen[1]?.query.get('forceUpdate')).toBe('true')
    first.unsubscribe()
    again.unsubscribe()
  })

  it('keeps an identity 5 minutes after its last use (SPEC §9), then asks again', async () => {
    handler = (_s, res) => json(res, 200, { name: 'alice.reown.id', avatar: null })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const store = makeStore()
    const read = async () => {
      const sub = store.dispatch(porticoApi.endpoints.getIdentity.initiate({ address: '0xab' }))
      const data = await sub.unwrap()
      sub.unsubscribe()
      return data
    }
    expect(await read()).toEqual({ name: 'alice.reown.id', avatar: null })
    await vi.advanceTimersByTimeAsync(299_000)
    await read()
    expect(seen).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(301_000)
    await read()
    expect(seen).toHaveLength(2)
  })

  it('hands an identity error back with its HTTP status', async () => {
    handler = (_s, res) => json(res, 404, { code: 'NOT_FOUND', message: 'Error resolving name' })
    const store = makeStore()
    const result = await store.dispatch(
      porticoApi.endpoints.getIdentity.initiate({ address: '0xab' }),
    )
    expect(result.error).toMatchObject({ status: 404 })
  })
})

describe('porticoApi responses (the contracts in shared)', () => {
  it.each([
    ['getWallets', { page: 1, entries: 4 }, { data: [{ name: 'no id' }], count: 1 }],
    ['getBalance', { address: '0xabc' }, { balances: [{ symbol: 'ETH' }] }],
    ['getIdentity', { address: '0xabc' }, { name: 42, avatar: null }],
    ['getAnalyticsConfig', undefined, { isAnalyticsEnabled: 'yes' }],
    ['getSupportedChains', undefined, { http: ['not-a-chain'], ws: [] }],
    ['getProfileAccount', 'bob.reown.id', { name: 'bob.reown.id' }],
  ] as const)(
    '%s: a body that breaks the contract is a failed request, not data',
    async (name, arg, body) => {
      handler = (_s, res) => json(res, 200, body)
      const store = makeStore()
      const endpoint = porticoApi.endpoints[name] as unknown as {
        initiate(arg: unknown): Parameters<typeof store.dispatch>[0]
      }
      const result = (await store.dispatch(endpoint.initiate(arg))) as {
        data?: unknown
        error?: { status?: unknown; message?: string }
      }
      expect(result.data).toBeUndefined()
      expect(result.error).toMatchObject({ status: 'INVALID_RESPONSE' })
      expect(result.error?.message).toMatch(/^The cloud sent an invalid /)
    },
  )
})
