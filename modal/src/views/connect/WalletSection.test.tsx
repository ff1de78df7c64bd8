/**
 * The wallet list prefetched on open (SPEC §2): against a real HTTP server on 127.0.0.1, the
 * open sends Connect's catalogue requests and the wallet section, rendered after, shows their
 * wallets without a request of its own (a cache hit, or joining the request in flight).
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type CloudClient, createCloudClient } from '../../api/cloudClient.ts'
import { getWallets } from '../../api/getWallets.ts'
import { coreKey } from '../../store/coreServices.ts'
import { createPorticoStore } from '../../store/createPorticoStore.ts'
import { showModal } from '../../store/modalThunks.ts'
import { setOptions } from '../../store/optionsSlice.ts'
import { createServiceRegistry } from '../../store/serviceKey.ts'
import { fakeCoreServices } from '../../store/testStore.test-helpers.ts'
import { renderWithStore, unmountAll } from '../../ui/renderWithStore.test-helpers.tsx'
import { WalletSection } from './WalletSection.tsx'

let server: Server
let baseUrl: string
/** The /getWallets requests the server received, as their query strings. */
let catalogueRequests: URLSearchParams[]
let answerAfterMs: number
/** The cloud client of the last store made. */
let cloud: CloudClient

const WALLETS = [
  { id: 'w-rainbow', name: 'Rainbow', image_id: 'rainbow-logo' },
  { id: 'w-trust', name: 'Trust Wallet' },
]

beforeEach(async () => {
  catalogueRequests = []
  answerAfterMs = 0
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    if (url.pathname === '/getWallets') catalogueRequests.push(url.searchParams)
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify(
          url.pathname === '/getWallets' ? { data: WALLETS, count: 120 } : { ok: true },
        ),
      )
    }, answerAfterMs)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterEach(async () => {
  await unmountAll()
  await new Promise((resolve) => server.close(resolve))
  localStorage.clear()
})

function makeStore(connected = false) {
  cloud = createCloudClient({ apiUrl: baseUrl, projectId: 'demo-project', retryDelayMs: 1 })
  const services = createServiceRegistry()
  const core = fakeCoreServices({
    activeConnection: vi.fn(() => (connected ? ('evm' as never) : undefined)),
  })
  services.set(coreKey, core)
  const { store } = createPorticoStore({
    services: {
      reloadAuthConnector: () => {},
      transactionCallbacks: new Map(),
      services,
      now: () => Date.now(),
      cloud,
    },
  })
  return store
}

const shownNames = (view: HTMLElement) =>
  [...view.querySelectorAll('li')].map((li) => li.textContent ?? '')

/** Waits (in act) until the section lists the catalogue's wallets. */
async function untilWalletsShown(view: HTMLElement) {
  for (let waited = 0; !shownNames(view).some((n) => n.includes('Rainbow')); waited += 10) {
    if (waited > 5_000) throw new Error(`no catalogue wallets shown: ${shownNames(view)}`)
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  }
}

describe('the wallet list prefetched on open', () => {
  it('opening asks for the list before the views render; the list then needs no request', async () => {
    const store = makeStore()
    await store.dispatch(showModal())
    await vi.waitFor(() => expect(catalogueRequests).toHaveLength(1))
    // Let the answer land in the cache (joining the request in flight), then render Connect's
    // wallet section.
    await getWallets(cloud, { page: 1, entries: 4 })
    const view = await renderWithStore(<WalletSection />, store)
    await untilWalletsShown(view)
    expect(shownNames(view).some((n) => n.includes('Trust Wallet'))).toBe(true)
    expect(catalogueRequests).toHaveLength(1)
    expect(catalogueRequests[0]?.get('page')).toBe('1')
    expect(catalogueRequests[0]?.get('entries')).toBe('4')
  })

  it('a view rendered while the prefetch is in flight joins it (one request)', async () => {
    answerAfterMs = 150
    const store = makeStore()
    await store.dispatch(showModal())
    const view = await renderWithStore(<WalletSection />, store)
    await untilWalletsShown(view)
    expect(catalogueRequests).toHaveLength(1)
  })

  it('with featured wallets, the featured and the rest pages are each asked for once', async () => {
    const store = makeStore()
    store.dispatch(setOptions({ featuredWalletIds: ['w-trust'], excludeWalletIds: ['w-x'] }))
    await store.dispatch(showModal())
    const view = await renderWithStore(<WalletSection />, store)
    await untilWalletsShown(view)
    expect(catalogueRequests.map((q) => [q.get('include'), q.get('entries')])).toEqual([
      ['w-trust', '4'],
      [null, '5'],
    ])
    expect(catalogueRequests.every((q) => q.get('exclude') === 'w-x')).toBe(true)
  })

  it('once the list answers, the logos of its wallets are asked for before any row renders', async () => {
    const src = vi.spyOn(HTMLImageElement.prototype, 'src', 'set')
    const store = makeStore()
    store.dispatch(setOptions({ apiUrl: baseUrl, projectId: 'demo-project' }))
    await store.dispatch(showModal())
    await vi.waitFor(() =>
      expect(src.mock.calls.map(([url]) => url)).toEqual([
        expect.stringMatching(/\/getWalletImage\/rainbow-logo\?/),
      ]),
    )
    src.mockRestore()
  })

  it('when connected, opening fetches no wallets (SPEC §2)', async () => {
    const store = makeStore(true)
    await store.dispatch(showModal())
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(catalogueRequests).toHaveLength(0)
  })
})
