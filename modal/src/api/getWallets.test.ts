/** getWallets against a real HTTP server on 127.0.0.1: its query, its contract, its cache. */
import { beforeEach, describe, expect, it } from 'vitest'
import { cloudServerPerTest, json } from './cloudServer.test-helpers.ts'
import { getWallets, WALLETS_CACHE_MAX_PAGES, WALLETS_MAX_AGE_MS } from './getWallets.ts'

const server = cloudServerPerTest()
const PAGE = { data: [{ id: 'metamask', name: 'MetaMask' }], count: 614 }

beforeEach(() => {
  server().answer((_s, res) => json(res, 200, PAGE))
})

const catalogueRequests = () => server().seen.filter((s) => s.path === '/getWallets').length

describe('getWallets', () => {
  it('asks for the page, search and lists as comma lists', async () => {
    const page = await getWallets(server().client(), {
      page: 2,
      entries: 40,
      search: '',
      include: ['metamask', 'rainbow'],
      exclude: ['trust'],
      chains: ['eip155'],
    })
    expect(page).toEqual(PAGE)
    expect(Object.fromEntries(server().seen[0]?.query ?? [])).toMatchObject({
      page: '2',
      entries: '40',
      include: 'metamask,rainbow',
      exclude: 'trust',
      chains: 'eip155',
    })
    // An empty search or list is left out, not sent empty.
    expect(server().seen[0]?.query.has('search')).toBe(false)
  })

  it('shares a request in flight and keeps the page 5 minutes per modal instance', async () => {
    const client = server().client()
    const query = { page: 1, entries: 4, include: ['portico-demo-wallet'] }
    const start = 1_000_000
    await Promise.all([getWallets(client, query, start), getWallets(client, query, start)])
    expect(catalogueRequests()).toBe(1)
    await getWallets(client, { ...query }, start + WALLETS_MAX_AGE_MS - 1)
    expect(catalogueRequests()).toBe(1)
    // Another page, another modal instance: their own requests.
    await getWallets(client, { ...query, page: 2 }, start)
    await getWallets(server().client(), query, start)
    expect(catalogueRequests()).toBe(3)
    // Older than 5 minutes: asked again.
    await getWallets(client, query, start + WALLETS_MAX_AGE_MS)
    expect(catalogueRequests()).toBe(4)
  })

  it('does not keep a failure: the next call asks again', async () => {
    server().answer((_s, res) => json(res, 401, { code: 'INVALID_PROJECT_ID' }))
    const client = server().client()
    await expect(getWallets(client, { page: 1, entries: 4 })).rejects.toMatchObject({
      status: 401,
    })
    server().answer((_s, res) => json(res, 200, PAGE))
    await expect(getWallets(client, { page: 1, entries: 4 })).resolves.toEqual(PAGE)
    expect(catalogueRequests()).toBe(2)
  })

  it('a page that breaks the contract is a failure, not wallets', async () => {
    server().answer((_s, res) => json(res, 200, { data: [{ name: 'no id' }], count: 1 }))
    await expect(getWallets(server().client(), { page: 1, entries: 4 })).rejects.toMatchObject({
      status: 'INVALID_RESPONSE',
      message: 'The cloud sent an invalid /getWallets',
    })
  })

  it(`keeps at most ${WALLETS_CACHE_MAX_PAGES} pages, dropping the oldest`, async () => {
    const client = server().client()
    for (let page = 1; page <= WALLETS_CACHE_MAX_PAGES + 1; page++)
      await getWallets(client, { page, entries: 4 })
    expect(catalogueRequests()).toBe(WALLETS_CACHE_MAX_PAGES + 1)
    await getWallets(client, { page: WALLETS_CACHE_MAX_PAGES + 1, entries: 4 })
    await getWallets(client, { page: 2, entries: 4 })
    expect(catalogueRequests()).toBe(WALLETS_CACHE_MAX_PAGES + 1)
    await getWallets(client, { page: 1, entries: 4 })
    expect(catalogueRequests()).toBe(WALLETS_CACHE_MAX_PAGES + 2)
  })
})
